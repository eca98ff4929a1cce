"""Facts that continue a message about a named person without naming them again (issue #21).

People name someone once and keep talking: "talked to my cousin Ben today" / "went to Oxford for his masters";
"My sister Amy came over." / "is from Ohio"; "我们部门新来了个小姑娘叫林悦" / "人挺内向的". The next message of the
same run is said of the one person named when nothing else could be meant; of no one when two could be, when its
"his" / "her" says the other gender, when it asks or supposes; and a clause holding "his masters" is never the user's
("User went to Oxford for his masters" is a wrong fact). A value stops where the clause moves on ("grew up in Leeds
before moving down south" is Leeds).
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase
from jiyi.extractors._entities_carried_zh import topic_person_zh
from jiyi.extractors._entities_en_carry import fragment_en
from jiyi.extractors._pro_drop import someone_unnamed_en


def _people(mem: Memory, said: list[str]) -> tuple[dict[str, dict[str, str]], list[str]]:
    """The facts of each person the messages leave, and the memories they make."""
    topic = mem.topics.create("u", "chat")
    for text in said:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    views = [v for v in mem.entities.views("u") if v.entity.kind == "person"]
    facts = {v.entity.name: {f.attribute: f.value for f in v.facts if f.attribute != "relation"} for v in views}
    return facts, [m.content for m in mem.list("u")]


FOLLOWS_EN = [
    (["talked to my cousin Ben today", "went to Oxford for his masters"], "Ben", ("school", "Oxford")),
    (["My sister Amy came over yesterday.", "did her degree at Manchester"], "Amy", ("school", "Manchester")),
    (["had a pint with my mate Dev last night", "got his PhD from Imperial"], "Dev", ("school", "Imperial")),
    (["My aunt Rosa rang this morning", "was at Durham for her undergrad"], "Rosa", ("school", "Durham")),
    (["bumped into my old boss Trent", "is from Ohio"], "Trent", ("from", "Ohio")),
    (["my neighbour Sue popped round", "is a software engineer at Google"], "Sue", ("employer", "Google")),
    (["talked to my cousin Ben today", "is based in Berlin these days"], "Ben", ("lives_in", "Berlin")),
    (["My brother Tom visited", "is originally from Cork"], "Tom", ("from", "Cork")),
    (["My sister Amy came over yesterday.", "grew up in Leeds before moving down south"], "Amy", ("from", "Leeds")),
    (["my friend Raj came by", "grew up in Pune until moving to Mumbai"], "Raj", ("from", "Pune")),
    (["My uncle Bert called", "was raised in Fargo before heading west"], "Bert", ("from", "Fargo")),
    (["My cousin Ben lives nearby", "lives in Bristol with his wife"], "Ben", ("lives_in", "Bristol")),
]


@pytest.mark.parametrize(("said", "who", "fact"), FOLLOWS_EN, ids=[f[0][1][:32] for f in FOLLOWS_EN])
def test_a_subjectless_message_goes_on_about_the_one_named(
    mem: Memory, said: list[str], who: str, fact: tuple[str, str]
) -> None:
    """The fact reaches the one named, trimmed where the clause moves on, and no memory says the user
    did it with someone else's "his" / "her"."""
    people, memories = _people(mem, said)
    assert people[who].get(fact[0]) == fact[1], people
    assert not [m for m in memories if m.startswith("User ") and someone_unnamed_en(m.removeprefix("User "))], memories


NOBODY_EN = [
    # two people named: whose degree it does not say
    ["Amy and Ben came over.", "did her degree at Manchester"],
    # "his" cannot be the sister
    ["My sister Amy came over yesterday.", "got his PhD from MIT"],
    # a question (no question mark) and a hypothetical
    ["talked to my cousin Ben today", "is he from Ohio"],
    ["talked to my cousin Ben today", "if he went to Oxford for his masters he'd be set"],
    # the user goes on about themselves
    ["My sister Amy came over yesterday.", "I grew up in Leeds btw"],
]


@pytest.mark.parametrize("said", NOBODY_EN, ids=[s[1][:32] for s in NOBODY_EN])
def test_a_follow_up_that_could_mean_someone_else_is_nobody_s(mem: Memory, said: list[str]) -> None:
    people, memories = _people(mem, said)
    assert all(set(facts) <= {"note"} for facts in people.values()), people
    assert not [m for m in memories if "his masters" in m or "his PhD" in m], memories


@pytest.mark.parametrize(
    ("said", "theirs"),
    [
        ("went to Oxford for his masters", True),
        ("did her degree at Manchester", True),
        ("lives in Bristol with her husband", True),
        ("got his PhD from MIT", True),
        ("was at Durham for her undergrad", True),
        ("went to the cinema with her", False),
        ("went to Oxford for my masters", False),
        ("picked him up from the station", False),
        ("gave her a lift to work", False),
        ("I borrowed his car", False),
    ],
)
def test_a_thing_of_someone_else_s_is_never_the_user_s(said: str, theirs: bool) -> None:
    assert someone_unnamed_en(said) is theirs


@pytest.mark.parametrize(
    ("fragment", "said"),
    [
        ("is from Ohio", ["is from Ohio"]),
        ("is a nurse at St Mary's", ["is a nurse at St Mary's"]),
        ("went to Oxford for his masters", ["went to Oxford for his masters"]),
        ("did her degree at Leeds", ["did her degree at Leeds"]),
        ("went to the pub with her", None),
        ("is he from Ohio", None),
    ],
)
def test_what_a_fragment_states(fragment: str, said: list[str] | None) -> None:
    assert fragment_en(fragment) == said


FOLLOWS_ZH = [
    (["我们部门新来了个小姑娘叫林悦", "人挺内向的"], "林悦", ("trait", "内向")),
    (["我们部门新来了个小姑娘叫林悦", "在一家银行上班"], "林悦", ("employer", "银行")),
    (["公司新招了个实习生叫王磊", "现在在北京工作"], "王磊", ("works_in", "北京")),
    (["我们组来了个新人叫陈晨", "硕士毕业，学的计算机"], "陈晨", ("major", "计算机")),
    (["楼下新搬来一位大爷叫老周", "在医院当医生"], "老周", ("job", "医生")),
    (["我邻居老周今天来串门了", "性格很开朗"], "老周", ("trait", "开朗")),
    (["我邻居老周今天来串门了", "人很靠谱"], "老周", ("trait", "靠谱")),
    (["我表姐周敏昨天来了", "人特别热心"], "周敏", ("trait", "热心")),
]


@pytest.mark.parametrize(("said", "who", "fact"), FOLLOWS_ZH, ids=[f[0][1] for f in FOLLOWS_ZH])
def test_a_chinese_follow_up_goes_on_about_the_one_brought_in(
    mem: Memory, said: list[str], who: str, fact: tuple[str, str]
) -> None:
    people, _ = _people(mem, said)
    assert fact[1] in people[who].get(fact[0], ""), people


@pytest.mark.parametrize(
    "said",
    [
        ["我们部门新来了两个人，一个叫林悦一个叫王磊", "人挺内向的"],
        ["我跟我妈和小李去逛街了", "人挺好的"],
        ["我们部门新来了个小姑娘叫林悦", "我人挺内向的"],
        ["我们部门新来了个小姑娘叫林悦", "人挺内向的吗？"],
        ["我们部门新来了个小姑娘叫林悦", "如果人挺内向的就好了"],
    ],
)
def test_a_chinese_follow_up_that_could_mean_anyone_is_nobody_s(mem: Memory, said: list[str]) -> None:
    people, _ = _people(mem, said)
    assert all("trait" not in facts for facts in people.values()), people


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("我们部门新来了个小姑娘叫林悦", ("林悦", "同事")),
        ("公司新招了个实习生叫王磊", ("王磊", "实习生")),
        ("我们部门新来了两个人，一个叫林悦一个叫王磊", None),
        ("我跟同事小李吃饭了", None),
        ("新来的小姑娘叫林悦吗？", None),
    ],
)
def test_the_one_a_message_brings_in(said: str, topic: tuple[str, str] | None) -> None:
    assert topic_person_zh(said) == topic


@pytest.mark.parametrize(
    ("name", "relation", "fact", "language", "said"),
    [
        ("Ben", "cousin", ("school", "Oxford", "went to"), "en", "User's cousin Ben went to Oxford"),
        ("Amy", "sister", ("school", "Manchester", "from"), "en", "User's sister Amy went to Manchester"),
        ("Ben", "cousin", ("school", "Oxford", "studied at"), "en", "User's cousin Ben studied at Oxford"),
        ("老周", "邻居", ("trait", "人好", "为人"), "zh", "老周是用户的邻居，人好"),
        ("周敏", "表姐", ("trait", "脾气好", "为人"), "zh", "周敏是用户的表姐，脾气好"),
    ],
)
def test_what_the_follow_up_said_reads_as_said(
    name: str, relation: str, fact: tuple[str, str, str], language: str, said: str
) -> None:
    """Never "has went to Oxford", "has from Manchester", "为人是人好"."""
    attribute, value, label = fact
    assert phrase(name, relation, [MentionFact(attribute=attribute, value=value, label=label)], language) == said
