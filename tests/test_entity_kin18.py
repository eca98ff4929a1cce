"""The people of the user's people (issue #21): a son of the user's aunt, a husband of the user's sister, a wife of
a coworker — read as that person's kin (a link to them, their own name when given, their own facts: never the
owner's, never the user's), remembered in words that say whose kin they are, and found again when a question asks
about "my aunt's son" / "我姑妈的儿子" / "Rita's son". Our own sentences, in several voices.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase
from jiyi.extractors._entities import extract_mentions


def _people(text: str, language: str, recent: tuple[str, ...] = ()) -> dict[str, tuple[str, list, dict[str, str]]]:
    """name (or relation) -> (relation, links, facts) of the people the message mentions."""
    return {
        (m.name or m.relation): (m.relation, list(m.links), {f.attribute: f.value for f in m.facts})
        for m in extract_mentions(text, language=language, recent=list(recent))
        if m.kind == "person" and not m.pronoun
    }


@pytest.mark.parametrize(
    ("text", "who", "link", "facts"),
    [
        # a pronoun's kin, after the one named just before
        ("Talked to my aunt Rita today. Her son Marco is 12 and obsessed with soccer.", "Marco",
         ("son", "Rita"), {"age": "12", "likes": "soccer"}),
        # "X and her husband Y", whatever they did together, and the pronoun after them by its gender
        ("my sister Amy and her husband Tom came over, he's 41", "Tom", ("husband", "Amy"), {"age": "41"}),
        ("My sister Amy and her husband Tom came over last night. He's 41 and works at Boeing",
         "Tom", ("husband", "Amy"), {"age": "41", "employer": "Boeing"}),
        ("i met Dana and her boyfriend Jake last night, he is a firefighter lol", "Jake",
         ("boyfriend", "Dana"), {"job": "firefighter"}),
        # what someone said of their own kin
        ("My coworker Jin said his wife is from Seoul", "Jin's wife", ("wife", "Jin"), {"from": "Seoul"}),
        ("my neighbor Ruth mentioned that her daughter is a pharmacist", "Ruth's daughter",
         ("daughter", "Ruth"), {"job": "pharmacist"}),
        # a possessive
        ("Rita's son Marco is 12 and crazy about Lego", "Marco", ("son", "Rita"), {"age": "12", "likes": "Lego"}),
        ("My aunt Rita is great, her son is 12", "Rita's son", ("son", "Rita"), {"age": "12"}),
        ("My uncle Bob is 60. His wife Linda is a nurse.", "Linda", ("wife", "Bob"), {"job": "nurse"}),
    ],
)  # fmt: skip
def test_english_kin_of_kin_is_theirs_with_their_facts(text: str, who: str, link: tuple, facts: dict) -> None:
    people = _people(text, "en")
    assert who in people, people
    _, links, said = people[who]
    assert link in links and said == facts, people[who]
    owner = people.get(link[1])
    assert owner is None or not set(owner[2].items()) & set(facts.items()), owner  # the kin's are not the owner's


@pytest.mark.parametrize(
    ("text", "who", "relation", "link", "facts"),
    [
        ("我姑妈李芳人很好，她儿子今年12岁", "李芳的儿子", "", ("儿子", "李芳"), {"age": "12岁"}),
        ("我姑妈李芳人很好，她儿子小明今年12岁", "小明", "", ("儿子", "李芳"), {"age": "12岁"}),
        ("李芳的儿子小明今年12岁", "小明", "", ("儿子", "李芳"), {"age": "12岁"}),
        ("我姑妈李芳的儿子叫小明，今年12岁", "小明", "", ("儿子", "李芳"), {"age": "12岁"}),
        ("我同事小刘的老婆王芳是老师", "王芳", "", ("老婆", "小刘"), {"job": "老师"}),
        ("我同事Tom的老婆Lily是护士", "Lily", "", ("老婆", "Tom"), {"job": "护士"}),
        ("我同事老张他媳妇是护士", "老张的媳妇", "", ("媳妇", "老张"), {"job": "护士"}),
        # unnamed: the tie through the user's own, as a relation path
        ("我姐和她老公来了，她老公今年41岁", "姐的老公", "姐的老公", None, {"age": "41岁"}),
        ("我姐和她老公来了 他今年41岁", "姐的老公", "姐的老公", None, {"age": "41岁"}),
        ("我姐人很好，她老公在华为上班", "姐的老公", "姐的老公", None, {"employer": "华为"}),
        ("我闺蜜她老公张伟在腾讯上班", "张伟", "闺蜜的老公", None, {"employer": "腾讯"}),
    ],
)
def test_chinese_kin_of_kin_is_theirs_with_their_facts(
    text: str, who: str, relation: str, link: tuple | None, facts: dict
) -> None:
    people = _people(text, "zh")
    assert who in people, people
    rel, links, said = people[who]
    assert rel == relation and said == facts, people[who]
    assert link is None or link in links, links
    for name, (_, _, theirs) in people.items():
        # the owner keeps none of them ("人很好" is said of the owner: 人好 is theirs)
        assert name == who or not {a: v for a, v in theirs.items() if (a, v) != ("trait", "人好")}, people


@pytest.mark.parametrize(
    ("recent", "text", "language", "who", "link", "facts"),
    [
        # whose kin, from the one person the last message named, of the pronoun's gender
        ("Talked to my aunt Rita today.", "Her son Marco is 12.", "en", "Marco", ("son", "Rita"), {"age": "12"}),
        ("my uncle Bob came by", "his wife is a nurse", "en", "Bob's wife", ("wife", "Bob"), {"job": "nurse"}),
        ("我姑妈李芳人很好", "她儿子今年12岁", "zh", "李芳的儿子", ("儿子", "李芳"), {"age": "12岁"}),
        ("说起我表哥王磊", "他女儿叫朵朵，今年六岁", "zh", "朵朵", ("女儿", "王磊"), {"age": "六岁"}),
    ],
)  # fmt: skip
def test_whose_kin_from_the_last_message(
    recent: str, text: str, language: str, who: str, link: tuple, facts: dict
) -> None:
    people = _people(text, language, (recent,))
    assert who in people, people
    _, links, said = people[who]
    assert link in links and said == facts, people[who]


@pytest.mark.parametrize(
    ("recent", "text", "language"),
    [
        ("My coworker Jin is great.", "His wife is from Seoul.", "en"),  # a coworker says no gender: no guess
        ("my uncle Bob came by", "Her son is 12.", "en"),
        ("My aunt Joan and my cousin Lisa came over.", "Her son is 12.", "en"),
        ("小王是我同事", "他媳妇是护士", "zh"),
        ("我舅舅来了", "她儿子今年12岁", "zh"),
    ],
)
def test_no_owner_guessed_from_the_last_message(recent: str, text: str, language: str) -> None:
    people = _people(text, language, (recent,))
    assert not any(facts for _, _, facts in people.values()), people


def test_what_the_teller_says_of_themself_after_the_kin_stays_theirs() -> None:
    people = _people("my cousin Dana said her husband is a pilot and she is 34", "en")
    assert people["Dana"][2] == {"age": "34"} and people["Dana's husband"][2] == {"job": "pilot"}, people
    # "she" may be the wife: no one's 34
    people = _people("my uncle Bob said his wife is a pilot and she is 34", "en")
    assert not any(f.get("age") for _, _, f in people.values()), people
    people = _people("my cousin Dana said her older brother is a pilot and he is 40", "en")
    assert not any(f.get("age") for _, _, f in people.values()), people


def test_a_named_kin_goes_by_the_tie_too() -> None:
    (marco,) = [m for m in extract_mentions("Rita's son Marco is 12.", language="en") if m.name == "Marco"]
    assert "Rita's son" in marco.aliases
    (ming,) = [m for m in extract_mentions("我姑妈李芳的儿子叫小明，今年12岁", language="zh") if m.name == "小明"]
    assert "李芳的儿子" in ming.aliases


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Her son is 12.", "en"),  # no owner in the message nor the last ones: no guess
        ("my aunt Rita and my aunt Sue visited. Her son Marco is 12.", "en"),  # two women before "her"
        ("my brother said her son is 12", "en"),  # "her" is not the brother
        ("她儿子今年12岁", "zh"),
        ("我姑妈李芳和我二姨王红都来了。她儿子今年12岁", "zh"),
        ("我哥和她老公来了，她老公今年41岁", "zh"),  # 她 is not 我哥
    ],
)
def test_an_owner_not_said_for_sure_is_not_guessed(text: str, language: str) -> None:
    people = _people(text, language)
    assert not any(facts for _, _, facts in people.values()), people


@pytest.mark.parametrize(
    ("text", "language", "who", "relation"),
    [
        ("My son is 12.", "en", "son", "son"),  # the user's own
        ("我儿子今年12岁", "zh", "儿子", "儿子"),
    ],
)
def test_the_users_own_kin_stay_the_users(text: str, language: str, who: str, relation: str) -> None:
    people = _people(text, language)
    assert people[who][0] == relation and not people[who][1], people


def test_the_users_partners_kin_are_not_read_as_someone_elses() -> None:
    assert all("的" not in rel for rel, _, _ in _people("我老公的儿子今年五岁", "zh").values())


def test_a_kins_memory_text_says_whose_kin() -> None:
    age, likes = MentionFact(attribute="age", value="12"), MentionFact(attribute="likes", value="soccer")
    assert phrase("Marco", "", [age, likes], "en", owner=("son", "Rita", "aunt")) == (
        "User's aunt Rita's son Marco is 12 years old and likes soccer"
    )
    assert phrase("Rita's son", "", [age], "en", owner=("son", "Rita", "")) == "Rita's son is 12 years old"
    age_zh = MentionFact(attribute="age", value="12")
    assert phrase("李芳的儿子", "", [age_zh], "zh", owner=("儿子", "李芳", "姑妈")) == "用户姑妈李芳的儿子今年12岁"
    assert phrase("小明", "", [age_zh], "zh", owner=("儿子", "李芳", "姑妈")) == "用户姑妈李芳的儿子小明今年12岁"
    # unnamed, through the user's own: the relation path
    assert phrase("", "姐的老公", [MentionFact(attribute="age", value="41")], "zh") == "用户姐姐的老公今年41岁"


def _remembered(tmp_path, said: list[str], questions: list[str]) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create("u", "chat")
        for line in said:
            mem.messages.add(topic.id, "user", line)
        mem.extract(topic.id)
        memories = [r.content for r in mem.list("u", limit=100)]
        blocks = [mem.context("u", q).text for q in questions]
    finally:
        mem.close()
    return memories, blocks


def _people_section(block: str, heading: str) -> str:
    return block.split(heading, 1)[1].split("\n\n", 1)[0] if heading in block else ""


def test_english_memory_says_whose_kin_and_a_question_finds_them(tmp_path) -> None:  # type: ignore[no-untyped-def]
    memories, blocks = _remembered(
        tmp_path,
        ["Talked to my aunt Rita today. Her son Marco is 12 and obsessed with soccer.",
         "my sister Amy and her husband Tom came over, he's 41"],
        ["what does my aunt's son like?", "How old is Rita's son?", "how old is my sister's husband?",
         "what does my aunt do?"],
    )  # fmt: skip
    assert any("Rita's son Marco is 12" in m and "soccer" in m for m in memories), memories
    likes, age, husband, aunt = (_people_section(b, "## People and things") for b in blocks)
    assert "Marco" in likes and "soccer" in likes, likes
    assert "Marco" in age and "12" in age, age
    assert "Tom" in husband and "41" in husband, husband
    assert aunt.strip().startswith("- Rita (aunt)") and "Marco (" not in aunt, aunt


def test_chinese_memory_says_whose_kin_and_a_question_finds_them(tmp_path) -> None:  # type: ignore[no-untyped-def]
    memories, blocks = _remembered(
        tmp_path,
        ["我闺蜜人很好", "我姑妈李芳人很好，她儿子今年12岁，特别喜欢踢足球", "我姐和她老公来了，她老公今年41岁"],
        ["我姑妈的儿子多大了？", "我姐的老公多大？", "我姑妈是做什么的？", "我老公多大？"],
    )
    assert any("姑妈李芳" in m and "儿子" in m and "12岁" in m for m in memories), memories
    assert "用户姐姐的老公今年41岁" in memories, memories
    assert not any("闺蜜老公" in m for m in memories), memories  # 她 of "我姐和她老公" is the sister
    son, husband, aunt, mine = (_people_section(b, "## 相关的人和事") for b in blocks)
    assert "李芳的儿子" in son and "12岁" in son, son
    assert "姐的老公" in husband and "41岁" in husband, husband
    assert aunt.strip().startswith("- 李芳（姑妈）") and "年龄" not in aunt, aunt  # her son's age is not hers
    assert "41岁" not in mine, mine  # the sister's husband is no husband of the user's
