"""The entity extractor beyond the phrasings it was first written for (issue #21): the wide vocabulary of ties
(表姐, 发小, 闺蜜, 师兄, 岳父, 合伙人, in-laws, bestie, mentor …), attributes said in many ways, name forms, pets
told by what is done with them, two people sharing one predicate, someone else's relative, a surname alone;
resolution of a first name said after a full name; and recall of a question that selects by a value alone.

Each table case is one user message and the exact mentions read from it, as in `test_entity_extract`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from jiyi import Memory
from jiyi._entity_models import EntityView, Mention, MentionFact
from jiyi._entity_recall import entity_lines
from jiyi._entity_resolve import resolve
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _p, _rows
from .test_entity_recall import view
from .test_entity_resolve import _e

ZH: list[tuple[str, list[Row]]] = [
    # a trailing 也 / 都 is the predicate's, not the name's
    ("李娜也是我的下属", [_p("李娜", "下属")]),
    ("王明都是我的老同学了", [_p("王明", "老同学")]),
    # kin, work and social ties
    (
        "我表姐在腾讯工作",
        [_p("", "表姐", ("employer", "腾讯"), links=(("works_at", "腾讯"),)), _p("腾讯", "", kind="org")],
    ),
    ("我发小住在成都", [_p("", "发小", ("lives_in", "成都"))]),
    ("我闺蜜特别爱看韩剧", [_p("", "闺蜜", ("likes", "韩剧"))]),
    ("我岳父今年六十五岁了", [_p("", "岳父", ("age", "六十五岁"))]),
    ("我邻居是个护士", [_p("", "邻居", ("job", "护士"))]),
    ("我合伙人老张是四川人", [_p("老张", "合伙人", ("from", "四川"))]),
    ("我干妈是做会计的", [_p("", "干妈", ("job", "会计"))]),
    (
        "我姐夫在华为上班",
        [_p("", "姐夫", ("employer", "华为"), links=(("works_at", "华为"),)), _p("华为", "", kind="org")],
    ),
    (
        "我徒弟小周在美团上班",
        [_p("小周", "徒弟", ("employer", "美团"), links=(("works_at", "美团"),)), _p("美团", "", kind="org")],
    ),
    ("我大学室友张伟搬到了深圳", [_p("张伟", "大学室友", ("lives_in", "深圳"))]),
    # attributes said in other words
    ("我师兄是博士毕业的", [_p("", "师兄", ("education", "博士"))]),
    ("我表哥读的是硕士", [_p("", "表哥", ("education", "硕士"))]),
    ("我嫂子毕业于复旦大学", [_p("", "嫂子", ("school", "复旦大学"))]),
    ("我表妹是学医的", [_p("", "表妹", ("major", "学医"))]),
    ("我舅舅老家是湖南的", [_p("", "舅舅", ("from", "湖南"))]),
    ("我姑姑在成都生活", [_p("", "姑姑", ("lives_in", "成都"))]),
    ("我外婆属虎", [_p("", "外婆", ("zodiac", "虎"))]),
    ("我小姨最近迷上了瑜伽", [_p("", "小姨", ("likes", "瑜伽"))]),
    ("我妹妹刚刚搬到了苏州", [_p("", "妹妹", ("lives_in", "苏州"))]),
    ("我婆婆受不了香菜", [_p("", "婆婆", ("dislikes", "香菜"))]),
    ("我舅妈不能吃辣", [_p("", "舅妈", ("allergy", "辣"))]),
    ("我同桌对天文很感兴趣", [_p("", "同桌", ("likes", "天文"))]),
    ("王姐爱吃火锅", [_p("王姐", "", ("likes", "火锅"))]),
    # a name and the name it goes by
    ("我们平时都喊陈海燕“老陈”", [_p("陈海燕", "", aliases=("老陈",))]),
    ("大家都管王建国叫老王", [_p("王建国", "", aliases=("老王",))]),
    # a surname alone: the relation entity, with the surname
    ("我领导姓王", [_p("", "领导", ("surname", "王"))]),
    # two people, one predicate
    ("我姐姐和姐夫住在杭州", [_p("", "姐姐", ("lives_in", "杭州")), _p("", "姐夫", ("lives_in", "杭州"))]),
    ("我爸爸和妈妈都退休了", [_p("", "爸爸", ("status", "退休了")), _p("", "妈妈", ("status", "退休了"))]),
    (
        "小王和她老公都在字节工作",
        [
            _p("小王", "", ("employer", "字节"), links=(("works_at", "字节"),)),
            _p("小王的老公", "", ("employer", "字节"), links=(("老公", "小王"), ("works_at", "字节"))),
            _p("字节", "", kind="org"),
        ],
    ),
    ("我和我妹妹住在杭州", []),  # the user is no entity, and 我妹妹 is not read as the user's partner in a list
    # someone else's relative: their own entity, linked to whose it is
    ("我同事小刘的老婆是老师", [_p("小刘", "同事"), _p("小刘的老婆", "", ("job", "老师"), links=(("老婆", "小刘"),))]),
    # a pet told by what is done with it, anchored on its name
    ("Max最爱吃狗粮", [_p("Max", "", ("likes", "狗粮"), kind="pet")]),
    (
        "小王喜欢遛狗",
        [_p("小王", "", ("likes", "遛狗"))],
    ),  # walks a dog: a person    # more ways to say who they are and what they do
    ("我有一个同事，叫陈静", [("陈静", "person", "同事", (), (), ())]),
    ("关于我舅舅，他在深圳工作", [("", "person", "舅舅", (), (("works_in", "深圳"),), ())]),
    ("我室友今年二十八了", [("", "person", "室友", (), (("age", "二十八岁"),), ())]),
    ("我姐是90年生的", [("", "person", "姐", (), (("birthday", "90年"),), ())]),
    ("我表哥当上了律师", [("", "person", "表哥", (), (("job", "律师"),), ())]),
    ("我堂哥从事金融工作", [("", "person", "堂哥", (), (("job", "金融"),), ())]),
    ("我表弟读完了博士", [("", "person", "表弟", (), (("education", "博士"),), ())]),
    ("我姑姑是个球迷", [("", "person", "姑姑", (), (("likes", "球迷"),), ())]),
    (
        "我婶婶就职于中国银行",
        [
            ("", "person", "婶婶", (), (("employer", "中国银行"),), (("works_at", "中国银行"),)),
            ("中国银行", "org", "", (), (), ()),
        ],
    ),
    (
        "我同事是京东的员工",
        [("", "person", "同事", (), (("employer", "京东"),), (("works_at", "京东"),)), ("京东", "org", "", (), (), ())],
    ),
    (
        "我朋友入职了阿里巴巴",
        [
            ("", "person", "朋友", (), (("employer", "阿里巴巴"),), (("works_at", "阿里巴巴"),)),
            ("阿里巴巴", "org", "", (), (), ()),
        ],
    ),
    ("我朋友一吃海鲜就过敏", [("", "person", "朋友", (), (("allergy", "海鲜"),), ())]),
    ("我外公今年八十多岁了", [("", "person", "外公", (), (("age", "八十多岁"),), ())]),
]

EN: list[tuple[str, list[Row]]] = [
    ("My coworker Dana is a nurse", [_p("Dana", "coworker", ("job", "nurse"))]),
    ("My bestie Jen lives in Austin", [_p("Jen", "bestie", ("lives_in", "Austin"))]),
    ("My mother-in-law is allergic to shellfish", [_p("", "mother-in-law", ("allergy", "shellfish"))]),
    ("My father-in-law is 70", [_p("", "father-in-law", ("age", "70"))]),
    ("My brother-in-law Mark is a firefighter", [_p("Mark", "brother-in-law", ("job", "firefighter"))]),
    ("My neighbor Rosa can't eat gluten", [_p("Rosa", "neighbor", ("allergy", "gluten"))]),
    ("My cousin is lactose intolerant", [_p("", "cousin", ("allergy", "lactose intolerant"))]),
    ("My childhood friend Lily grew up in Ohio", [_p("Lily", "childhood friend", ("from", "Ohio"))]),
    ("My boss Tom Baker studied at MIT", [_p("Tom Baker", "boss", ("school", "MIT"))]),
    ("My business partner Raj is from Mumbai", [_p("Raj", "business partner", ("from", "Mumbai"))]),
    ("My godmother Ruth majored in history", [_p("Ruth", "godmother", ("major", "history"))]),
    ("My ex-husband Dave lives in Miami now", [_p("Dave", "ex-husband", ("lives_in", "Miami"))]),
    ("Our landlady Mrs Park is retired", [_p("Park", "landlady", ("status", "retired"), aliases=("Mrs Park",))]),
    (
        "My colleague Anna Lee graduated with a master's degree",
        [_p("Anna Lee", "colleague", ("education", "master's degree"))],
    ),
    ("Sarah Nguyen is one of my friends", [_p("Sarah Nguyen", "friend")]),
    ("About my friend, Grace Baker. She is 41 years old.", [_p("Grace Baker", "friend", ("age", "41"))]),
    ("My manager's last name is Wang", [_p("", "manager", ("surname", "Wang"))]),
    # two people, one predicate
    (
        "My sister and her husband live in Denver",
        [_p("", "sister", ("lives_in", "Denver")), _p("sister's husband", "", ("lives_in", "Denver"))],
    ),
    ("My mom and dad live in Ohio", [_p("", "mom", ("lives_in", "Ohio")), _p("", "dad", ("lives_in", "Ohio"))]),
    (
        "Amy and Ben both work at Google",
        [
            _p("Amy", "", ("employer", "Google"), links=(("works_at", "Google"),)),
            _p("Ben", "", ("employer", "Google"), links=(("works_at", "Google"),)),
            _p("Google", "", kind="org"),
        ],
    ),
    ("Salt and Pepper are cats", []),  # nothing said of them the rules read: no entity invented
    # someone else's relative
    ("Tom's wife is a teacher", [_p("Tom's wife", "", ("job", "teacher"), links=(("wife", "Tom"),))]),
    (
        "My friend Amy's husband is a lawyer",
        [_p("Amy", "friend"), _p("Amy's husband", "", ("job", "lawyer"), links=(("husband", "Amy"),))],
    ),
    # pets by what is done with them; a person doing it stays a person
    ("Max loves playing fetch", [_p("Max", "", ("likes", "playing fetch"), kind="pet")]),
    (
        "Tom loves playing tennis",
        [_p("Tom", "", ("likes", "playing tennis"))],
    ),  # more ways to say who they are and what they do; a negation states nothing
    ("My cousin Jenna is working as a paralegal", [("Jenna", "person", "cousin", (), (("job", "paralegal"),), ())]),
    ("My uncle got a job as a chef", [("", "person", "uncle", (), (("job", "chef"),), ())]),
    (
        "My sister joined Microsoft last year",
        [
            ("", "person", "sister", (), (("employer", "Microsoft"),), (("works_at", "Microsoft"),)),
            ("Microsoft", "org", "", (), (), ()),
        ],
    ),
    (
        "My friend Kim is employed at Deloitte",
        [
            ("Kim", "person", "friend", (), (("employer", "Deloitte"),), (("works_at", "Deloitte"),)),
            ("Deloitte", "org", "", (), (), ()),
        ],
    ),
    ("My dad is not a fan of sushi", [("", "person", "dad", (), (("dislikes", "sushi"),), ())]),
    (
        "My friend Ana is crazy about salsa dancing",
        [("Ana", "person", "friend", (), (("likes", "salsa dancing"),), ())],
    ),
    (
        "My neighbor Joe has lived in Boston for years",
        [("Joe", "person", "neighbor", (), (("lives_in", "Boston"),), ())],
    ),
    ("My niece Lucy turned 6 last month", [("Lucy", "person", "niece", (), (("age", "6"),), ())]),
    ("My wife is a librarian", [("", "person", "wife", (), (("job", "librarian"),), ())]),
    ("My grandpa was born in 1942", [("", "person", "grandpa", (), (("birthday", "1942"),), ())]),
    (
        "My cousin Liam, who is a dentist, lives in Leeds",
        [("Liam", "person", "cousin", (), (("job", "dentist"), ("lives_in", "Leeds")), ())],
    ),
    ("My dad isn't a doctor", []),
    # the name a person goes by
    ("Everyone calls Daniel Patel Danny", [("Daniel Patel", "person", "", ("Danny",), (), ())]),
    ("Olivia Patel goes by Liv with us", [("Olivia Patel", "person", "", ("Liv",), (), ())]),
    (
        "My sister Margaret is a nurse. We call her Maggie.",
        [("Margaret", "person", "sister", ("Maggie",), (("job", "nurse"),), ())],
    ),
    (
        "My colleague Robert, who everyone calls Bob, lives in Leeds",
        [("Robert", "person", "colleague", ("Bob",), (("lives_in", "Leeds"),), ())],
    ),
]


@pytest.mark.parametrize(("text", "expected"), ZH, ids=[t for t, _ in ZH])
def test_chinese_phrasings(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), EN, ids=[t for t, _ in EN])
def test_english_phrasings(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def _one(text: str, language: str) -> Mention:
    [mention] = [m for m in extract_mentions(text, language=language) if m.kind != "org"]
    return mention


def test_a_first_name_joins_the_one_full_name_it_starts() -> None:
    people = [_e("om", "Olivia Morris", "direct report"), _e("jn", "Jake Nguyen", "direct report")]
    assert resolve(_one("Olivia loves sci-fi novels", "en"), people) == "om"
    assert resolve(_one("Jake is allergic to peanuts", "en"), people) == "jn"
    # the other way round: the full name said after the first name alone
    assert resolve(_one("Olivia Morris is 30", "en"), [_e("o", "Olivia")]) == "o"
    # two Olivias: which one is not known, so neither
    two = [*people, _e("oc", "Olivia Chen", "friend")]
    assert resolve(_one("Olivia loves sci-fi novels", "en"), two) is None
    assert resolve(_one("Olivia loves sci-fi novels", "en"), two, recent_ids=["oc"]) == "oc"
    # a surname is no first name; a Chinese nickname (or the given name) joins the one full name it fits
    assert resolve(_one("Morris loves sci-fi novels", "en"), people) is None
    assert resolve(_one("老陈今年64岁", "zh"), [_e("c", "陈海燕", "下属")]) == "c"
    assert resolve(_one("老陈今年64岁", "zh"), [_e("c", "陈海燕", "下属"), _e("d", "陈静", "邻居")]) is None


WORLD = [
    view("吴杰明", "下属", [("lives_in", "杭州"), ("employer", "字节跳动")]),
    view("张伟", "同事", [("lives_in", "北京"), ("job", "护士")]),
    view("小刘的老婆", "", [("job", "老师")]),
    view("Jake", "friend", [("job", "nurse"), ("lives_in", "Denver")]),
    view("Tom", "friend", [("lives_in", "London")]),
]


def _text(question: str, views: Sequence[EntityView] = WORLD) -> str:
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in question) else "en"
    return "\n".join(line.text for line in entity_lines(question, views, language=lang))


def test_a_question_that_selects_by_a_value_alone_gets_who_fits() -> None:
    assert "吴杰明（下属）：住在 杭州" in _text("谁住在杭州？") and "张伟" not in _text("谁住在杭州？")
    assert "吴杰明" in _text("我认识的人里谁在字节工作？")  # 字节 for 字节跳动
    nurse = _text("who of them is a nurse?")
    assert "Jake (friend)" in nurse and "Tom" not in nurse
    assert _text("谁住在广州？") == ""  # a value nobody has: no section
    assert _text("杭州天气怎么样？") == ""  # not a "who" question: not read by value


def test_someone_elses_relative_is_not_the_users() -> None:
    assert "小刘的老婆" not in _text("我老婆是做什么的？")
    assert "小刘的老婆：职业 老师" in _text("小刘的老婆是做什么的？")


def _tell(mem: Memory, user: str, text: str, *mentions: Mention) -> None:
    topic = mem.topics.create(user, "chat")
    msg = mem.messages.add(topic.id, "user", text)
    mem.entities.record(user, list(mentions), message_ids=[msg.id], topic_id=topic.id)


def test_context_answers_who_by_a_value(backend: str, mem: Memory) -> None:
    lives = MentionFact(attribute="lives_in", value="杭州", label="住在")
    _tell(mem, "u1", "吴杰明是我的下属，住在杭州", Mention(name="吴杰明", relation="下属", facts=[lives]))
    _tell(mem, "u1", "王明是我的同事，住在上海", Mention(name="王明", relation="同事",
          facts=[MentionFact(attribute="lives_in", value="上海", label="住在")]))  # fmt: skip
    block = mem.context("u1", "谁住在杭州？")
    assert "吴杰明（下属）：住在 杭州" in block.text and "王明（同事）" not in block.text, block.text
    assert "吴杰明" not in mem.context("u2", "谁住在杭州？").text  # another user's entities are not read


def test_a_full_name_said_with_its_relation_is_a_name_when_it_opens_a_later_message() -> None:
    # jieba reads 马立新 as "horse" and an adverb: the name is known from the message that introduced it
    recent = ("说起我下属马立新，他今年53岁。",)
    [wang] = extract_mentions("马立新，大家都叫他小马", language="zh", recent=recent)
    assert (wang.name, wang.aliases) == ("马立新", ["小马"])
    works = [m for m in extract_mentions("马立新在招商银行上班", language="zh", recent=recent) if m.kind == "person"]
    assert [(m.name, [(f.attribute, f.value) for f in m.facts]) for m in works] == [
        ("马立新", [("employer", "招商银行")])
    ]
    assert extract_mentions("马立新在招商银行上班", language="zh") == []  # not introduced: not read as a name
    assert extract_mentions("马上要下雨了", language="zh", recent=recent) == []


def test_the_wider_vocabulary_of_ties_selects_sets_in_questions() -> None:
    world = [
        view("姐夫", "姐夫", [("lives_in", "杭州")]),
        view("嫂子", "嫂子", [("lives_in", "南京")]),
        view("赵磊", "师兄", [("job", "律师")]),
        view("张伟", "同事", [("lives_in", "北京")]),
        view("Alan", "mentor", [("employer", "Google")]),
        view("Raj", "business partner", [("lives_in", "Mumbai")]),
    ]
    family = _text("我的亲戚都住在哪？", world)
    assert "姐夫" in family and "嫂子" in family and "张伟" not in family, family
    assert "赵磊（师兄）" in _text("我的同学里谁是律师？", world)
    assert "Alan (mentor)" in _text("Where do my teachers work?", world)
    colleagues = _text("Where do my colleagues live?", world)
    assert "Raj (business partner)" in colleagues and "Alan" not in colleagues
