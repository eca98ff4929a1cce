# ruff: noqa: E501 - a table of conversations, one scenario a line
"""Conversation scenarios, end to end: what a user says over one or two conversations, then what the assistant
receives in `context()` for a later message.

Each scenario is a short conversation (the user's turns and the assistant's replies), distilled with the
defaults (offline extractor with its learned selector, bundled embedder), then checked twice: on the memories
(`memory`: every part appears in one current memory; `never`: no memory holds it) and on the prompt block for
`ask` (`shown`: each part is in the block; `hidden`: none is). Chinese and English; facts about the user and
the people, places and things of their life, dated events and plans, preferences, corrections, forgetting,
chit-chat that must leave nothing, and vague follow-ups that lean on the recent turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory

START = datetime(2026, 11, 2, 9, tzinfo=UTC)  # a Monday
A = "assistant"


@dataclass(frozen=True)
class Scenario:
    name: str
    sessions: tuple[tuple[str | tuple[str, str], ...], ...]  # a bare string is a user turn
    ask: str
    memory: tuple[str, ...] = ()
    shown: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ()
    never: tuple[str, ...] = ()
    recent: tuple[str, ...] = field(default=())


def s(*turns: str | tuple[str, str]) -> tuple[str | tuple[str, str], ...]:
    return turns


SCENARIOS = [
    # --- things the rules have no shape for, kept by the selector, in the user's words -----------------------
    Scenario("camping trip en", (s("Just got back from a camping trip at Lake Tahoe with my kids, we saw a bear!",
                                   (A, "Wow, a bear! Was everyone okay?")),),
             "Where did we go camping?", ("Lake Tahoe", "their kids"), ("Lake Tahoe",)),
    Scenario("pottery class en", (s("I signed up for a pottery class on Thursday evenings, my first bowl was wonky lol"),),
             "What hobby did I pick up?", ("pottery class",), ("pottery",)),
    Scenario("sister moved en", (s("My sister Amy moved to Berlin last month for a job at a startup."),),
             "What do you know about Amy?", ("Amy", "Berlin"), ("Berlin",)),
    Scenario("grandma en", (s("My grandma turned 90 last week and the whole family flew to Manila for her party."),),
             "How old is my grandma?", ("grandma turned 90",), ("90",)),
    Scenario("allergy en", (s("Heads up, I'm allergic to shellfish, so no shrimp recipes please."),),
             "Suggest a dinner recipe", ("allergic to shellfish",), ("shellfish",)),
    Scenario("marathon en", (s("I finished my first half marathon on Sunday in 2 hours 5 minutes!"),),
             "How did my race go?", ("half marathon",), ("half marathon",)),
    Scenario("coworker en", (s("My coworker Priya is the one who taught me Rust, she's brilliant at systems stuff."),),
             "Who taught me Rust?", ("Priya",), ("Priya",)),
    Scenario("book en", (s("I read Project Hail Mary last month and honestly it's my favourite sci-fi book now."),),
             "Any book recommendations for me?", ("Project Hail Mary",), ("Project Hail Mary",)),
    Scenario("trip plan en", (s("I'm flying to Lisbon next Friday with my partner for a long weekend."),),
             "What am I doing next week?", ("Lisbon", "(2026-11-13)"), ("Lisbon",)),
    Scenario("kid school en", (s("My son started first grade this fall and he already loves his teacher, Ms. Rivera."),),
             "How is my son doing at school?", ("first grade",), ("first grade",)),
    Scenario("云台山 zh", (s("上周末我去了一次云台山，风景真的非常美，还拍了许多照片。", (A, "听起来很棒！")),),
             "我上次去哪爬山了？", ("云台山",), ("云台山",)),
    Scenario("健身 zh", (s("我最近在尝试一些新的训练方法，包括HIIT和重量训练，每周练四次。"),),
             "帮我安排一下这周的运动", ("HIIT",), ("HIIT",)),
    Scenario("表姐 zh", (s("我表姐去年搬到了成都，在一家医院当护士，下个月她要结婚了。"),),
             "我表姐在哪工作？", ("表姐", "成都"), ("成都",)),
    Scenario("女儿 zh", (s("我女儿今年上三年级了，数学特别好，就是不爱写作文。"),),
             "给我女儿推荐点课外书", ("女儿", "三年级"), ("三年级",)),
    Scenario("过敏 zh", (s("提前说一下，我对芒果过敏，一吃就起疹子。"),),
             "推荐个夏天的甜品", ("芒果过敏",), ("芒果",)),
    Scenario("学吉他 zh", (s("最近在学吉他，手指都磨出茧了，不过已经能弹《成都》了。"),),
             "我在学什么乐器？", ("吉他",), ("吉他",)),
    Scenario("出差 zh", (s("我下周三要去深圳出差，见一个新客户，要待三天。"),),
             "我下周有什么安排？", ("深圳",), ("深圳",)),
    Scenario("公司咖啡店 zh", (s("我们公司楼下那家咖啡店周一不开门，每次周一都得走远一点。"),),
             "周一早上去哪买咖啡？", ("用户所在的公司楼下那家咖啡店周一不开门",), ("咖啡店",), (), ("用户他们公司",)),
    Scenario("读书会 zh", (s("我和几个朋友组了个读书会，每个月第一个周六聚一次，这个月读《三体》。"),),
             "我们读书会这个月读什么？", ("读书会",), ("三体",)),
    Scenario("subjectless zh", (s("今天去了趟植物园，郁金香全开了，特别好看。"),),
             "我最近去过什么地方？", ("用户今天去了趟植物园",), ("植物园",)),
    # --- statements of known shape, read by the rules ---------------------------------------------------
    Scenario("name and job zh", (s("我叫李明，是后端工程师。"),), "帮我写个接口", ("用户叫李明",), ("李明", "后端工程师")),
    Scenario("name and job en", (s("I'm Sarah, I work as a nurse at the city hospital."),), "Plan my week",
             (), ("Sarah",)),
    Scenario("preference zh", (s("我受不了香菜，点外卖千万别放。"),), "中午吃什么好？", ("香菜",), ("香菜",)),
    Scenario("preference en", (s("I can't stand cilantro, it tastes like soap to me."),), "What should I cook tonight?",
             ("cilantro",), ("cilantro",)),
    Scenario("pet zh", (s("我家的橘猫叫橘子，今年三岁了。"),), "我的猫叫什么？", ("橘子",), ("橘子",)),
    Scenario("pet en", (s("Hey, I just adopted a puppy named Max."),), "What's my dog's name?", ("Max",), ("Max",)),
    Scenario("decision zh", (s("我们团队决定用飞书了，下周开始迁移。"),), "团队用什么协作工具？", ("飞书",), ("飞书",),
             (), ("团队的团队",)),
    Scenario("lesson en", (s("Lesson learned: always turn on the proxy before docker build, otherwise it times out."),),
             "My docker build is hanging again", ("proxy",), ("proxy",)),
    Scenario("todo zh", (s("提醒我周五前把季度报告交给王总。"),), "这周我要做什么？", ("季度报告",), ("季度报告",)),
    Scenario("todo en", (s("Remind me to buy a gift for Emma's birthday next Saturday."),), "What do I need to buy?",
             ("gift", "Emma"), ("Emma",)),
    Scenario("subordinate zh", (s("吴杰明是我的下属，他的教育背景是专科。"),), "吴杰明是什么学历？", ("吴杰明",), ("专科",)),
    Scenario("moved en", (s("I moved to Shenzhen last month."),), "Where do I live now?", ("Shenzhen",), ("Shenzhen",),
             (), ("lives in Shenzhen last month",)),
    # --- corrections and forgetting: the old value never comes back ---------------------------------------
    Scenario("correction zh", (s("我下周三要去杭州出差。"), s("更正一下，出差地点不是杭州，是苏州。")),
             "我出差去哪？", ("苏州",), ("苏州",), ("杭州",)),
    Scenario("job change zh", (s("我在云帆科技工作。"), s("跟你说个事，我跳槽了，现在在星环数据工作。")),
             "我在哪家公司？", ("星环数据",), ("星环数据",), ("云帆科技工作",)),
    Scenario("forget address zh", (s("我的外卖地址一般填公司楼下，宜山路 700 号 B 座。", "忘掉我刚才说的地址。"),),
             "帮我点个外卖", (), (), ("宜山路",), ("宜山路",)),
    Scenario("forget en", (s("My gym locker code is 4417."), s("Please forget my locker code.")),
             "What's my locker code?", (), (), ("4417",), ("4417",)),
    Scenario("city correction en", (s("I live in Denver."), s("Actually I live in Boulder, not Denver.")),
             "Where do I live?", ("Boulder",), ("Boulder",), ("lives in Denver",)),
    # --- what must leave nothing -------------------------------------------------------------------------
    Scenario("chit-chat zh", (s("你好呀", (A, "你好！"), "哈哈，谢谢", "好的，晚安"),), "随便聊聊", (), (), (),
             ("你好呀", "晚安")),
    Scenario("chit-chat en", (s("hey", (A, "Hi!"), "lol ok", "thanks, bye!"),), "what's up", (), (), (),
             ("thanks, bye",)),
    Scenario("praise is not a memory en", (s("That's awesome, you must be so proud of your team!"),), "Hello again",
             (), (), (), ("proud",)),
    Scenario("hypothetical zh", (s("如果我是老板，我会给大家加薪，还会多放几天假。"),), "聊聊工作", (), (), (), ("加薪",)),
    Scenario("celebrity en", (s("Elon Musk likes rockets, everyone knows that."),), "Tell me something", (), (), (),
             ("Musk",)),
    Scenario("question back zh", (s("你平时都喜欢做什么呀？"),), "你好", (), (), (), ("喜欢做什么",)),
    Scenario("talk about the talk en", (s("I wanted to ask you something about my essay."),), "Hi", (), (), (),
             ("essay",)),
    # --- vague follow-ups use the recent turns -------------------------------------------------------------
    Scenario("follow-up zh", (s("我在纠结缓存用 Redis 还是 Memcached，我决定用 Redis 了。"),), "好的，就按这个办",
             ("Redis",), ("Redis",), recent=("缓存方案选哪个？",)),
    Scenario("follow-up en", (s("I decided to use PostgreSQL for the new project, mostly for pgvector."),),
             "ok, let's go with that", ("PostgreSQL",), ("PostgreSQL",), recent=("Which database should I use?",)),
    # --- two languages: a memory keeps the language it was said in ----------------------------------------
    Scenario("mixed languages", (s("我住在上海。", "I play badminton every Saturday morning with my colleagues."),),
             "周末安排点什么？", ("badminton",), ("badminton",), (), ("用户每周六打羽毛球",)),
    Scenario("english stays english", (s("My wife and I bought a house in Denver last year."),), "我家在哪？",
             ("bought a house in Denver",), ("Denver",)),
    # --- a later conversation builds on an earlier one ------------------------------------------------------
    Scenario("two sessions en", (s("I started learning Spanish on Duolingo."),
                                 s("I'm going to Mexico City in March, so the Spanish will come in handy.")),
             "How's my Spanish going?", ("Spanish",), ("Spanish",)),
    Scenario("two sessions zh", (s("我最近开始学做饭了。"), s("昨天第一次做了红烧肉，我老公说比饭店的还好吃。")),
             "今晚做什么菜？", ("红烧肉",), ("红烧肉",)),
    # --- more of a life, both languages -----------------------------------------------------------------------
    Scenario("new job en", (s("Big news: I started a new job at Shopify this week, on the payments team."),),
             "How's work going?", ("Shopify",), ("Shopify",)),
    Scenario("volunteer en", (s("I volunteer at the animal shelter every Saturday morning, mostly walking the dogs."),),
             "What do I do on Saturdays?", ("animal shelter",), ("animal shelter",)),
    Scenario("injury en", (s("I sprained my ankle playing basketball two weeks ago, so no running for a while."),),
             "Can you plan a workout for me?", ("sprained", "ankle"), ("ankle",)),
    Scenario("parents visit en", (s("My parents are flying in from Seoul for Christmas and staying with us for two weeks."),),
             "Help me plan December", ("Seoul",), ("Seoul",)),
    Scenario("vegetarian en", (s("I've been vegetarian for about ten years now, mostly for environmental reasons."),),
             "Any dinner ideas?", ("vegetarian",), ("vegetarian",)),
    Scenario("考研 zh", (s("我在准备考研，目标是复旦的新闻系，每天学习八个小时。"),), "帮我制定学习计划", ("复旦",), ("复旦",)),
    Scenario("高血压 zh", (s("我有高血压，医生让我少吃盐，每天早上还要量血压。"),), "推荐几道家常菜", ("高血压",), ("高血压",)),
    Scenario("爸爸退休 zh", (s("我爸去年退休了，现在天天在家种花养鱼，还学会了用抖音。"),), "给我爸买什么生日礼物？",
             ("退休",), ("退休",)),
    Scenario("驾照 zh", (s("谢谢你！对了，我上周终于拿到驾照了，科目三考了两次才过。"),), "周末想自驾去哪玩？",
             ("驾照",), ("驾照",)),
    Scenario("新相机 zh", (s("我刚买了一台富士的相机，准备周末去西湖拍日落。"),), "拍照有什么技巧？", ("富士",), ("富士",)),
]  # fmt: skip


def _ingest(mem: Memory, clock: FixedClock, sc: Scenario) -> None:
    for n, session in enumerate(sc.sessions):
        clock.set(START + timedelta(days=2 * n))
        topic = mem.topics.create(user_id="u1", title=f"{sc.name} {n + 1}")
        for turn in session:
            role, text = turn if isinstance(turn, tuple) else ("user", turn)
            mem.messages.add(topic.id, role=role, content=text)
        clock.set(START + timedelta(days=2 * n, hours=1))
        mem.extract(topic.id)
    clock.set(START + timedelta(days=2 * len(sc.sessions)))


@pytest.mark.parametrize("sc", SCENARIOS, ids=[sc.name for sc in SCENARIOS])
def test_scenario(tmp_path, sc: Scenario) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with Memory(tmp_path / "s.db", clock=clock) as mem:
        _ingest(mem, clock, sc)
        texts = [m.content for m in mem.list("u1")]
        block = mem.context("u1", sc.ask, recent=sc.recent).text
    if sc.memory:
        assert any(all(part in t for part in sc.memory) for t in texts), texts
    for bad in sc.never:
        assert not any(bad in t for t in texts), texts
    assert block.strip(), "the block is never empty for a user with messages"
    for part in sc.shown:
        assert part in block, block
    for part in sc.hidden:
        assert part not in block, block


def test_there_are_sixty_conversation_scenarios_in_both_languages() -> None:
    from tests.test_capture_scenarios import SCENARIOS as CAPTURE

    zh = [sc for sc in SCENARIOS if any("\u4e00" <= ch <= "\u9fff" for ch in str(sc.sessions))]
    assert len(SCENARIOS) >= 60 and len(CAPTURE) >= 25  # the capture set checks the phrasing of single statements
    assert len(zh) >= 25 and len(SCENARIOS) - len(zh) >= 25
