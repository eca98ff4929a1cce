"""Synthetic but realistic bilingual data for the speed benchmark (`bench/speed.py`).

Memories read like what an extractor stores ("用户计划 3 月 14 日去成都参加技术大会", "User's sister
Emma works as a nurse in Leeds"), chat messages like what users and assistants say. Every text is a
template filled from many Chinese and English names, places, foods, tools, projects, numbers and dates,
and every generated text is distinct (no repeated strings). Generation is seeded, hence repeatable.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

__all__ = ["SynthMemory", "chat_messages", "memories", "queries"]


def _words(raw: str) -> list[str]:
    return raw.split()


ZH_NAMES = _words(
    "李明 王芳 张伟 刘洋 陈静 杨帆 赵磊 黄丽 周杰 吴敏 徐强 孙悦 马超 朱婷 胡斌 "
    "郭晨 何琳 高远 林峰 罗娜 梁爽 宋涛 郑凯 谢颖 韩雪 唐宁 冯博 于洁 董浩 萧然"
)
ZH_CITIES = _words(
    "北京 上海 广州 深圳 杭州 成都 南京 武汉 西安 苏州 重庆 天津 "
    "长沙 厦门 青岛 大连 昆明 合肥 郑州 宁波 东京 新加坡 首尔 伦敦"
)
ZH_REL = _words("妈妈 爸爸 姐姐 哥哥 妹妹 弟弟 老婆 老公 女儿 儿子 同事 室友 老板 导师 表哥 闺蜜")
ZH_JOBS = _words(
    "后端工程师 产品经理 护士 老师 设计师 律师 医生 会计 销售 数据分析师 厨师 记者 程序员 运维 架构师 摄影师"
)
ZH_FOODS = _words("火锅 小笼包 麻辣烫 寿司 牛肉面 煎饼果子 烤鸭 酸菜鱼 螺蛳粉 咖喱饭 披萨 拉面 烧烤 饺子 肠粉 热干面")
ZH_TECH = _words(
    "FastAPI Django Flask PostgreSQL MySQL Redis Kafka RabbitMQ Kubernetes "
    "Docker Vue React Go Rust Java SQLite Nginx Elasticsearch ClickHouse "
    "gRPC"
)
ZH_PROJECTS = _words(
    "支付系统 推荐服务 聊天机器人 数据平台 风控引擎 订单中心 搜索服务 "
    "监控系统 小程序 官网 爬虫 日志平台 报表系统 客服系统"
)
ZH_PETS = _words("猫 狗 仓鼠 兔子 鹦鹉 乌龟 金鱼 柯基 橘猫 布偶猫 柴犬 边牧")
ZH_PET_NAMES = _words("豆豆 团子 可乐 米饭 雪球 花卷 布丁 奶茶 旺财 咪咪 小黑 年糕")
ZH_HOBBIES = _words("跑步 游泳 弹吉他 练书法 打羽毛球 做瑜伽 爬山 钓鱼 下围棋 拍照 骑车 打篮球 学日语 画水彩")
ZH_BOOKS = _words("三体 活着 围城 平凡的世界 百年孤独 人类简史 红楼梦 白夜行 挪威的森林 明朝那些事儿 深度学习 代码大全")
ZH_ALLERGY = _words("花生 芒果 海鲜 牛奶 鸡蛋 香菜 花粉 青霉素 猫毛 尘螨")
ZH_PURPOSE = _words("出差 开会 参加婚礼 看演唱会 面试 旅游 参加技术大会 探亲 见客户 培训")
ZH_CHECKS = _words("压测 灰度 回滚预案 数据备份 代码评审 监控告警 容量评估 兼容性测试")
ZH_PROBLEMS = _words("接口超时 数据丢失 服务雪崩 内存泄漏 死锁 磁盘写满 缓存击穿 订单重复")

EN_NAMES = _words(
    "Emma Liam Olivia Noah Ava Ethan Sophia Mason Mia Lucas Chloe Logan "
    "Grace Jack Ruby Owen Lily Leo Zoe Henry Ella Oscar Nora Max Isla Theo "
    "Ivy Felix Hazel Arthur"
)
EN_CITIES = _words(
    "London Leeds Boston Denver Austin Seattle Toronto Dublin Berlin Lisbon "
    "Madrid Sydney Chicago Portland Oslo Vienna Prague Montreal Edinburgh "
    "Tokyo Singapore Paris"
)
EN_PETS = _words("cat dog hamster rabbit parrot tortoise goldfish corgi beagle labrador")
EN_PET_NAMES = _words("Biscuit Mochi Pepper Luna Milo Oreo Simba Nala Ziggy Poppy Bean Toffee")
EN_MONTHS = _words("January February March April May June July August September October November December")


def _en_phrases(raw: str) -> list[str]:
    # English vocabulary is often multi-word ("best friend", "pad thai"): lists are " | "-separated.
    return raw.split(" | ")


EN_REL = _en_phrases(
    "sister | brother | mother | father | wife | husband | daughter | son | cousin | roommate | manager | mentor"
    " | colleague | best friend | neighbour | aunt"
)
EN_JOBS = _en_phrases(
    "nurse | teacher | designer | lawyer | accountant | data analyst | chef | journalist | backend engineer"
    " | product manager | photographer | architect | pharmacist | pilot"
)
EN_FOODS = _en_phrases(
    "ramen | tacos | sushi | lasagna | pho | curry | dumplings | falafel | paella | burritos | pad thai | bagels"
    " | risotto | dim sum | poke bowls | kimchi stew"
)
EN_PROJECTS = _en_phrases(
    "billing service | recommendation engine | chatbot | data pipeline | fraud detector | checkout flow | search API"
    " | mobile app | analytics dashboard | CRM plugin | payment gateway | log pipeline"
)
EN_HOBBIES = _en_phrases(
    "running | swimming | bouldering | playing guitar | baking sourdough | chess | cycling | woodworking"
    " | birdwatching | pottery | yoga | learning Japanese"
)
EN_BOOKS = _en_phrases(
    "Dune | Project Hail Mary | The Hobbit | Sapiens | Atomic Habits | Educated | The Pragmatic Programmer | Circe"
    " | Klara and the Sun | Middlemarch"
)
EN_ALLERGY = _en_phrases("peanuts | shellfish | penicillin | lactose | pollen | cat hair | gluten | eggs | sesame")
EN_PURPOSE = _en_phrases(
    "a conference | a wedding | a job interview | a client meeting | a concert | a hackathon | a team offsite"
    " | a family visit"
)
EN_CHECKS = _en_phrases("load testing | a canary release | a rollback plan | a backup | code review | alerting")
EN_PROBLEMS = _en_phrases("timeouts | data loss | a cascading failure | a memory leak | a deadlock | duplicate orders")

Pick = Callable[[list[str]], str]

# type, template; {n} numbers, {m}/{d} month/day and every other slot drawn from the lists above.
ZH_MEMORY: list[tuple[str, Callable[[Pick, random.Random], str]]] = [
    ("person", lambda c, r: f"用户的{c(ZH_REL)}{c(ZH_NAMES)}在{c(ZH_CITIES)}做{c(ZH_JOBS)}，今年{r.randint(20, 70)}岁"),
    ("preference", lambda c, r: f"用户喜欢吃{c(ZH_FOODS)}，一般每周去{c(ZH_CITIES)}的老店吃{r.randint(1, 5)}次"),
    (
        "fact",
        lambda c, r: f"用户决定在{c(ZH_PROJECTS)}里用 {c(ZH_TECH)} 替换 {c(ZH_TECH)}，预计{r.randint(1, 12)}月上线",
    ),
    ("plan", lambda c, r: f"用户计划{r.randint(1, 12)}月{r.randint(1, 28)}日去{c(ZH_CITIES)}{c(ZH_PURPOSE)}"),
    ("personal", lambda c, r: f"用户对{c(ZH_ALLERGY)}过敏，点{c(ZH_FOODS)}时要备注，去年因此住院{r.randint(1, 9)}天"),
    (
        "personal",
        lambda c, r: f"用户在{c(ZH_CITIES)}的公司负责{c(ZH_PROJECTS)}，团队有{r.randint(3, 60)}个人，用{c(ZH_TECH)}",
    ),
    ("personal", lambda c, r: f"用户养了一只叫{c(ZH_PET_NAMES)}的{c(ZH_PETS)}，今年{r.randint(1, 15)}岁"),
    ("preference", lambda c, r: f"用户每天早上{r.randint(5, 9)}点{c(ZH_HOBBIES)}{r.randint(10, 90)}分钟"),
    (
        "lesson",
        lambda c, r: f"教训：{c(ZH_PROJECTS)}上线前没做{c(ZH_CHECKS)}，导致{c(ZH_PROBLEMS)}{r.randint(2, 48)}小时",
    ),
    ("event", lambda c, r: f"用户在读《{c(ZH_BOOKS)}》，已经读到第{r.randint(2, 40)}章，觉得{c(ZH_NAMES)}推荐得对"),
    (
        "person",
        lambda c, r: (
            f"{c(ZH_NAMES)}是用户的{c(ZH_REL)}，住在{c(ZH_CITIES)}，生日是{r.randint(1, 12)}月{r.randint(1, 28)}日"
        ),
    ),
    (
        "todo",
        lambda c, r: (
            f"用户要在{r.randint(1, 12)}月{r.randint(1, 28)}日前把{c(ZH_PROJECTS)}的{c(ZH_CHECKS)}报告交给{c(ZH_NAMES)}"
        ),
    ),
]

EN_MEMORY: list[tuple[str, Callable[[Pick, random.Random], str]]] = [
    (
        "person",
        lambda c, r: (
            f"User's {c(EN_REL)} {c(EN_NAMES)} works as a {c(EN_JOBS)} in {c(EN_CITIES)}, aged {r.randint(20, 70)}"
        ),
    ),
    (
        "preference",
        lambda c, r: f"User loves {c(EN_FOODS)} and goes to a place in {c(EN_CITIES)} {r.randint(1, 5)} times a week",
    ),
    (
        "fact",
        lambda c, r: f"User decided to move the {c(EN_PROJECTS)} from {c(ZH_TECH)} to {c(ZH_TECH)} by {c(EN_MONTHS)}",
    ),
    (
        "plan",
        lambda c, r: f"User plans to fly to {c(EN_CITIES)} on {c(EN_MONTHS)} {r.randint(1, 28)} for {c(EN_PURPOSE)}",
    ),
    (
        "personal",
        lambda c, r: (
            f"User is allergic to {c(EN_ALLERGY)}; "
            f"spent {r.randint(1, 9)} days in hospital in {2000 + r.randint(5, 25)}"
        ),
    ),
    (
        "personal",
        lambda c, r: (
            f"User leads the {c(EN_PROJECTS)} team of {r.randint(3, 60)} people in {c(EN_CITIES)}, on {c(ZH_TECH)}"
        ),
    ),
    ("personal", lambda c, r: f"User has a {c(EN_PETS)} called {c(EN_PET_NAMES)}, {r.randint(1, 15)} years old"),
    (
        "preference",
        lambda c, r: f"User does {c(EN_HOBBIES)} at {r.randint(5, 9)} am for {r.randint(10, 90)} minutes every day",
    ),
    (
        "lesson",
        lambda c, r: (
            f"Lesson: shipping the {c(EN_PROJECTS)} without {c(EN_CHECKS)} "
            f"caused {c(EN_PROBLEMS)} for {r.randint(2, 48)} hours"
        ),
    ),
    (
        "event",
        lambda c, r: f"User is reading {c(EN_BOOKS)}, at chapter {r.randint(2, 40)}, recommended by {c(EN_NAMES)}",
    ),
    (
        "person",
        lambda c, r: (
            f"{c(EN_NAMES)} is the user's {c(EN_REL)}, lives in {c(EN_CITIES)}, "
            f"birthday {c(EN_MONTHS)} {r.randint(1, 28)}"
        ),
    ),
    (
        "todo",
        lambda c, r: (
            f"User must send the {c(EN_PROJECTS)} {c(EN_CHECKS)} report to {c(EN_NAMES)} "
            f"by {c(EN_MONTHS)} {r.randint(1, 28)}"
        ),
    ),
]

ZH_QUERIES: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"我{c(ZH_REL)}在哪里工作？",
    lambda c, r: f"周末想吃{c(ZH_FOODS)}，有什么推荐吗",
    lambda c, r: f"{c(ZH_PROJECTS)}现在用的什么技术栈？",
    lambda c, r: f"我什么时候去{c(ZH_CITIES)}？",
    lambda c, r: "帮我点个外卖，记得我对什么过敏",
    lambda c, r: f"{c(ZH_NAMES)}的生日是哪天",
    lambda c, r: f"我的{c(ZH_PETS)}叫什么名字",
    lambda c, r: f"上次{c(ZH_PROJECTS)}出了什么问题，这次上线要注意什么",
    lambda c, r: "我最近在读什么书",
    lambda c, r: f"{c(ZH_TECH)} 和 {c(ZH_TECH)} 我们怎么选的",
]
EN_QUERIES: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"Where does my {c(EN_REL)} work?",
    lambda c, r: f"Any ideas for dinner? I feel like {c(EN_FOODS)}",
    lambda c, r: f"What stack is the {c(EN_PROJECTS)} on now?",
    lambda c, r: f"When am I going to {c(EN_CITIES)}?",
    lambda c, r: "Order me lunch, remember what I'm allergic to",
    lambda c, r: f"When is {c(EN_NAMES)}'s birthday?",
    lambda c, r: f"What's my {c(EN_PETS)} called?",
    lambda c, r: f"What went wrong with the {c(EN_PROJECTS)} last time?",
    lambda c, r: "What book am I reading at the moment?",
    lambda c, r: f"Remind me what I have to send to {c(EN_NAMES)}",
]

# User turns the offline extractor recognises (self-statements), user chit-chat, assistant replies.
ZH_USER_FACTS: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"我叫{c(ZH_NAMES)}，在{c(ZH_CITIES)}做{c(ZH_JOBS)}，入行{r.randint(1, 20)}年了。",
    lambda c, r: f"我特别喜欢吃{c(ZH_FOODS)}，最近一周吃了{r.randint(2, 6)}次。",
    lambda c, r: f"我决定在{c(ZH_PROJECTS)}里用 {c(ZH_TECH)} 了，{c(ZH_TECH)} 太难维护。",
    lambda c, r: f"我下周要去{c(ZH_CITIES)}{c(ZH_PURPOSE)}，大概待{r.randint(2, 7)}天。",
    lambda c, r: f"我对{c(ZH_ALLERGY)}过敏，以后推荐吃的别带这个。",
    lambda c, r: f"我养了一只{c(ZH_PETS)}，叫{c(ZH_PET_NAMES)}，{r.randint(1, 12)}岁了。",
]
ZH_USER_CHAT: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"帮我看看这个 {c(ZH_TECH)} 报错，第{r.randint(10, 900)}行一直{c(ZH_PROBLEMS)}",
    lambda c, r: f"今天{c(ZH_CITIES)}好热，{r.randint(30, 40)}度，不想出门",
    lambda c, r: f"{c(ZH_PROJECTS)}的接口要怎么设计比较好？大概{r.randint(2, 50)}个字段",
    lambda c, r: f"哈哈好的，谢谢，我去试试{c(ZH_HOBBIES)}",
]
ZH_ASSISTANT: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"好的，我记下了。{c(ZH_CITIES)}那边最近天气不错，{c(ZH_PURPOSE)}顺利！",
    lambda c, r: f"可以先检查 {c(ZH_TECH)} 的配置，再看第{r.randint(10, 900)}行附近的调用栈。",
    lambda c, r: f"推荐试试{c(ZH_FOODS)}，{c(ZH_CITIES)}有不少老字号，人均{r.randint(30, 200)}元左右。",
]
EN_USER_FACTS: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: (
        f"I'm {c(EN_NAMES)}, I work as a {c(EN_JOBS)} in {c(EN_CITIES)}, been doing it for {r.randint(1, 20)} years."
    ),
    lambda c, r: f"I really love {c(EN_FOODS)}, had it {r.randint(2, 6)} times this week.",
    lambda c, r: f"I decided to use {c(ZH_TECH)} for the {c(EN_PROJECTS)}; {c(ZH_TECH)} was too painful.",
    lambda c, r: f"Next Friday I'm flying to {c(EN_CITIES)} for {c(EN_PURPOSE)}, staying {r.randint(2, 7)} days.",
    lambda c, r: f"I'm allergic to {c(EN_ALLERGY)}, so please never suggest food with it.",
    lambda c, r: f"I have a {c(EN_PETS)} called {c(EN_PET_NAMES)}, she is {r.randint(1, 12)}.",
]
EN_USER_CHAT: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"can you look at this {c(ZH_TECH)} error on line {r.randint(10, 900)}? it keeps timing out",
    lambda c, r: f"it's {r.randint(25, 40)} degrees in {c(EN_CITIES)} today, way too hot",
    lambda c, r: f"how should I design the {c(EN_PROJECTS)} API? about {r.randint(2, 50)} fields",
    lambda c, r: f"haha ok thanks, I'll try {c(EN_HOBBIES)} then",
]
EN_ASSISTANT: list[Callable[[Pick, random.Random], str]] = [
    lambda c, r: f"Noted. Have a great trip to {c(EN_CITIES)} and good luck with {c(EN_PURPOSE)}!",
    lambda c, r: f"Check the {c(ZH_TECH)} config first, then the stack trace around line {r.randint(10, 900)}.",
    lambda c, r: f"You could try {c(EN_FOODS)}; {c(EN_CITIES)} has great places for about ${r.randint(10, 60)}.",
]


@dataclass(frozen=True, slots=True)
class SynthMemory:
    """A generated memory: text, type, importance and creation time."""

    text: str
    type: str
    importance: float
    created_at: datetime


def _unique(n: int, make: Callable[[random.Random], str], seed: int) -> list[str]:
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[str] = []
    attempts = 0
    while len(out) < n:
        attempts += 1
        if attempts > 50 * n + 1000:
            raise RuntimeError(f"templates cannot produce {n} distinct texts")
        text = make(rng)
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def memories(n: int, *, now: datetime, seed: int = 7, span_days: int = 730) -> list[SynthMemory]:
    """`n` distinct memories, about half Chinese and half English, created over the last `span_days`."""
    rng = random.Random(seed + 1)
    kind_of: dict[str, str] = {}

    def make(r: random.Random) -> str:
        pool = ZH_MEMORY if r.random() < 0.5 else EN_MEMORY
        kind, template = pool[r.randrange(len(pool))]
        text = template(r.choice, r)
        kind_of.setdefault(text, kind)
        return text

    out = []
    for text in _unique(n, make, seed):
        when = now - timedelta(seconds=rng.randint(0, span_days * 86400))
        out.append(SynthMemory(text, kind_of[text], round(rng.uniform(0.3, 1.0), 2), when))
    return out


def queries(n: int, *, seed: int = 11) -> list[str]:
    """`n` distinct questions, alternating Chinese and English."""

    def make(r: random.Random) -> str:
        pool = ZH_QUERIES if r.random() < 0.5 else EN_QUERIES
        return pool[r.randrange(len(pool))](r.choice, r)

    return _unique(n, make, seed)


def chat_messages(n: int, *, seed: int = 13, fact_share: float = 0.3) -> list[tuple[str, str]]:
    """`n` distinct (role, content) chat turns, alternating user / assistant, in zh or en runs of 10.

    About `fact_share` of user turns state something about the user that the offline extractor keeps.
    """
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    while len(out) < n:
        zh = (len(out) // 10) % 2 == 0
        role = "user" if len(out) % 2 == 0 else "assistant"
        if role == "user":
            facts, chat = (ZH_USER_FACTS, ZH_USER_CHAT) if zh else (EN_USER_FACTS, EN_USER_CHAT)
            pool = facts if rng.random() < fact_share else chat
        else:
            pool = ZH_ASSISTANT if zh else EN_ASSISTANT
        text = pool[rng.randrange(len(pool))](rng.choice, rng)
        if text in seen:
            continue
        seen.add(text)
        out.append((role, text))
    return out
