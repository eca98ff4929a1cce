"""Stop 48, Chinese said the chat way: whom a chat clause is about, and the chat words around its facts.

- Latin chat words typed among Chinese ones ("Update一下，", "Btw，", "… fyi", "… ok？") are no name and ask nothing;
- the speaker searching their memory ("多大来着…哦对，39岁") and "这人吧，" say nothing; the value after them stays;
- a name whose given name ends in 生 keeps it before 了 ("碰到咱姑父郗虎生了"); "生了个女儿" is still a birth;
- a one-character temper said after 性格 ("性格就是轴");
- a tie stays in its sentence: "我小舅子跑十堰工作去了。东方岚岫，就我堂姐，…" is two people;
- "跑十堰工作去了" is where they work, and "人在舟山，工作也在那边" both where they live and work.
Each with its English counterpart where English says it the same way.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions

from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("Btw，我小舅子郗虎生给红枫幼儿园打工呢 ok？", "郗虎生", ("employer", "红枫幼儿园")),
        ("Btw，我表弟欧阳明辉给顺丰快递打工呢 ok？", "欧阳明辉", ("employer", "顺丰快递")),
        ("FYI，我同事孔春燕在苏州上班", "孔春燕", ("works_in", "苏州")),
        ("我姨妈周晓梅是护士 fyi", "周晓梅", ("job", "护士")),
        ("ok，我二姨周晓梅今年六十三了", "周晓梅", ("age", "六十三岁")),
        ("鄢蒹葭，就我外婆，换号了哈，新号132-9800-3957，她眼下的活儿是调酒师 fyi。", "鄢蒹葭", ("job", "调酒师")),
        ("笪采蘩，就我堂姐，多大来着…哦对，39岁～", "笪采蘩", ("age", "39岁")),
        ("周晓梅，就我二姨，多大来着…哦对，63岁", "周晓梅", ("age", "63岁")),
        ("我表哥卢建业，多大来着，五十了", "卢建业", ("age", "五十岁")),
        ("笪采蘩，就我堂姐，性格就是轴～", "笪采蘩", ("trait", "轴")),
        ("卢建业，就我表哥，性格就是倔", "卢建业", ("trait", "倔")),
        ("我同事孔春燕性格有点轴", "孔春燕", ("trait", "轴")),
        ("缑柘生，就我隔壁组同事，这人吧，别的不爱，就爱打掼蛋，一说起来两眼放光。", "缑柘生", ("likes", "打掼蛋")),
        ("卢建业，就我表哥，这人吧，就爱钓鱼", "卢建业", ("likes", "钓鱼")),
        ("孔春燕，就我组员，这人啊，别的不爱，就爱跳广场舞", "孔春燕", ("likes", "跳广场舞")),
        ("上礼拜陪我妈去菜市场碰到咱姑父郗虎生了 聊了半天才知道人家都七十三岁了", "郗虎生", ("age", "七十三岁")),
        ("昨天在超市碰到我舅舅周稻生了 人家都六十了", "周稻生", ("age", "六十岁")),
        ("咱隔壁组同事酆虎生人在舟山，工作也在那边哈", "酆虎生", ("works_in", "舟山")),
        ("咱隔壁组同事酆虎生人在舟山，工作也在那边哈", "酆虎生", ("lives_in", "舟山")),
        ("我表哥卢建业人在杭州，工作也在那边", "卢建业", ("works_in", "杭州")),
        ("我小舅子跑十堰工作去了", "小舅子", ("works_in", "十堰")),
        ("我表弟跑深圳上班去了", "表弟", ("works_in", "深圳")),
        # a measure, a worry, a place passed, a rank reached, a thing given: whom the story is about
        ("就是说今天陪酆耕田（我姐夫）去买鞋 顺便量了个身高 171cm 跟我想的差不多😅，他今年二十二", "酆耕田",
         ("height", "171cm")),
        ("今天陪我姐夫卢建业去买鞋 顺便量了个身高 175cm 跟我想的差不多", "卢建业", ("height", "175cm")),
        ("就是说昨天带我隔壁组同事东方芷汀去体检 排了一上午队 量出来身高154公分 别的指标都正常", "东方芷汀",
         ("height", "154公分")),
        ("昨天带我大学室友周晓梅去体检，量出来身高162公分", "周晓梅", ("height", "162公分")),
        ("我妈老念叨我隔壁组同事缑河生一个人在攀枝花工作不容易，他今年三十一", "缑河生", ("works_in", "攀枝花")),
        ("我妈老念叨我隔壁组同事缑河生一个人在攀枝花工作不容易，他今年三十一", "缑河生", ("age", "三十一岁")),
        ("今天路过北辰地产楼下，想起咱隔壁组同事笪虎生就在里面上班 你记一下", "笪虎生", ("employer", "北辰地产")),
        ("我姑父年底考核过了，现在是总工程师，工资涨了不少", "姑父", ("title", "总工程师")),
        ("璩麦穗，就我外婆，年底考核过了，现在是总工程师，工资涨了不少", "璩麦穗", ("title", "总工程师")),
        ("我表哥王建国竞聘成功了，现在是车间主任", "王建国", ("title", "车间主任")),
        ("上次跟你说的那个鄢蒹葭是我外婆\n她挂的头衔是总工程师 fyi。", "鄢蒹葭", ("title", "总工程师")),
        ("说到通勤我就想起仉河生，在十堰上班，天天挤地铁一个半小时", "仉河生", ("works_in", "十堰")),
        ("上礼拜陪我妈去菜市场碰到笪樵山了 聊了半天才知道人家都五十一岁了", "笪樵山", ("age", "五十一岁")),
        ("我一开始听缑柘生口音还以为是本地的，后来才知道人家老家是云浮", "缑柘生", ("from", "云浮")),
        ("给禚望山（我组员）挑礼物 想到人家喜欢练咏春，就买了相关的东西。", "禚望山", ("likes", "练咏春")),
        ("给王芳（我表姐）买了个包，她喜欢名牌", "王芳", ("likes", "名牌")),
        # English says the same with its own chat words
        ("Btw, my cousin Maya Lin works in Suzhou fyi", "Maya Lin", ("works_in", "Suzhou")),
        ("My grandma Rose Lee changed her number, she works as a bartender fyi.", "Rose Lee", ("job", "bartender")),
        ("Ran into my uncle Hank Moss at the market, turns out he's 73 already", "Hank Moss", ("age", "73")),
        ("Dana Wu, my cousin, is pretty stubborn", "Dana Wu", ("trait", "stubborn")),
    ],
)  # fmt: skip
def test_a_fact_said_the_chat_way_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    language = "en" if said.isascii() else "zh"
    assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("Update一下，她在秦皇岛打工 一年就回来一趟", "zh"),
        ("Update一下，她在宁波打工 fyi", "zh"),
        ("Update: she works in Qinhuangdao now", "en"),
    ],
)
def test_a_latin_chat_word_is_no_one(said: str, language: str) -> None:
    found = extract_mentions(said, language=language, recent=["我外婆住乡下", "my grandma lives upstate"])
    assert all(m.name.lower() != "update" for m in found)
    assert any(f.attribute == "works_in" for m in found for f in m.facts)


@pytest.mark.parametrize(
    ("said", "language", "tie", "named", "fact"),
    [
        (
            "补充一条：这次旅行说白了就是坐索道上山。我小舅子跑十堰工作去了。东方岚岫，就我堂姐，都四十四了还跟个小孩似的。",
            "zh", "小舅子", "东方岚岫", ("age", "四十四岁"),
        ),
        ("我表弟在深圳上班。周晓梅，就我二姨，今年六十三", "zh", "表弟", "周晓梅", ("age", "六十三岁")),
        ("My brother-in-law works in Shiyan. Dana Wu, my cousin, is 44.", "en", "brother-in-law", "Dana Wu",
         ("age", "44")),
    ],
)  # fmt: skip
def test_a_tie_stays_in_its_sentence(said: str, language: str, tie: str, named: str, fact: tuple[str, str]) -> None:
    found = extract_mentions(said, language=language)
    first = next(m for m in found if m.relation == tie)
    assert first.name == ""
    second = next(m for m in found if m.name == named)
    assert second.relation != tie
    assert fact in {(f.attribute, f.value) for f in second.facts}


def test_a_tie_then_its_name_alone_is_still_one_person() -> None:
    assert ("age", "28岁") in _people("我同事，邓超，28岁", "zh")["邓超"]
    assert ("works_in", "杭州") in _people("我堂妹，谭欣悦，在杭州上班", "zh")["谭欣悦"]


def test_the_one_met_is_whom_renjia_means_not_who_came_along() -> None:
    people = _people("上礼拜陪我妈去菜市场碰到笪樵山了 聊了半天才知道人家都五十一岁了", "zh")
    assert all(a != "age" for a, _ in people.get("妈", set()))


def test_a_topic_brought_up_by_a_pronoun_is_the_one_named_before() -> None:
    found = extract_mentions("说到通勤我就想起她，在攀枝花上班", language="zh", recent=["我姨妈鄢蒹葭在老家"])
    assert any(("works_in", "攀枝花") in {(f.attribute, f.value) for f in m.facts} for m in found)


@pytest.mark.parametrize(
    "said",
    ["碰到熊孩子了", "昨天遇到黄金周了", "碰到高峰期了", "说到吃我就想起火锅，在成都吃的最好", "我小舅子跑去买菜了"],
)
def test_what_is_met_or_brought_up_is_no_person_unless_named(said: str) -> None:
    assert all(m.kind != "person" or m.relation for m in extract_mentions(said, language="zh"))


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("咱隔壁组同事酆虎生人在舟山，我妈刚在群里说他生日是1970年10月1号，让我们别忘了。", "酆虎生",
         ("birthday", "1970年10月1号")),
        ("我表姐林悦在杭州，我姐昨天在电话里跟我讲她今年三十二", "林悦", ("age", "三十二岁")),
    ],
)  # fmt: skip
def test_what_someone_else_said_of_the_one_named_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    language = "en" if said.isascii() else "zh"
    people = _people(said, language)
    assert fact in people[who]
    assert all(a != fact[0] for k, facts in people.items() if k != who for a, _ in facts)


def test_renjia_after_two_people_is_the_one_this_sentence_named() -> None:
    people = _people(
        "上次跟你说的那个酆虎生是我隔壁组同事；刚加了他微信。上次跟你说的那个璩稻生是我小舅子；"
        "给他挑礼物 想到人家喜欢集瓶盖，就买了相关的东西。",
        "zh",
    )
    assert ("likes", "集瓶盖") in people["璩稻生"]
    assert all(a != "likes" for a, _ in people["酆虎生"])
    # two named in one clause: 人家 is either, so no one's
    both = _people("我同事王芳和李强都在北京。人家喜欢滑雪", "zh")
    assert all(a != "likes" for facts in both.values() for a, _ in facts)


def test_a_birth_is_still_a_birth() -> None:
    people = _people("我嫂子王芳生了个女儿", "zh")
    assert "王芳" in people
    assert "王芳生" not in people


def test_how_one_is_without_a_temper_word_is_no_trait() -> None:
    people = _people("我同事孔春燕性格就是这样", "zh")
    assert all(a != "trait" for a, _ in people["孔春燕"])
