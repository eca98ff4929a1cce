"""The people section over everyone the user told about (issue #21): counts, conditions, comparisons and lookups
by a condition, in Chinese and English, as daily chat asks them.

Hand-built entity views (`tests.test_entity_recall.view`) give the table each case needs, facts the extractor may
not read yet included; the end-to-end cases go through `Memory` on both stores with sentences the offline
extractor reads and facts written with `mem.entities.record`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_asked import asked_attributes
from jiyi._entity_models import EntityView, Mention, MentionFact
from jiyi._entity_recall import entity_section
from jiyi._entity_scale import duration_days, height_cm
from jiyi._entity_targets import entity_targets

from .test_entity_recall import view

PEOPLE = [
    view("孙立伟", "表哥", [("height", "一米八二"), ("from", "山东济南"), ("age", "34岁"), ("works_in", "深圳")]),
    view("郑雅琴", "同事", [("height", "165厘米"), ("from", "四川成都"), ("age", "29"), ("job", "设计师")]),
    view("吴杰明", "下属", [("education", "专科"), ("from", "浙江宁波"), ("height", "1米75"), ("age", "36岁")]),
    view("李晓燕", "表姐", [("from", "浙江绍兴"), ("height", "168cm"), ("works_in", "杭州"), ("age", "35")]),
    view("王建华", "上司", [("from", "山东青岛"), ("title", "部门经理"), ("job", "销售"), ("trait", "乐观")]),
    view("周慧", "舅妈", [("hobby", "广场舞"), ("email", "zhouhui@163.com"), ("employer", "市第一医院")]),
    view("王建国", "父亲", [("age", "62岁"), ("from", "山东济南"), ("height", "一米七")]),
    view("Megan Ortiz", "boss", [("from", "Leeds"), ("job", "lawyer"), ("height", "5'9\"")]),
    view("Dana", "cousin", [("height", "six feet"), ("works_in", "Denver"), ("job", "pharmacist")]),
    view("Rob", "uncle", [("works_in", "Boise"), ("job", "pharmacist"), ("age", "58"), ("trait", "introverted")]),
]
EVENTS = [
    view("新品发布会", "", [("place", "上海"), ("size", "千人"), ("duration", "三天")], kind="event"),
    view("项目启动会", "", [("place", "北京"), ("size", "百人"), ("duration", "一天")], kind="event"),
    view("朋友聚会", "", [("place", "上海"), ("size", "十人"), ("duration", "半天")], kind="event"),
]
WORLD = [*PEOPLE, *EVENTS]


def _section(question: str, world: Sequence[EntityView] = WORLD) -> str:
    lang = "en" if re.match(r"[A-Za-z]", question) else "zh"
    return entity_section(question, world, language=lang, budget_tokens=1500)


def _line(section: str, name: str) -> str:
    return next((x for x in section.splitlines() if x.startswith(f"- {name}")), "")


def _names(section: str) -> list[str]:
    return [v.entity.name for v in WORLD if _line(section, v.entity.name)]


PEOPLE_NAMES = [v.entity.name for v in PEOPLE]
EVENT_NAMES = [v.entity.name for v in EVENTS]


# --- the set: everyone, a relation group, every event -------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "head", "members"),
    [
        ("有几个人的家乡在浙江？", "- 用户提到的人共 10 人", PEOPLE_NAMES),
        ("哪些人的老家是山东的？", "- 用户提到的人共 10 人", PEOPLE_NAMES),
        ("我认识的人里谁最高？", "- 用户提到的人共 10 人", PEOPLE_NAMES),
        ("我身边的人里有几个是35岁以下的？", "- 用户提到的人共 10 人", PEOPLE_NAMES),
        ("我提到过的人中，多少人老家在山东？", "- 用户提到的人共 10 人", PEOPLE_NAMES),
        ("我的亲戚里谁年纪最大？", "- 用户的亲戚共 6 人", ["孙立伟", "李晓燕", "周慧", "王建国", "Dana", "Rob"]),
        ("我同事里谁个子最矮？", "- 用户的同事共 4 人", ["郑雅琴", "吴杰明", "王建华", "Megan Ortiz"]),
        ("有几个活动的地点在上海？", "- 用户提到的活动共 3 个", EVENT_NAMES),
        ("这几场活动的规模分别是多大？", "- 用户提到的活动共 3 个", EVENT_NAMES),
        ("How many people I know are taller than 175 cm?", "- The people the user mentioned (10)", PEOPLE_NAMES),
        (
            "how many of the people I've told you about grew up in Shandong?",
            "- The people the user mentioned (10)",
            PEOPLE_NAMES,
        ),
        ("which of my relatives is the oldest?", "- The user's relatives (6)", ["孙立伟", "王建国", "Dana", "Rob"]),
        ("which of my colleagues are from Leeds?", "- The user's colleagues (4)", ["Megan Ortiz", "王建华"]),
        ("How many events took place in 上海?", "- The events the user mentioned (3)", EVENT_NAMES),
        ("which events lasted longer than a day?", "- The events the user mentioned (3)", EVENT_NAMES),
    ],
)
def test_a_set_over_everyone_lists_every_member(question: str, head: str, members: Sequence[str]) -> None:
    text = _section(question)
    assert text.splitlines()[1].startswith(head), text
    for name in members:
        assert _line(text, name), (name, text)


def test_a_set_of_people_holds_no_event_and_one_of_events_no_person() -> None:
    people = _section("有几个人的家乡在浙江？")
    assert not any(_line(people, n) for n in EVENT_NAMES), people
    events = _section("how many events were held in 北京?")
    assert not any(_line(events, n) for n in PEOPLE_NAMES), events


@pytest.mark.parametrize(
    "question",
    ["大家好！", "你住在哪个城市？", "我们几个人一起去吃饭吧", "how many days until Friday?", "hello everyone"],
)
def test_words_of_a_group_that_ask_nothing_of_it_open_no_set(question: str) -> None:
    assert _section(question) == "", _section(question)


# --- the attribute, by the question's words --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "name", "shown"),
    [
        ("有几个人的身高超过一米七？", "孙立伟", "身高 一米八二"),
        ("我认识的人里有几个人个子在170以上？", "吴杰明", "身高 1米75"),
        ("我表哥多高？", "孙立伟", "身高 一米八二"),
        ("how many of the people I know are taller than six feet?", "Dana", "height: six feet"),
        ("哪些人的老家在山东？", "王建华", "老家 山东青岛"),
        ("我认识的人里有几个是四川人？哪里人都说一下", "郑雅琴", "老家 四川成都"),
        ("which of my colleagues have a hometown up north?", "Megan Ortiz", "from: Leeds"),
        ("有几个人的工作地在杭州？", "李晓燕", "工作地 杭州"),
        ("我的亲戚都在哪上班？", "孙立伟", "工作地 深圳"),
        ("which of my relatives works in Denver?", "Dana", "works in: Denver"),
        ("我同事里谁的职位最高？职位都列一下", "王建华", "职位 部门经理"),
        ("what's the position of each of my colleagues?", "王建华", 'position: "部门经理"'),
        ("我亲戚里有几个人的单位是医院？", "周慧", "工作单位 市第一医院"),
        ("which of my relatives work at a hospital? which employer?", "周慧", 'works at: "市第一医院"'),
        ("有几个人性格乐观？说说他们的性格", "王建华", "性格 乐观"),
        ("how many people I know have an introverted personality?", "Rob", "personality: introverted"),
        ("我亲戚里有几个人的兴趣爱好是跳舞？", "周慧", "爱好 广场舞"),
        ("what hobbies do my relatives have?", "周慧", 'hobbies: "广场舞"'),
        ("哪些人的邮箱是163的？", "周慧", "邮箱 zhouhui@163.com"),
        ("which of my relatives gave me an email address?", "周慧", "email: zhouhui@163.com"),
        ("有几场活动的规模在百人以上？", "新品发布会", "规模 千人"),
        ("这几场活动都有多少人参加？", "项目启动会", "规模 百人"),
        ("how big were the events I went to?", "新品发布会", 'size: "千人"'),
        ("有几个活动持续了一天以上？", "新品发布会", "持续时间 三天"),
        ("哪些活动办了多久？", "朋友聚会", "持续时间 半天"),
        ("how long did each of the events last?", "新品发布会", 'duration: "三天"'),
        ("有几个活动的地点在北京？", "项目启动会", "地点 北京"),
        ("这些活动都在哪举办的？", "新品发布会", "地点 上海"),
        ("where were the events I told you about?", "朋友聚会", 'place: "上海"'),
    ],
)
def test_the_asked_attribute_is_read_from_the_questions_words(question: str, name: str, shown: str) -> None:
    text = _section(question)
    assert shown in _line(text, name), (shown, text)


def test_a_word_that_asks_the_city_or_the_employer_makes_no_gap_of_either() -> None:
    text = _section("我的亲戚都在哪工作？")
    assert "工作单位 市第一医院" in _line(text, "周慧") and "未提及" not in _line(text, "周慧"), text
    assert "工作地 深圳" in _line(text, "孙立伟"), text
    assert "工作地 未提及" in _line(text, "王建国"), text  # neither known: said so once


# --- conditions: every value the model needs to count ------------------------------------------------------------
def test_a_count_under_a_threshold_lists_every_age_in_order() -> None:
    text = _section("有几个人的年龄在35岁及以下？")
    assert "按年龄从小到大排列" in text.splitlines()[1], text
    ages = [_line(text, n) for n in ["郑雅琴", "孙立伟", "李晓燕", "吴杰明", "Rob", "王建国"]]
    assert all(ages) and ages == sorted(ages, key=text.index), text
    assert "年龄 未提及" in _line(text, "王建华"), text  # unknown, listed as such, not left out
    assert "年龄最小" not in text  # a count is the model's to make: no top named


def test_a_count_by_containment_lists_the_matching_people_first_and_the_others_with_their_values() -> None:
    text = _section("有几个人的家乡在浙江？")
    lines = text.splitlines()
    assert lines[2:4] == ["- 吴杰明（下属）：老家 浙江宁波", "- 李晓燕（表姐）：老家 浙江绍兴"], text
    assert "老家 山东青岛" in _line(text, "王建华") and "老家 四川成都" in _line(text, "郑雅琴"), text


def test_heights_said_in_any_unit_carry_their_centimetres_for_a_threshold() -> None:
    zh = _section("有几个人的身高在170厘米以上？")
    assert "身高 一米八二（182厘米）" in _line(zh, "孙立伟") and "1米75（175厘米）" in _line(zh, "吴杰明"), zh
    assert "身高 165厘米" in _line(zh, "郑雅琴") and "（165" not in zh, zh  # said in centimetres: as said
    en = _section("how many of the people I've told you about are taller than 175 cm?")
    assert "height: 5'9\" (175 cm)" in _line(en, "Megan Ortiz") and "six feet (183 cm)" in _line(en, "Dana"), en


# --- comparisons and ranking ------------------------------------------------------------------------------------
def test_the_tallest_is_found_across_units() -> None:
    zh = _section("我认识的人里谁最高？")
    assert "已记录的身高最高：Dana" in zh.splitlines()[1], zh
    order = [n for n in ["Dana", "孙立伟", "吴杰明", "王建国", "李晓燕", "郑雅琴"] if _line(zh, n)]
    assert sorted(order, key=lambda n: zh.index(f"- {n}")) == order, zh
    assert "身高最高：Dana" in _section("谁最高？"), _section("谁最高？")
    low = _section("我同事里谁个子最矮？")
    assert "按身高从矮到高排列" in low and "身高最矮：郑雅琴（165厘米）" in low, low
    en = _section("who's the tallest of my colleagues?")
    assert "ordered by height, tallest first" in en and "tallest: Megan Ortiz" in en, en


def test_a_top_whose_value_has_brackets_is_not_bracketed_again() -> None:
    en = _section("Who is taller, Dana or Megan Ortiz?")
    assert "tallest: Dana, " in en and "tallest: Dana (" not in en, en


def test_two_named_people_are_compared_on_their_heights() -> None:
    zh = _section("孙立伟和郑雅琴谁更高？")
    assert "身高最高：孙立伟，一米八二（182厘米）" in zh and "身高 165厘米" in _line(zh, "郑雅琴"), zh
    en = _section("Who is taller, Dana or Megan Ortiz?")
    assert "tallest: Dana" in en and "5'9\" (175 cm)" in _line(en, "Megan Ortiz"), en


def test_the_oldest_by_age_and_by_birthday() -> None:
    en = _section("who is the oldest of my relatives?")
    assert "oldest: 王建国" in en, en
    born = [
        view("陈晨", "表弟", [("birthday", "1990年5月3日")]),
        view("陈露", "表妹", [("birthday", "1988年11月20日")]),
    ]
    zh = _section("我表弟和表妹谁年纪更大？", born)
    assert zh.index("- 陈露") < zh.index("- 陈晨") and "最早：陈露" in zh, zh


def test_events_are_ranked_on_duration_and_size() -> None:
    long = _section("哪个活动持续时间最长？")
    assert "持续时间最长：新品发布会（三天）" in long and long.index("- 项目启动会") < long.index("- 朋友聚会"), long
    big = _section("which of the events was the biggest?")
    assert "largest: 新品发布会" in big, big


# --- a lookup by a condition ------------------------------------------------------------------------------------
def test_a_person_picked_by_a_condition_comes_first_with_the_asked_fact() -> None:
    zh = _section("我那个老家在青岛的同事是做什么的？")
    assert zh.splitlines()[2] == "- 王建华（上司）：老家 山东青岛；职业 销售", zh
    en = _section("what does my colleague from Leeds do?")
    assert en.splitlines()[1:] == ["- Megan Ortiz (boss) — job: lawyer; from: Leeds"], en
    cousin = _section("我那个在深圳上班的表哥多大了？")
    assert cousin.splitlines()[1:] == ["- 孙立伟（表哥）：工作地 深圳；年龄 34岁"], cousin


def test_a_kin_word_picks_the_one_called_by_it() -> None:
    text = _section("我表姐多高？")
    assert _line(text, "李晓燕") and not _line(text, "孙立伟"), text
    both = _section("我表哥表姐谁更高？")
    assert _line(both, "李晓燕") and _line(both, "孙立伟"), both


# --- scales -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "cm"),
    [
        ("一米八二", 182),
        ("一米八", 180),
        ("182厘米", 182),
        ("1米75", 175),
        ("1米8", 180),
        ("1.82米", 182),
        ("175cm", 175),
        ("180 cm", 180),
        ("178公分", 178),
        ("5'9\"", 175),
        ("5 ft 11 in", 180),
        ("six feet", 183),
        ("six foot two", 188),
        ("1.78m", 178),
    ],
)
def test_a_height_in_any_unit_is_read_in_centimetres(said: str, cm: int) -> None:
    value = height_cm(said)
    assert value is not None and round(value) == cm, (said, value)


@pytest.mark.parametrize("said", ["个子挺高", "tall", "不高"])
def test_a_height_without_a_measure_is_none(said: str) -> None:
    assert height_cm(said) is None


@pytest.mark.parametrize(
    ("said", "days"),
    [("三天", 3), ("一周", 7), ("一个星期", 7), ("半天", 0.5), ("一天半", 1.5), ("a month", 30), ("two weeks", 14)],
)
def test_a_duration_is_read_in_days(said: str, days: float) -> None:
    assert duration_days(said) == days


# --- end to end, both stores ------------------------------------------------------------------------------------
def _said(mem: Memory, clock: FixedClock, user: str, text: str, mentions: list[Mention] | None = None) -> None:
    """`text` said in a conversation of its own a day later; `mentions`: what the extractor read, written as is
    (None: the offline extractor reads it)."""
    clock.advance(days=1)
    topic = mem.topics.create(user, text[:8])
    msg = mem.messages.add(topic.id, "user", text)
    assert msg is not None
    if mentions is None:
        mem.extract(topic.id)
    else:
        mem.entities.record(user, mentions, message_ids=[msg.id], topic_id=topic.id)


def _context_section(mem: Memory, user: str, question: str) -> str:
    text = mem.context(user, question).text
    m = re.search(r"## (?:相关的人和事|People and things)\n(.*?)(?:\n\n## |\Z)", text, re.S)
    return m.group(1) if m else ""


def test_counts_and_rankings_over_everyone_through_context(mem: Memory, clock: FixedClock, backend: str) -> None:
    _said(mem, clock, "u", "吴杰明是我的下属，老家在浙江宁波，今年36岁")
    _said(mem, clock, "u", "我表姐李晓燕老家是浙江绍兴的，今年35岁")
    _said(mem, clock, "u", "王建华是我的上司，他是山东青岛人")
    _said(
        mem,
        clock,
        "u",
        "我表哥孙立伟个子挺高，一米八二",
        [Mention(name="孙立伟", relation="表哥", facts=[MentionFact(attribute="height", value="一米八二")])],
    )
    _said(
        mem,
        clock,
        "u",
        "吴杰明大概1米75吧",
        [Mention(name="吴杰明", relation="下属", facts=[MentionFact(attribute="height", value="1米75")])],
    )
    _said(mem, clock, "other", "我表哥赵强老家是浙江温州的")  # another user's people are not counted
    clock.advance(days=1)

    home = _context_section(mem, "u", "有几个人的家乡在浙江？")
    assert home.startswith("- 用户提到的人共 4 人"), home
    assert "吴杰明（下属）：老家 浙江宁波" in home and "李晓燕（表姐）：老家 浙江绍兴" in home, home
    assert "王建华（上司）：老家 山东青岛" in home and "赵强" not in home, home
    tall = _context_section(mem, "u", "我认识的人里谁最高？")
    assert "身高最高：孙立伟，一米八二（182厘米）" in tall and "吴杰明（下属）：身高 1米75（175厘米）" in tall, tall
    age = _context_section(mem, "u", "有几个人的年龄在35岁及以下？")
    assert "李晓燕（表姐）：年龄 35岁" in age and "吴杰明（下属）：年龄 36岁" in age, age

    _said(mem, clock, "u", "my uncle Rob is 58 and lives in Denver")
    clock.advance(days=1)
    en = _context_section(mem, "u", "how many of the people I've told you about are older than 40?")
    assert en.startswith("- The people the user mentioned (5)") and "Rob (uncle) — age: 58" in en, en


def test_a_question_over_everyone_reads_the_people_only(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "吴杰明是我的下属，老家在浙江宁波")
    _said(
        mem,
        clock,
        "u",
        "上个月的新品发布会在上海开了三天",
        [Mention(name="新品发布会", kind="event", facts=[MentionFact(attribute="place", value="上海")])],
    )
    entities = mem.entities.list("u")
    people = {e.id for e in entities if e.kind == "person"}
    assert people and set(entity_targets("有几个人的家乡在浙江？", entities)) == people
    events = {e.id for e in entities if e.kind == "event"}
    assert set(entity_targets("有几个活动的地点在上海？", entities)) == events
    assert entity_targets("今天天气怎么样？", entities) == []


# --- the ways the daily questions are worded --------------------------------------------------------------------
def test_a_relation_word_beside_a_name_says_who_it_is_not_a_set() -> None:
    zh = _section("孙立伟和我下属吴杰明谁矮一些？")
    assert zh.splitlines()[1:] == [
        "- 按身高从矮到高排列；身高最矮：吴杰明，1米75（175厘米）",
        "- 吴杰明（下属）：身高 1米75（175厘米）",
        "- 孙立伟（表哥）：身高 一米八二（182厘米）",
    ], zh
    en = _section("is my boss Megan Ortiz taller than Dana?")
    assert not _line(en, "王建华") and _line(en, "Megan Ortiz") and _line(en, "Dana"), en


def test_a_relation_word_inside_a_value_said_is_no_set() -> None:
    world = [
        view("田雨欣", "舅妈", [("title", "项目主管"), ("job", "销售")]),
        view("周敏", "舅妈", [("job", "教师")]),
        view("蔡国栋", "上司", [("job", "医生")]),
        view("Colin", "nephew", [("title", "team lead"), ("works_in", "San Diego")]),
        view("Max", "nephew", [("works_in", "Austin")]),
        view("Miles", "team lead", [("works_in", "Boston")]),
    ]
    zh = _section("我那个担任项目主管的舅妈干什么工作？", world)
    assert "职业 销售" in _line(zh, "田雨欣") and not _line(zh, "蔡国栋"), zh
    en = _section("Where is my nephew whose title is team lead based for work?", world)
    assert en.splitlines()[1].startswith("- Colin (nephew) — position: team lead; works in: San Diego"), en
    assert not _line(en, "Miles") and not _line(en, "田雨欣"), en  # neither the team lead nor an aunt


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("How many people I told you about are under 185 cm?", "ordered by height, shortest first"),
        ("Of everyone I mentioned, how many stand above 186 cm?", "ordered by height"),
        ("有几个人不到1米7？", "按身高从矮到高排列"),
        ("How many people I told you about are over 60?", "ordered by age"),
        ("How many people I told you about are aged 52 or under?", "ordered by age"),
    ],
)
def test_a_threshold_with_a_unit_or_a_bound_names_the_attribute(question: str, head: str) -> None:
    text = _section(question)
    assert head in text.splitlines()[1], text
    assert len(text.splitlines()) == 12, text  # the heading, the header, a line for each of the 10 people


def test_a_count_of_everyone_with_nothing_asked_names_them_in_the_header_only() -> None:
    text = _section("我提到过几个人？")
    assert text.splitlines()[1:] == ["- 用户提到的人共 10 人：" + "、".join(PEOPLE_NAMES)], text
    assert _section("多少人是山东人？").count("老家 山东") == 3


def test_nephews_nieces_and_in_laws_are_their_own_relations() -> None:
    world = [
        view("Colin", "nephew", [("age", "12")]),
        view("Rosa", "niece", [("age", "9")]),
        view("Grant", "brother-in-law", [("age", "40")]),
        view("周敏", "舅妈", [("age", "50")]),
    ]
    text = _section("how old is my nephew?", world)
    assert _line(text, "Colin") and not any(_line(text, n) for n in ["Rosa", "Grant", "周敏"]), text
    family = _section("who is the oldest of my relatives?", world)
    assert all(_line(family, n) for n in ["Colin", "Rosa", "Grant", "周敏"]) and "oldest: 周敏" in family, family


def test_a_count_quotes_only_what_speaks_of_the_asked_attribute(mem: Memory, clock: FixedClock) -> None:
    # The table holds each one's hometown; their heights are in what the user said, in any unit (read into the
    # table or quoted: either way the line holds it).
    for name, home, other in [
        ("韩明辉", "湖南长沙", "韩明辉大概177厘米高吧"),
        ("董立军", "江西南昌", "董立军身高1米63"),
        ("曹雅婷", "山东烟台", "曹雅婷做事很细心"),
    ]:
        fact = MentionFact(attribute="from", value=home)
        _said(mem, clock, "u", f"我同事{name}老家是{home}的", [Mention(name=name, relation="同事", facts=[fact])])
        _said(mem, clock, "u", other)
        _said(mem, clock, "u", f"{name}这周出差了")  # nothing of height: never the quote
    clock.advance(days=1)
    text = _context_section(mem, "u", "我同事里有几个人身高超过170厘米？")
    assert "177厘米" in _line(text, "韩明辉") and "1米63" in _line(text, "董立军"), text
    assert "身高 未提及" in _line(text, "曹雅婷") and "细心" not in text and "出差" not in text, text


def test_a_count_quotes_the_sentence_about_the_member_even_from_a_message_a_fact_was_read_from(
    mem: Memory, clock: FixedClock
) -> None:
    # One message about two colleagues: its hometown fact is 蔡国栋's, its height sentence 董立军's.
    two = MentionFact(attribute="works_in", value="北京")
    _said(
        mem,
        clock,
        "u",
        "我那个上司蔡国栋的工作地是北京。我那个下属董立军身高1米63。",
        [
            Mention(name="蔡国栋", relation="上司", facts=[two]),
            Mention(name="董立军", relation="下属", facts=[MentionFact(attribute="from", value="南昌")]),
        ],
    )
    _said(
        mem,
        clock,
        "u",
        "My colleague Caleb works in Denver. He is 6'4\" tall.",
        [Mention(name="Caleb", relation="colleague", facts=[MentionFact(attribute="works_in", value="Denver")])],
    )
    clock.advance(days=1)
    text = _context_section(mem, "u", "我同事里有几个人身高超过160厘米？")
    assert "「我那个下属董立军身高1米63。」" in _line(text, "董立军"), text
    assert "身高 未提及" in _line(text, "蔡国栋"), text  # the height said next to his name is not his
    assert "He is 6'4\" tall." in _line(text, "Caleb"), text


def test_where_someone_is_from_said_as_a_place_and_ren_and_events_counted_after_their_word() -> None:
    zh = _section("他们当中有多少人是山东人？")
    assert zh.splitlines()[1] == "- 用户提到的人共 10 人" and "老家 浙江宁波" in _line(zh, "吴杰明"), zh
    # read as asking the hometown, so a count quotes only what speaks of it (`jiyi._entity_quotes`)
    assert asked_attributes("多少人是山东人？") == {"from"} and asked_attributes("她是个好人吗？") == set()
    events = _section("上海的活动有几个？")
    assert events.splitlines()[1:4] == [
        "- 用户提到的活动共 3 个",
        "- 其中在上海的有 2 个：新品发布会、朋友聚会",  # counted from the table (`jiyi._entity_eventsets`)
        "- 新品发布会：地点 上海",
    ], events


def test_a_number_with_a_short_latin_unit_is_shown_as_said_not_quoted() -> None:
    from jiyi._entity_render import _quote

    assert _quote("178cm", "zh") == "178cm" and _quote("5'9\"", "zh") == "5'9\""
    assert _quote("Siemens", "zh") == "「Siemens」" and _quote("慕尼黑", "en") == '"慕尼黑"'
