"""Entity capture that generalises (issue #21): attributes said the many ways people say them, a note for what fits
no attribute, names the word segmenter does not know but the user's world holds, nicknames, pets by species, and
the statements that must stay unread (hypotheticals, wishes, questions, a day's events, a bare pronoun's news).

Extractor cases are one user message and the exact mentions read from it, as in `test_entity_extract`; the
end-to-end cases go through the public API (topic, messages, `extract`) and read `mem.entities` on every store.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import EntityView, MentionFact
from jiyi._entity_record import phrase
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

ZH: list[tuple[str, list[Row]]] = [
    # education
    ("我师姐林晓彤硕士毕业", [_p("林晓彤", "师姐", ("education", "硕士"))]),
    ("我堂哥念完大专就去当兵了", [_p("", "堂哥", ("education", "大专"))]),
    ("我闺蜜最高学历是博士", [_p("", "闺蜜", ("education", "博士"))]),
    # age
    ("我舅舅今年刚满六十岁", [_p("", "舅舅", ("age", "六十岁"))]),
    ("我岳母都七十了", [_p("", "岳母", ("age", "七十岁"))]),
    ("我徒弟刚过了二十五岁生日", [_p("", "徒弟", ("age", "二十五岁"))]),
    # where they live
    ("我表姐一家人都在深圳", [_p("", "表姐", ("lives_in", "深圳"))]),
    ("我发小前年定居在成都", [_p("", "发小", ("lives_in", "成都"))]),
    ("我大学室友在苏州安家了", [_p("", "大学室友", ("lives_in", "苏州"))]),
    ("我姑妈常住海口", [_p("", "姑妈", ("lives_in", "海口"))]),
    # what they like
    ("我合伙人一有空就去钓鱼", [_p("", "合伙人", ("likes", "钓鱼"))]),
    ("我同桌这阵子迷上了飞盘", [_p("", "同桌", ("likes", "飞盘"))]),
    ("我婆婆热衷于跳广场舞", [_p("", "婆婆", ("likes", "跳广场舞"))]),
    ("我老同学最大的爱好是下象棋", [_p("", "老同学", ("hobby", "下象棋"))]),
    # work
    ("我小舅是个兽医", [_p("", "小舅", ("job", "兽医"))]),
    ("我姐夫干装修这行", [_p("", "姐夫", ("job", "装修"))]),
    ("我邻居当保安好多年了", [_p("", "邻居", ("job", "保安"))]),
    (
        "我侄子在网易做事",
        [_p("", "侄子", ("employer", "网易"), links=(("works_at", "网易"),)), _org("网易")],
    ),
    (
        "我组长跳槽去了拼多多",
        [_p("", "组长", ("employer", "拼多多"), links=(("works_at", "拼多多"),)), _org("拼多多")],
    ),
    # allergies
    ("我室友对芒果严重过敏", [_p("", "室友", ("allergy", "芒果"))]),
    ("我儿子一碰猫毛就起疹子", [_p("", "儿子", ("allergy", "猫毛"))]),
    ("我外婆不能碰海鲜", [_p("", "外婆", ("allergy", "海鲜"))]),
    # what fits no attribute is kept as said
    ("我表哥前阵子开了家火锅店", [_p("", "表哥", ("note", "前阵子开了家火锅店"))]),
    ("我闺蜜报了个陶艺班", [_p("", "闺蜜", ("note", "报了个陶艺班"))]),
    # pets by species, named
    ("我家猫年糕今年四岁了", [_p("年糕", "猫", ("age", "四岁"), kind="pet")]),
    ("豆豆是我家的仓鼠", [_p("豆豆", "仓鼠", kind="pet")]),
    ("我养了一条金毛叫大黄", [_p("大黄", "金毛", kind="pet")]),
    # name forms: a full name the segmenter reads whole, 阿X, a nickname with 的外号是
    ("许嘉怡硕士毕业", [_p("许嘉怡", "", ("education", "硕士"))]),
    (
        "阿强在顺丰做事",
        [_p("阿强", "", ("employer", "顺丰"), links=(("works_at", "顺丰"),)), _org("顺丰")],
    ),
    ("邓姐的外号是小辣椒", [_p("邓姐", "", aliases=("小辣椒",))]),
    (
        "我搭档柯子墨在京东做事",
        [_p("柯子墨", "搭档", ("employer", "京东"), links=(("works_at", "京东"),)), _org("京东")],
    ),
    # never read
    ("林子里有只松鼠", []),  # a word the segmenter tags a name, with nothing an attribute says of a person
    ("我表哥要是搬到北京就好了", []),  # a hypothetical
    ("我表哥不想搬到北京", []),  # a negated wish
    ("我表哥今天请假了", []),  # a day's event, not something lasting about him
    ("我想让我表哥帮我搬家", []),
    ("他一开始情绪很低落", []),  # a bare 他 with nobody named: a film's hero as likely as a friend
]

EN: list[tuple[str, list[Row]]] = [
    ("My cousin Dana settled in Tucson", [_p("Dana", "cousin", ("lives_in", "Tucson"))]),
    ("Another friend of mine, Victor Hale, moved to Madrid", [_p("Victor Hale", "friend", ("lives_in", "Madrid"))]),
    ("Victor, an old friend of mine, lives in Oslo", [_p("Victor", "old friend", ("lives_in", "Oslo"))]),
    ("A coworker of mine, Dana Bell, is a nurse", [_p("Dana Bell", "coworker", ("job", "nurse"))]),
    (
        "Tom Becker is on my team too. He only finished high school",
        [_p("Tom Becker", "team member", ("education", "high school"))],
    ),
    ("Grace Liu, who reports to me, holds a PhD", [_p("Grace Liu", "direct report", ("education", "PhD"))]),
    ("Dana works with me and lives in Austin", [_p("Dana", "colleague", ("lives_in", "Austin"))]),
    ("My old college roommate is based out of Denver", [_p("", "old college roommate", ("lives_in", "Denver"))]),
    ("My mentor relocated to Austin a few years back", [_p("", "mentor", ("lives_in", "Austin"))]),
    ("My bestie calls Brooklyn home these days", [_p("", "bestie", ("lives_in", "Brooklyn"))]),
    ("My boss earned an MBA at night school", [_p("", "boss", ("education", "MBA"))]),
    ("My father-in-law went back to school for a law degree", [_p("", "father-in-law", ("education", "law degree"))]),
    ("My teammate Kofi just hit 30", [_p("Kofi", "teammate", ("age", "30"))]),
    ("My neighbor turned 80 last week", [_p("", "neighbor", ("age", "80"))]),
    ("My boss is hooked on pickleball", [_p("", "boss", ("likes", "pickleball"))]),
    ("My sister-in-law picked up knitting recently", [_p("", "sister-in-law", ("hobby", "knitting"))]),
    ("My mentor is big on trail running", [_p("", "mentor", ("likes", "trail running"))]),
    ("My brother-in-law trained as an electrician", [_p("", "brother-in-law", ("job", "electrician"))]),
    ("My aunt has been a midwife for years", [_p("", "aunt", ("job", "midwife"))]),
    (
        "My coworker Luis got hired at Stripe",
        [_p("Luis", "coworker", ("employer", "Stripe"), links=(("works_at", "Stripe"),)), _org("Stripe")],
    ),
    (
        "My roommate took a job at Costco",
        [_p("", "roommate", ("employer", "Costco"), links=(("works_at", "Costco"),)), _org("Costco")],
    ),
    ("My nephew breaks out from strawberries", [_p("", "nephew", ("allergy", "strawberries"))]),
    ("My bestie has an allergy to cashews", [_p("", "bestie", ("allergy", "cashews"))]),
    ("My grandpa reacts badly to penicillin", [_p("", "grandpa", ("allergy", "penicillin"))]),
    ("My mentor just started a pottery class", [_p("", "mentor", ("note", "started a pottery class"))]),
    ("My teammate Ana adopted a rescue greyhound", [_p("Ana", "teammate", ("note", "adopted a rescue greyhound"))]),
    ("Our parrot Kiwi is 12", [_p("Kiwi", "parrot", ("age", "12"), kind="pet")]),
    ("We have a hamster called Nibbles", [_p("Nibbles", "hamster", kind="pet")]),
    ("Everyone knows Theodore as Teddy", [_p("Theodore", "", aliases=("Teddy",))]),
    (
        "One of my buddies is Omar Haddad, he moved out to Phoenix last spring",
        [_p("Omar Haddad", "buddy", ("lives_in", "Phoenix"))],
    ),
    ("Let me tell you about my cousin Rosa. She breaks out from latex.", [_p("Rosa", "cousin", ("allergy", "latex"))]),
    ("My grandma passed away and it's been really hard", [_p("", "grandma", ("status", "passed away"))]),
    # never read
    ("If my cousin moved to Denver, I'd visit her", []),
    ("Does my boss still live in Austin?", []),
    ("My cousin doesn't want to move to Denver", []),
    ("Paris is lovely in the spring", []),
    ("My boss is in a meeting today", []),  # a day's event
    ("They always sleep like that", []),  # "they": anything at all
    ("My mom picked it out", []),  # what "it" is was said elsewhere: no note can stand alone
]


@pytest.mark.parametrize(("text", "expected"), ZH, ids=[t for t, _ in ZH])
def test_chinese_phrasings_beyond_the_first_templates(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), EN, ids=[t for t, _ in EN])
def test_english_phrasings_beyond_the_first_templates(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def test_a_name_the_users_world_holds_opens_a_clause_though_the_segmenter_splits_it() -> None:
    # jieba reads 牛立新 as "cow" and an adverb: only the user's world says it is a name
    assert extract_mentions("牛立新在京东做事", language="zh") == []
    [cen, jd] = extract_mentions("牛立新在京东做事", language="zh", names=["牛立新"])
    assert (cen.name, [(f.attribute, f.value) for f in cen.facts], jd.kind) == ("牛立新", [("employer", "京东")], "org")
    # "Omar" of "Omar Haddad": people are named by their first name day to day, whatever the verb
    [omar] = extract_mentions("Omar switched careers and became a chef", language="en", names=["Omar Haddad"])
    assert (omar.name, [(f.attribute, f.value) for f in omar.facts]) == ("Omar", [("job", "chef")])
    # a held name only where it ends: 王明远 is someone else than the 王明 the world holds, Tom Lee than Tom
    assert [m.name for m in extract_mentions("王明远在京东做事", language="zh", names=["王明"])] == ["王明远", "京东"]
    assert [m.name for m in extract_mentions("Tom Lee moved to Austin", language="en", names=["Tom"])] == ["Tom Lee"]
    # a held name with nothing said of it is no mention
    assert extract_mentions("牛立新呢", language="zh", names=["牛立新"]) == []


def test_a_note_reads_as_one_sentence_in_its_language() -> None:
    note = [MentionFact(attribute="note", value="前阵子开了家火锅店")]
    assert phrase("", "表哥", note, "zh") == "用户的表哥前阵子开了家火锅店"
    assert phrase("王磊", "表哥", note, "zh") == "王磊是用户的表哥，前阵子开了家火锅店"
    assert phrase("王磊", "", note, "zh") == "王磊前阵子开了家火锅店"
    pottery = [MentionFact(attribute="note", value="started a pottery class")]
    assert phrase("Derek", "mentor", pottery, "en") == "User's mentor Derek started a pottery class"
    assert phrase("", "mentor", pottery, "en") == "User's mentor started a pottery class"


# --- end to end: messages in, `extract`, the entity table -------------------------------------------------


def _say(mem: Memory, user: str, *texts: str) -> None:
    """Each message in its own distilled batch, as a conversation spread over days is."""
    topic = mem.topics.create(user, "chat")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)


def _one(mem: Memory, user: str, name: str) -> EntityView:
    found = mem.entities.find(user, name)
    assert len(found) == 1, [(e.name, e.aliases) for e in found]
    return mem.entities.get(user, found[0].id)


def _facts(view: EntityView) -> dict[str, str]:
    return {f.attribute: f.value for f in view.facts}


def test_a_name_introduced_with_its_relation_gathers_facts_said_later_in_other_words(mem: Memory) -> None:
    # each in a conversation of its own: no recent message says who 牛立新 is, the entity table does
    _say(mem, "u1", "我组员牛立新今年三十岁")
    _say(mem, "u1", "牛立新前两年搬到了西安")
    _say(mem, "u1", "牛立新在京东做事")
    cen = _one(mem, "u1", "牛立新")
    assert (cen.entity.relation, _facts(cen)) == (
        "组员",
        {"relation": "组员", "age": "三十岁", "lives_in": "西安", "employer": "京东"},
    )
    assert not mem.entities.find("u2", "牛立新")  # another user's world is not read


def test_a_nickname_said_once_is_the_same_person_later(mem: Memory) -> None:
    _say(mem, "u1", "邓思远是我发小，他常住青岛", "邓思远，我们都管他叫阿远", "阿远热衷于冲浪")
    deng = _one(mem, "u1", "阿远")
    assert deng.entity.name == "邓思远" and "阿远" in deng.entity.aliases
    assert _facts(deng)["likes"] == "冲浪" and _facts(deng)["lives_in"] == "青岛"
    assert len([e for e in mem.entities.list("u1") if e.kind == "person"]) == 1


def test_a_chinese_note_is_kept_with_a_memory_that_says_it(mem: Memory) -> None:
    _say(mem, "u1", "我表哥前阵子开了家火锅店")
    cousin = _one(mem, "u1", "表哥")
    [note] = [f for f in cousin.facts if f.attribute == "note"]
    assert note.value == "前阵子开了家火锅店"
    memory = mem.get("u1", note.memory_id)
    assert "表哥" in memory.content and "开了家火锅店" in memory.content, memory.content


def test_an_english_note_is_kept_with_a_memory_that_says_it(mem: Memory) -> None:
    _say(mem, "u1", "My mentor Derek just started a pottery class.")
    derek = _one(mem, "u1", "Derek")
    [note] = [f for f in derek.facts if f.attribute == "note"]
    assert note.value == "started a pottery class" and derek.entity.relation == "mentor"
    memory = mem.get("u1", note.memory_id)
    assert "Derek" in memory.content and "pottery class" in memory.content, memory.content


def test_a_move_said_in_other_words_replaces_where_they_live(mem: Memory) -> None:
    _say(mem, "u1", "我表姐住在杭州", "不对，我表姐去年就搬到厦门了")
    cousin = _one(mem, "u1", "表姐")
    assert _facts(cousin)["lives_in"] == "厦门"
    assert [f.value for f in cousin.past if f.attribute == "lives_in"] == ["杭州"]


def test_an_english_move_said_in_other_words_replaces_where_they_live(mem: Memory) -> None:
    _say(mem, "u1", "My cousin Dana lives in Tucson.", "Scratch that, Dana settled in Phoenix a while ago.")
    dana = _one(mem, "u1", "Dana")
    assert _facts(dana)["lives_in"] == "Phoenix"
    assert [f.value for f in dana.past if f.attribute == "lives_in"] == ["Tucson"]


def test_pets_by_species_are_pets_with_their_facts(mem: Memory) -> None:
    _say(mem, "u1", "我家猫年糕今年四岁了", "Our parrot Kiwi just turned 12.")
    niangao, kiwi = _one(mem, "u1", "年糕"), _one(mem, "u1", "Kiwi")
    assert (niangao.entity.kind, niangao.entity.relation, _facts(niangao)["age"]) == ("pet", "猫", "四岁")
    assert (kiwi.entity.kind, kiwi.entity.relation, _facts(kiwi)["age"]) == ("pet", "parrot", "12")


def test_english_wider_phrasings_end_to_end(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "One of my buddies is Luis Ortega.",
        "Luis got hired at Stripe last year.",
        "Luis breaks out from shellfish.",
        "Luis is hooked on bouldering.",
    )
    luis = _one(mem, "u1", "Luis Ortega")
    assert _facts(luis) == {
        "relation": "buddy",
        "employer": "Stripe",
        "allergy": "shellfish",
        "likes": "bouldering",
    }


def test_what_is_no_statement_about_someone_makes_no_entity(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "林子里有只松鼠",
        "我表哥要是搬到北京就好了",
        "我表哥今天请假了",
        "He seems fine, I guess.",
        "They always sleep like that.",
    )
    assert [e.name for e in mem.entities.list("u1")] == []
