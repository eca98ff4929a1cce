"""Known misreads of the offline entity reader (issue #21, brief bugs16): each shape read at its cause.

An alias said with "a.k.a." / "(aka …)" / a bracketed short form joins the one person; an employer is an
organisation, never a time or the home ("works at night"); a restrictive relative clause ("my uncle who lives in
Texas is 70") keeps its object out of the subject; a pasted "Coworker: Mike" line labels the name with its tie; a
surname and a given name that make a word (李想, 方圆) is a name after a relation word; a tie said through another
("我老婆的弟弟王磊", "my sister's boyfriend Jake") is the second person, who the clause's facts are about.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions, not_employer
from jiyi.extractors._referents import relation_gender

Person = tuple[str, str, frozenset[str], frozenset[tuple[str, str]]]


def _people(text: str, language: str) -> list[Person]:
    return [
        (m.name, m.relation, frozenset(m.aliases), frozenset((f.attribute, f.value) for f in m.facts))
        for m in extract_mentions(text, language=language)
        if m.kind in ("person", "pet")
    ]


def _facts(text: str, language: str) -> set[tuple[str, str]]:
    return {(f.attribute, f.value) for m in extract_mentions(text, language=language) for f in m.facts}


def _one(text: str, language: str) -> Person:
    people = _people(text, language)
    assert len(people) == 1, people
    return people[0]


# --- 1: a name a person goes by joins that person ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "alias", "fact"),
    [
        ("my brother Robert a.k.a. Bobby is 40", "Robert", "Bobby", ("age", "40")),
        ("my friend Robert (aka Bobby) lives in Ohio", "Robert", "Bobby", ("lives_in", "Ohio")),
        ("my cousin Robert, aka Bob, is a nurse", "Robert", "Bob", ("job", "nurse")),
        ("my brother Robert, a.k.a. Bobby, is 40", "Robert", "Bobby", ("age", "40")),
        ("my coworker Jennifer, also known as Jen, is a nurse", "Jennifer", "Jen", ("job", "nurse")),
        ("my uncle Theodore aka Teddy moved to Denver", "Theodore", "Teddy", ("lives_in", "Denver")),
        ("our neighbor Patricia (Patty) is 82", "Patricia", "Patty", ("age", "82")),
        ("my boss Alexander (Alex), 45, lives in Leeds", "Alexander", "Alex", ("lives_in", "Leeds")),
        ("我表哥王磊，外号大磊，今年四十", "王磊", "大磊", ("age", "四十岁")),
        ("我表哥王磊（小名磊磊）在成都上班", "王磊", "磊磊", ("works_in", "成都")),
        ("我表哥王磊（磊磊）在成都上班", "王磊", "磊磊", ("works_in", "成都")),
        ("我表姐李晓燕（燕子）今年三十", "李晓燕", "燕子", ("age", "三十岁")),
        ("我朋友张伟又名张小伟，在深圳上班", "张伟", "张小伟", ("works_in", "深圳")),
        ("我表哥王磊人称磊哥，今年四十", "王磊", "磊哥", ("age", "四十岁")),
        ("我表哥王磊外号大磊今年四十了哈哈", "王磊", "大磊", ("age", "四十岁")),
        ("my brother Robert aka Bobby turned 40", "Robert", "Bobby", ("age", "40")),
        ("my bro Robert aka Bobby turned 40", "Robert", "Bobby", ("age", "40")),
    ],
)
def test_alias_joins_the_one_person(text: str, name: str, alias: str, fact: tuple[str, str]) -> None:
    lang = "en" if text.isascii() else "zh"
    got = _one(text, lang)
    assert got[0] == name and alias in got[2] and fact in got[3]


def test_alias_alone_without_a_name_before() -> None:
    got = _one("Robert (aka Bobby) is my brother", "en")
    assert got[:2] == ("Robert", "brother") and "Bobby" in got[2]


@pytest.mark.parametrize(
    "text",
    [
        "my cousin Dana (Denver) is 30",  # a place in brackets is no name she goes by
        "- Cousin: Dana Lee (Boston)",
        "Sarah (my roommate) is 25",
        "我同事张伟（北京）是医生",
    ],
)
def test_bracket_that_is_no_short_form_is_no_alias(text: str) -> None:
    assert all(not aliases for _, _, aliases, _ in _people(text, "en" if text.isascii() else "zh"))


def test_shop_also_named_is_no_person() -> None:
    assert _people("这家店又名老地方", "zh") == []


def test_many_nicknames_is_no_nickname() -> None:
    assert all(not aliases for _, _, aliases, _ in _people("我表哥王磊外号很多", "zh"))


# --- 2: an employer is an organisation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my sister works at night",
        "my sister works from home",
        "my sister works at weekends",
        "my brother-in-law works at the weekend",
        "my mom works at home",
        "my dad works at the moment",
        "my cousin works for free",
        "my uncle works for himself",
        "my aunt works for a living",
        "my buddy works at odd hours",
        "my coworker works at all hours",
        "my wife works at Mondays",
        "my sis works on weekends lol",
    ],
)
def test_time_or_home_is_no_employer(text: str) -> None:
    mentions = extract_mentions(text, language="en")
    assert not any(f.attribute == "employer" for m in mentions for f in m.facts)
    assert not any(m.kind == "org" for m in mentions)
    assert not any(link[0] == "works_at" for m in mentions for link in m.links)


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("my sister works nights at the hospital", "the hospital"),
        ("my sister works at night at Kroger", "Kroger"),
        ("my dad works weekends at Home Depot", "Home Depot"),
        ("my friend works for years at Ford", "Ford"),
        ("my mom works from home for Deloitte", "Deloitte"),
        ("my son works at McDonald's", "McDonald's"),
        ("my brother works at a factory", "a factory"),
        ("我姐晚上在医院上班", "医院"),
        ("我哥白天在银行上班", "银行"),
        ("我老公平时在腾讯上班", "腾讯"),
        ("我姐夜班在医院上班", "医院"),
    ],
)
def test_employer_said_with_when_is_the_organisation(text: str, employer: str) -> None:
    assert ("employer", employer) in _facts(text, "en" if text.isascii() else "zh")


def test_night_shift_is_no_employer_zh() -> None:
    assert not any(a == "employer" for a, _ in _facts("我表哥在夜班上班", "zh"))


@pytest.mark.parametrize("value", ["night", "the weekend", "Mondays", "himself", "part-time", "夜班", "家里", "周末"])
def test_not_employer_words(value: str) -> None:
    assert not_employer(value)


@pytest.mark.parametrize("value", ["Home Depot", "the Times", "Days Inn", "Google", "腾讯", "医院"])
def test_organisations_are_employers(value: str) -> None:
    assert not not_employer(value)


# --- 3: a restrictive relative clause ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "relation", "facts"),
    [
        ("my uncle who lives in texas is 70", "uncle", {("lives_in", "Texas"), ("age", "70")}),
        ("my uncle who lives in Texas is 70", "uncle", {("lives_in", "Texas"), ("age", "70")}),
        ("my aunt who works at Google is 50", "aunt", {("employer", "Google"), ("age", "50")}),
        ("my uncle that lives in Texas is a farmer", "uncle", {("lives_in", "Texas"), ("job", "farmer")}),
        ("my cousin who is a nurse lives in Ohio", "cousin", {("job", "nurse"), ("lives_in", "Ohio")}),
        ("my boss who's from Ohio is 45", "boss", {("from", "Ohio"), ("age", "45")}),
        ("my uncle that's a cop lives in Reno", "uncle", {("job", "cop"), ("lives_in", "Reno")}),
        ("my friend who moved to Seattle last year works at Amazon", "friend", {("employer", "Amazon")}),
        ("my coworker who sits next to me is from Boston", "coworker", {("from", "Boston")}),
        ("我那个住在成都的舅舅今年七十", "舅舅", {("lives_in", "成都"), ("age", "七十岁")}),
        ("我那个在北京工作的表哥今年三十五", "表哥", {("works_in", "北京"), ("age", "三十五岁")}),
        ("我那个刚结婚的同事小李今年二十八", "同事", {("age", "二十八岁")}),
    ],
)
def test_relative_clause_object_is_no_subject(text: str, relation: str, facts: set[tuple[str, str]]) -> None:
    got = _one(text, "en" if text.isascii() else "zh")
    assert got[1] == relation
    assert {(a, v.title() if a == "lives_in" and v.islower() else v) for a, v in got[3]} >= facts
    assert not any(" is " in v for _, v in got[3])  # never "Texas is 70"


@pytest.mark.parametrize("text", ["my friend who I work with is 30", "my cousin who my sister is dating is 30"])
def test_relative_clause_with_another_subject_says_nothing_of_them(text: str) -> None:
    # "who I work with", "who my sister is dating": what they do to them; only what follows is theirs
    assert _one(text, "en")[3] == frozenset({("age", "30")})


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("my uncle who has a son who is 10 lives in Ohio", "10"),
        ("my aunt who has a daughter that is 12 is a teacher", "12"),
        ("my neighbor who has a 5 year old is 33", "5"),
    ],
)
def test_age_inside_the_relative_clause_is_someone_elses(text: str, age: str) -> None:
    assert ("age", age) not in _one(text, "en")[3]


# --- 4: a pasted line labelling a name with its tie ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("Coworker: Mike", "Mike", "coworker"),
        ("Sister - Amy", "Amy", "sister"),
        ("- Boss: Linda Park", "Linda Park", "boss"),
        ("- Roommate: jake", "Jake", "roommate"),
        ("Manager: Priya Shah", "Priya Shah", "manager"),
        ("同事：小刘", "小刘", "同事"),
        ("表姐｜林悦", "林悦", "表姐"),
        ("同事 - 小刘", "小刘", "同事"),
        ("领导｜王总", "王总", "领导"),
    ],
)
def test_tie_label_names_the_relation(text: str, name: str, relation: str) -> None:
    got = _one(text, "en" if text.isascii() else "zh")
    assert got[:2] == (name, relation)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Coworker: Mike, 35, nurse", {("age", "35"), ("job", "nurse")}),
        ("sister: amy, 29, lives in Denver", {("age", "29"), ("lives_in", "Denver")}),
        ("表姐 - 林悦，32岁，护士", {("age", "32岁"), ("job", "护士")}),
        ("同事：小刘，28岁，程序员", {("age", "28岁"), ("job", "程序员")}),
        # a note in dashes goes on after its second item, as one in commas does
        ("Coworker: Mike - 35 - nurse", {("age", "35"), ("job", "nurse")}),
        ("Neighbor Kenji - 40 - plumber", {("age", "40"), ("job", "plumber")}),
        ("my boss Ines - 45 - lives in Austin", {("age", "45"), ("lives_in", "Austin")}),
    ],
)
def test_tie_label_then_facts(text: str, facts: set[tuple[str, str]]) -> None:
    assert _one(text, "en" if text.isascii() else "zh")[3] >= facts


@pytest.mark.parametrize(
    "text",
    ["Mom: I'll be late", "Mom: where are you", "Friend: Great", "sister: nurse", "Dad: 64", "姐姐｜三十二岁"],
)
def test_tie_label_without_a_name_names_no_one(text: str) -> None:
    assert all(not name for name, _, _, _ in _people(text, "en" if text.isascii() else "zh"))


def test_tie_label_in_a_sentence_of_my_own_is_left_as_it_was() -> None:
    # "我外公：柳州人" is where he is from, not a person called 柳州人
    got = _one("我外公：柳州人，听我爸说他现在当理疗师了～～", "zh")
    assert got[0] == "" and ("from", "柳州") in got[3]


# --- 5: a name that is also a word, after a relation word --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "fact"),
    [
        ("我发小李想", "李想", None),
        ("我发小李想今年三十", "李想", ("age", "三十岁")),
        ("我同事高兴是医生", "高兴", ("job", "医生")),
        ("我朋友方圆", "方圆", None),
        ("我朋友方圆住在杭州", "方圆", ("lives_in", "杭州")),
        ("我发小王者今年三十", "王者", ("age", "三十岁")),
        ("我同事高峰在北京", "高峰", ("lives_in", "北京")),
        ("我发小李想在字节上班", "李想", ("employer", "字节")),
        ("我同事方圆，28岁，程序员", "方圆", ("age", "28岁")),
        ("我朋友方圆最近在学钢琴", "方圆", None),
    ],
)
def test_word_name_after_relation(text: str, name: str, fact: tuple[str, str] | None) -> None:
    got = _one(text, "zh")
    assert got[0] == name and (fact is None or fact in got[3])


@pytest.mark.parametrize(
    "text",
    [
        "我朋友想去",
        "我朋友想去成都",
        "我妹妹周末在家",
        "我同学高中是在北京读的",
        "我妈高兴，我也高兴",
        "我同事马上来",
        "我朋友方便的话",
        "我同事高兴坏了",
        "我表哥高兴得不得了",
        "我同事方便的时候再说",
        "我朋友成功在北京落户了",
    ],
)
def test_word_after_relation_that_is_no_name(text: str) -> None:
    assert all(not name for name, _, _, _ in _people(text, "zh"))


# --- 6: a tie said through another --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "relation", "facts"),
    [
        ("我老婆的弟弟王磊", "王磊", "老婆的弟弟", set()),
        ("我老婆的弟弟王磊今年三十，是个医生", "王磊", "老婆的弟弟", {("age", "三十岁"), ("job", "医生")}),
        ("我老婆的弟弟王磊今年三十，他在华为上班", "王磊", "老婆的弟弟", {("age", "三十岁"), ("employer", "华为")}),
        ("我老婆的弟弟今年三十", "", "老婆的弟弟", {("age", "三十岁")}),
        ("我老婆的弟弟叫王磊", "王磊", "老婆的弟弟", set()),
        ("我妈的姐姐今年六十", "", "妈的姐姐", {("age", "六十岁")}),
        ("我老公的妹妹王丽是护士", "王丽", "老公的妹妹", {("job", "护士")}),
        ("我表哥的老婆叫刘芳，是老师", "刘芳", "表哥的老婆", {("job", "老师")}),
        ("我老婆她弟弟王磊今年三十", "王磊", "老婆的弟弟", {("age", "三十岁")}),
        ("俺老公的姐姐今年五十了", "", "老公的姐姐", {("age", "五十岁")}),
        ("我那个朋友的妈妈今年六十", "", "朋友的妈妈", {("age", "六十岁")}),  # never the user's mother
        ("我老婆的弟弟王磊😂今年三十", "王磊", "老婆的弟弟", {("age", "三十岁")}),
        ("my wife's brother Tom is 30", "Tom", "brother-in-law", {("age", "30")}),
        ("my husband's sister Amy is a nurse", "Amy", "sister-in-law", {("job", "nurse")}),
        ("my sister's boyfriend Jake is 28", "Jake", "sister's boyfriend", {("age", "28")}),
        ("my mom's best friend Linda is 60", "Linda", "", {("age", "60")}),  # a friend of hers: no tie of mine
        ("我朋友的妈妈住在成都", "", "朋友的妈妈", {("lives_in", "成都")}),
        ("我哥的女朋友小美在上海工作", "小美", "哥的女朋友", {("works_in", "上海")}),
        ("我舅舅的女儿李娜今年二十五", "李娜", "舅舅的女儿", {("age", "二十五岁")}),
        ("my sister's boyfriend Jake, 28, is a chef", "Jake", "sister's boyfriend", {("age", "28"), ("job", "chef")}),
    ],
)
def test_tie_through_another(text: str, name: str, relation: str, facts: set[tuple[str, str]]) -> None:
    got = _one(text, "en" if text.isascii() else "zh")
    assert got[:2] == (name, relation) and got[3] >= facts


@pytest.mark.parametrize(
    ("relation", "gender"), [("老婆的弟弟", "m"), ("老公的妹妹", "f"), ("sister's boyfriend", "m")]
)
def test_tie_through_another_says_the_second_ones_gender(relation: str, gender: str) -> None:
    assert relation_gender(relation) == gender


def test_named_owner_keeps_the_link() -> None:
    people = _people("My friend Amy's husband Tom is a lawyer", "en")
    assert ("Amy", "friend", frozenset(), frozenset()) in people
    tom = next(m for m in extract_mentions("My friend Amy's husband Tom is a lawyer", language="en") if m.name == "Tom")
    assert tom.relation == "" and ("husband", "Amy") in tom.links and tom.facts[0].value == "lawyer"


@pytest.mark.parametrize(
    "text",
    [
        "我老公的儿子今年五岁",  # the user's own child, not read as someone else's
        "我爸妈都在老家",
        "我妈的生日是五月三号",
        "我妈妈的朋友在杭州工作",  # someone else's friend
        "我老公的同事叫李明",
    ],
)
def test_tie_through_another_negatives(text: str) -> None:
    assert all("的" not in rel or rel.endswith("的") for _, rel, _, _ in _people(text, "zh"))


def test_birthday_of_the_relation_stays_theirs() -> None:
    assert _one("我妈的生日是五月三号", "zh")[:2] == ("", "妈")


def test_unnamed_through_tie_stays_as_before() -> None:
    assert _one("my friend's dad is a dentist", "en")[:2] == ("friend's dad", "")
