"""Chinese facts that cross turns (issue #21): a person named in one message and the fact given in a later one,
after the assistant's nudge or question ("又说我领导" / "怎么了？" / "下个月退休了，60了"; "我妈今天来了" / "真好" /
"她老家是江西九江的"), a correction ("说错了，她35不是34", "打错了，是138…") and an addition ("还有 她邮箱是…").

Each exchange is read as `jiyi._entity_record.record_batch` reads the user's last message: the reply to the
assistant's question (`reply_said`), then as said of the one person the last message was about (`carried_zh`), else
as it was said. A he / she left unresolved is the store's to join ("<pronoun>"). Never read: a reply about the
user, to a question about the user, a hedge, a question, a request, or one whose person is unclear.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_carried_zh import carried_zh, topic_person_zh
from jiyi.extractors._entities_replied import asks_the_user, reply_said


def _read(turns: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """(whose, attribute, value) of each fact read from the last user message of `turns` (user, assistant, user…)."""
    said = [t for i, t in enumerate(turns[:-1]) if i % 2 == 0]
    asked = turns[-2] if len(turns) > 1 else ""
    text = reply_said(asked, turns[-1], "zh") or turns[-1]
    carried = carried_zh(asked, text, said)
    mentions = carried if carried is not None else extract_mentions(text, language="zh", recent=said)
    if asked and asks_the_user(asked):
        mentions = [m for m in mentions if not (m.pronoun and not m.gender)]
    return [
        ("<pronoun>" if m.pronoun else m.name or m.relation, f.attribute, f.value)
        for m in mentions
        if m.kind in ("person", "pet")
        for f in m.facts
    ]


@pytest.mark.parametrize(
    ("turns", "whose", "attribute", "value"),
    [
        (('我表姐周敏下周来杭州', '好呀，她做什么工作的？', '护士，在省人民医院'), '周敏', 'job', '护士'),
        (('我表姐周敏下周来杭州', '她多大了？', '34'), '周敏', 'age', '34'),
        (('我表姐周敏下周来杭州', '她多大了，方便说吗？', '34'), '<pronoun>', 'age', '34'),
        (('我表哥王磊要结婚了', '恭喜！他在哪里工作？', '在华为'), '王磊', 'employer', '华为'),
        (('我表哥王磊要结婚了', '恭喜！他是做什么的？', '程序员'), '王磊', 'job', '程序员'),
        (('我表哥王磊要结婚了', '他是哪里人？', '湖南长沙的'), '王磊', 'from', '长沙'),
        (('我表哥王磊要结婚了', '他老家哪里的呀？', '四川的'), '王磊', 'from', '四川'),
        (('我闺蜜林晓最近失恋了', '唉，她多大了？', '28'), '林晓', 'age', '28'),
        (('我爸最近血压有点高', '他今年多大年纪了？', '62了'), '爸', 'age', '62'),
        (('我爸最近血压有点高', '他多大了？', '六十二'), '爸', 'age', '六十二'),
        (('我同事张伟又迟到了', '他住哪儿啊？', '住昌平，通勤两小时'), '张伟', 'lives_in', '昌平'),
        (('我室友小美搬走了', '她的邮箱是多少？', 'xiaomei@163.com'), '小美', 'email', 'xiaomei@163.com'),
        (('我弟考上研究生了！', '他今年几岁？', '23岁'), '弟', 'age', '23'),
        (('我舅舅来北京出差', '他是做什么的？', '开出租车的'), '舅舅', 'job', '出租车'),
        (('我舅舅来北京出差', '他是做什么工作的呢', '在银行上班'), '舅舅', 'employer', '银行'),
        (('我嫂子怀孕了', '恭喜！她多大啦？', '三十一'), '嫂子', 'age', '三十一'),
        (('我表姐周敏下周来杭州', '她做什么工作的？', '护士😂'), '周敏', 'job', '护士'),
        (('我表姐周敏下周来杭州', '她做什么工作的？', 'nurse啦 在医院'), '周敏', 'job', 'nurse'),
        (('又说我领导', '怎么了？', '下个月退休了，60了'), '领导', 'age', '60'),
        (('我室友', '嗯？', '老家东北的，特能吃'), '室友', 'from', '东北'),
        (('说说我表妹吧', '好的，你说', '25岁，在杭州当会计'), '表妹', 'age', '25'),
        (('聊聊我老公', '好呀，他怎么了', '38了，还天天打游戏'), '老公', 'age', '38'),
        (('我那个同事老陈', '他怎么了？', '四川人，特别能吃辣'), '老陈', 'from', '四川'),
        (('想跟你说说我姐', '嗯，你说', '她32，在深圳做设计'), '姐', 'age', '32'),
        (('我邻居王阿姨', '嗯嗯', '退休教师，70多了'), '王阿姨', 'job', '教师'),
        (('我婆婆', '怎么啦？', '老家河南的 今年65'), '婆婆', 'from', '河南'),
        (('又是我们组长', '怎么了呢', '北京人 特别较真'), '组长', 'from', '北京'),
        (('今天跟同事小李吃饭了', '聊得怎么样？', '还行，他下个月调去深圳'), '<pronoun>', 'works_in', '深圳'),
        (('今天跟同事小李吃饭了', '开心吗', '挺开心的 他今年刚30'), '<pronoun>', 'age', '30'),
        (('我表姐周敏下周来杭州', '好呀', '她是护士，在省人民医院上班'), '周敏', 'job', '护士'),
        (('我表姐周敏下周来杭州', '要去接她吗？', '要的，她电话13800001111我存一下'),
         '<pronoun>', 'phone', '13800001111'),
        (('我妈今天来了', '真好', '她老家是江西九江的'), '妈', 'from', '九江'),
        (('我外婆住院了', '严重吗？', '还好 她都87了'), '外婆', 'age', '87'),
        (('我的新老板叫赵刚', '感觉怎么样？', '他很严格，四十多岁，东北人'), '赵刚', 'from', '东北'),
        (('我表哥和我表姐来了', '真好', '她今年30'), '表姐', 'age', '30'),  # the one 她 fits
        (('我妈下周生日', '她喜欢什么？', '养花，还有跳广场舞'), '妈', 'likes', '养花'),
        (('说下我男朋友', '好呀', '程序员 在阿里 28岁'), '男朋友', 'job', '程序员'),  # no name: 程序员 is his trade
        (('我表姐周敏是护士', '好的', '哦还有她35了'), '周敏', 'age', '35'),
        (('我表姐周敏是护士', '好的', 'btw她老家东北的'), '周敏', 'from', '东北'),
        (('我哥下周结婚', '恭喜！他多大了', '30'), '哥', 'age', '30'),  # asked with no question mark
        (('我闺蜜林晓最近失恋了', '她做啥工作的', '老师 教初中数学'), '<pronoun>', 'job', '老师'),  # the store's
        (('我女朋友下个月来看我', '她在哪工作呀', '上海 一家外企'), '女朋友', 'works_in', '上海'),
        (('我表姐周敏下周来杭州', '她今年多大了呀', '34'), '周敏', 'age', '34'),
        (('又要说我那个奇葩室友了', '哈哈怎么了', '她河南的 今年才22'), '室友', 'from', '河南'),
        (('跟你讲讲我外婆', '好的', '今年92了 四川人 特别爱打麻将'), '外婆', 'age', '92'),
        (('我老婆怀孕了', '恭喜！', '她32了 高龄了'), '老婆', 'age', '32'),
        (('我邻居张阿姨', '嗯', '她家在五楼 电话是13500001111'), '张阿姨', 'phone', '13500001111'),
        (('我同事小美生日', '她多大了？', '26岁啦🎂'), '小美', 'age', '26'),
        (('我跟我妈去逛街了', '好玩吗？', '她今年58了，走不动了哈哈'), '妈', 'age', '58'),
        (('我表姐周敏今年34', '好的', '说错了，她35不是34'), '<pronoun>', 'age', '35'),
        (('我表姐周敏今年34', '记下了', '不对，她35了'), '<pronoun>', 'age', '35'),
        (('我表哥住在北京', '好的', '不对，他现在住上海了'), '<pronoun>', 'lives_in', '上海'),
        (('我同事张伟的邮箱是zw@qq.com', '好的', '刚才说错了，邮箱是zhangwei@qq.com不是zw@qq.com'),
         '张伟', 'email', 'zhangwei@qq.com'),
        (('我表哥王磊是医生', '好的', '不对不对，他是护士'), '<pronoun>', 'job', '护士'),
        (('我妈今年58', '好的', '哦不，59了'), '妈', 'age', '59'),
        (('我弟在杭州上班', '嗯', '搞错了，是在苏州'), '弟', 'works_in', '苏州'),
        (('我姐的电话是13811112222', '好的记住了', '打错了，是13811112223'), '姐', 'phone', '13811112223'),
        (('我室友小美是湖南人', '嗯嗯', '更正一下，她是湖北人'), '<pronoun>', 'from', '湖北'),
        (('我爸62岁', '好的', 'sorry说错 他63'), '<pronoun>', 'age', '63'),
        (('我同事张伟人挺好', '嗯', '还有，他电话是13812345678'), '张伟', 'phone', '13812345678'),
        (('我表姐周敏是护士', '好的', '对了她34了'), '周敏', 'age', '34'),
        (('我领导姓刘', '嗯', '补充一下，他是山东人'), '领导', 'from', '山东'),
        (('我闺蜜林晓最近失恋了', '唉', '忘了说 她对海鲜过敏'), '<pronoun>', 'allergy', '海鲜'),
        (('我老公在银行上班', '好的', '另外他喜欢钓鱼'), '老公', 'likes', '钓鱼'),
        (('我领导下周五退休，65了',), '领导', 'age', '65'),
        (('我表姐周敏，护士，34',), '周敏', 'job', '护士'),
        (('我同事小李下个月调去深圳，他今年30',), '小李', 'age', '30'),
        (('跟你说下我表哥', '好的，请说', '35了 在华为做硬件 老家湖南的'), '表哥', 'age', '35'),
        (('我那个闺蜜', '嗯？怎么啦', '今年30 在银行上班'), '闺蜜', 'age', '30'),
        (('说到我舅舅', '嗯', '他是退伍军人，今年58'), '舅舅', 'age', '58'),
        (('我老板', '咋了', '福建人，四十出头'), '老板', 'from', '福建'),
        (('我的室友小周', '嗯？', '山东的，学医的'), '小周', 'from', '山东'),
        (('我奶奶', '怎么啦', '89了，身体还挺硬朗'), '奶奶', 'age', '89'),
        (('我对象', '嗯？', '在字节上班 程序员'), '对象', 'employer', '字节'),
        (('吐槽一下我同事', '好啊', '天天迟到，还是个湖南人'), '同事', 'from', '湖南'),
        (('我姐', '嗯？', '手机号13700001234'), '姐', 'phone', '13700001234'),
        (('我妈今天来了', '真好', '她今年58，退休了'), '妈', 'age', '58'),
        (('我爸昨天打电话了', '聊了啥', '他说他下个月去海南，对了他今年65了'), '爸', 'age', '65'),
        (('我表妹来了', '好啊', '她在复旦读研'), '表妹', 'school', '复旦'),
        (('我同事小陈辞职了', '为什么？', '他要回老家成都'), '小陈', 'from', '成都'),
        (('我同事小陈辞职了', '为什么？', '他老家成都的，回去了'), '小陈', 'from', '成都'),
        (('我外公住院了', '严重吗', '他82了，心脏不好'), '外公', 'age', '82'),
        (('我弟今年25', '好的', '不对 他26了'), '<pronoun>', 'age', '26'),
        (('我同事小李是山东人', '嗯', '哦不对，他是河北人'), '<pronoun>', 'from', '河北'),
        (('我表姐在上海工作', '好的', '说错了她在杭州工作'), '<pronoun>', 'works_in', '杭州'),
        (('我姐的邮箱是a@b.com', '好的', '不对，是c@d.com'), '姐', 'email', 'c@d.com'),
        (('我闺蜜28岁', '好的', '记错了，她29'), '<pronoun>', 'age', '29'),
        (('我同事小李人挺好', '嗯', '对了，他是江西人'), '小李', 'from', '江西'),
        (('我舅妈来了', '好呀', '忘了说她今年52'), '舅妈', 'age', '52'),
        (('我表姐周敏下周来杭州', '好的', '还有 她邮箱是zm@qq.com'), '周敏', 'email', 'zm@qq.com'),
        (('我表姐周敏下周来杭州', '她是哪里人？', '江苏南京的～'), '周敏', 'from', '南京'),
        (('我表姐周敏下周来杭州', '她的电话是多少？', '138 1234 5678'), '周敏', 'phone', '138'),
    ],
)  # fmt: skip
def test_a_fact_given_after_the_person_was_named_is_theirs(
    turns: tuple[str, ...], whose: str, attribute: str, value: str
) -> None:
    read = _read(turns)
    assert any(w == whose and a == attribute and value in v for w, a, v in read), read
    assert all(w == whose for w, _, _ in read), read  # nothing on anyone else


@pytest.mark.parametrize(
    "turns",
    [
        ('我表姐周敏下周来杭州', '她今年多大了呀', '34了吧'),
        ('老板让我加班', '他多大年纪？', '45左右'),
        ('我表姐周敏下周来杭州', '她做什么工作的？', '嗯…护士吧'),
        ('今天好累', '你的表姐最近怎么样？', '不知道啊'),
        ('我表姐周敏下周来杭州', '你多大了？', '我34了'),
        ('我表姐周敏下周来杭州', '你多大了？', '34'),
        ('我表姐周敏下周来杭州', '你是哪里人呀，随便问问', '四川的'),
        ('我表哥和我堂哥去爬山了', '好玩吗', '还行，他35了都不累'),
        ('我表姐周敏下周来杭州', '她做什么工作的？', '你猜？'),
        ('我表姐周敏下周来杭州', '她做什么工作的？', '为啥问这个'),
        ('我表姐周敏下周来杭州', '她做什么工作的？', '不知道诶'),
        ('我表姐周敏下周来杭州', '好呀', '对了，今天天气好热'),
        ('我表姐周敏下周来杭州', '好呀', '帮我查一下明天的航班'),
        ('我表姐周敏下周来杭州', '要去接她吗？', '不用，我自己34了还要人教吗'),
        ('又说我领导', '怎么了？', '累死了，今天加班到十点'),
        ('又说我领导', '怎么了？', '算了不说了'),
        ('我室友', '嗯？', '你觉得合租好吗'),
        ('我室友', '嗯？', '算了，我自己是湖南人，吃不惯'),
        ('我表姐周敏下周来杭州', '你表姐周敏是做什么的？其实我不认识她', '你猜'),
        ('我今天面试了', '你多大了？', '26'),
        ('我今天面试了', '你是做什么的？', '程序员'),
        ('我表姐周敏下周来杭州', '好的', '如果她35了就不用来了'),
        ('我表姐周敏下周来杭州', '她多大？', '她多大关你什么事'),
        ('我表姐周敏下周来杭州', '她多大了？', '你多大？'),
        ('你好', '你好！你的老板最近怎么样？', '还行吧'),
        ('我想学做饭', '好的！你男朋友会做饭吗？', '会一点'),
        ('今天跟同事小李吃饭了', '聊得怎么样？', '还行，下个月我要调去深圳'),
        ('今天跟同事小李吃饭了', '聊得怎么样？', '还行，下个月调去深圳'),
        ('my bro', '?', '28了 在深圳'),
        ('我领导', '怎么了？', '我下个月也要退休了'),
        ('我领导', '怎么了？', '今天又被骂了，烦死了'),
        ('我领导', '怎么了？', '明天要去北京出差'),
        ('我室友', '嗯？', '昨天吃了火锅 超辣'),
        ('我室友', '嗯？', '你觉得她怎么样'),
        ('我室友', '嗯？', '如果她30了还不结婚怎么办'),
        ('我室友', '你多大了？', '26'),
        ('我室友', '你老家哪的？', '四川的'),
        ('我室友', '你老家哪的呀，随便问问', '四川的'),
        ('我室友', '你现在做什么工作？', '程序员'),
        ('我室友', '你妈妈还好吗', '挺好的，60了'),
        ('我室友和我表姐', '怎么了', '30了都'),
        ('我跟我表姐去逛街了', '好玩吗？', '还行，30度太热'),
        ('我表姐', '嗯？', '算了不说了'),
        ('我表姐', '嗯？', '哈哈哈哈'),
        ('我表姐', '嗯？', '没事'),
        ('我表姐', '嗯？', '帮我写个生日祝福'),
        ('我老公', '他怎么了？', '我们结婚5年了'),
        ('我妈让我买菜', '好的', '买了三斤排骨'),
        ('今天见了我表姐', '开心吗', '开心，吃了顿火锅'),
        ('我表姐', '嗯？', '今天天气好好'),
        ('我表姐', '嗯？', '下周三去体检'),
        ('我表姐周敏今年34', '好的', '不对，是13811112223'),
        ('我表姐和我姑姑都来了', '她多大了？', '50'),  # which of them, it does not say
        ('我表姐', '嗯？', '我觉得她人挺好的'),
        ('我表姐', '嗯？', '没啥 就是想她了'),
        ('我表姐', '你表姐怎么了', '哦没事 我自己今年也30了'),
        ('我表姐', '嗯？', '下次再聊吧'),
        ('我老板', '怎么了', '又让我周末加班 气死'),
        ('我老板', '怎么了', '30号发工资'),
        ('我老板', '怎么了', '去年去了趟日本'),
        ('我哥下周结婚', '他老婆是哪里人？', '广东的'),  # of his wife: someone the user did not name
        ('我表姐周敏今年34', '好的', '不对，我是说我表妹不是我表姐'),
        ('我表姐周敏今年34', '好的', '不对，我是说我35了'),
        ('我表姐周敏今年34', '好的', '哦不，算了'),
        ('我同事张伟又迟到了', '他多大了？', '26吧'),
        ('我同事张伟又迟到了', '他是哪里人？', '不清楚'),
        ('我同事张伟又迟到了', '他是哪里人？', '我也不知道他是哪的'),
    ],
)  # fmt: skip
def test_nothing_is_read_when_whose_it_is_is_unclear(turns: tuple[str, ...]) -> None:
    assert _read(turns) == []


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("又说我领导", ("我领导", "领导")),
        ("说说我表妹吧", ("我表妹", "表妹")),
        ("我表姐周敏下周来杭州", ("周敏", "表姐")),
        ("我邻居王阿姨", ("王阿姨", "邻居")),
        ("又是我们组长", ("我组长", "组长")),
        ("今天跟同事小李吃饭了", None),  # the user's doing, with them
        ("我表姐和我姑姑都来了", None),  # two
        ("我妈让我买菜", None),  # the user's doing too
        ("我表姐多大了？", None),  # asks
    ],
)
def test_whom_the_last_message_was_about(said: str, who: tuple[str, str] | None) -> None:
    assert topic_person_zh(said) == who


def _memories(tmp_path: Path, dialogues: list[list[str]]) -> list[list[str]]:
    mem = Memory(tmp_path / "m.db")
    try:
        out = []
        for i, turns in enumerate(dialogues):
            topic = mem.topics.create(user_id=f"u{i}", title="t")
            for n, text in enumerate(turns):
                mem.messages.add(topic.id, role="user" if n % 2 == 0 else "assistant", content=text)
            mem.extract(topic.id)
            out.append([r.content for r in mem.list(f"u{i}", limit=50)])
        return out
    finally:
        mem.close()


def test_memories_say_whose_the_fact_is(tmp_path: Path) -> None:
    leader, roommate, mother, cousin, tired, sister, unclear, before = _memories(
        tmp_path,
        [
            ["又说我领导", "怎么了？", "下个月退休了，60了"],
            ["我室友", "嗯？", "老家东北的，特能吃"],
            ["我妈今天来了", "真好", "她老家是江西九江的"],
            ["说说我表妹吧", "好的，你说", "25岁，在杭州当会计"],
            ["又说我领导", "怎么了？", "累死了，今天加班到十点"],
            ["我表哥和我表姐来了", "真好", "她今年30，在银行上班"],
            ["我表姐和我姑姑都来了", "她多大了？", "50"],
            ["我表姐周敏是护士", "好的", "我表哥也来了", "哦？", "她今年34"],  # 她 is no 表哥: the one before him
        ],
    )
    assert any("用户的领导" in m and "退休" in m for m in leader), leader
    assert not any(m.startswith("用户下个月") for m in leader), leader
    assert any("室友" in m and "东北" in m for m in roommate), roommate
    assert any("妈妈" in m and "九江" in m for m in mother) and not any("叫老家" in m for m in mother), mother
    assert any("表妹" in m and "会计" in m for m in cousin), cousin
    assert not any("领导" in m for m in tired), tired  # the user's own day, not the leader's
    assert any("用户的表姐" in m and "30" in m for m in sister) and not any("表哥今年" in m for m in sister), sister
    assert not any("50" in m for m in unclear), unclear  # whose age, it does not say
    assert any("周敏" in m and "34" in m for m in before) and not any("表哥" in m and "34" in m for m in before), before


def test_a_correction_supersedes_the_old_value_with_history(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for role, text in [("user", "我表姐周敏今年34"), ("assistant", "好的"), ("user", "说错了，她35不是34")]:
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        texts = [r.content for r in mem.list("u", limit=50)]
        assert any("35" in t for t in texts) and not any("34" in t for t in texts), texts
        (view,) = [v for v in mem.entities.views("u") if v.entity.name == "周敏"]
        assert [f.value for f in view.facts if f.attribute == "age"] == ["35岁"]
        old = [f for f in mem.store.list_entity_facts("u") if f.attribute == "age" and f.valid_to is not None]
        assert [f.value for f in old] == ["34岁"]  # kept as history
    finally:
        mem.close()


def test_a_bare_correction_corrects_the_one_fact_of_its_shape() -> None:
    got = [
        (f.attribute, f.value, f.correction)
        for m in extract_mentions("说错了，35", language="zh", recent=["我表姐今年34，在杭州上班"])
        for f in m.facts
    ]
    assert got == [("age", "35", True)]
    # with a nurse's job and a city beside the age, a number still corrects only the age
    assert _read(("我表姐周敏今年34，在杭州当护士", "好的", "不对，是35")) == [("周敏", "age", "35")]


@pytest.mark.parametrize(
    ("turns", "now", "before"),
    [
        ((("user", "我表姐周敏今年34，在杭州当护士"), ("assistant", "好的"), ("user", "不对，是35")),
         "用户的表姐周敏今年35岁，在杭州当护士", "用户的表姐周敏今年34岁，在杭州当护士"),
        ((("user", "My sister Amy is 34 and lives in Berlin."), ("assistant", "Nice!"), ("user", "no wait, Munich")),
         "User's sister Amy is 34 and lives in Munich", "User's sister Amy is 34 and lives in Berlin"),
    ],
)  # fmt: skip
def test_a_correction_changes_the_value_in_a_memory_that_says_more(
    tmp_path: Path, turns: tuple[tuple[str, str], ...], now: str, before: str
) -> None:
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for role, text in turns:
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        (record,) = [r for r in mem.list("u", limit=50) if r.type == "person"]
        assert record.content == now  # one memory, the value changed in it: no stale one beside it
        changes = [(h.old_content, h.new_content) for h in mem.history("u") if h.old_content and h.new_content]
        assert (before, now) in changes  # the old text kept as history, undoable
    finally:
        mem.close()
