"""The people and things section on questions it was not tuned for (issue #21), through `Memory` on both stores:
a set asked in the user's own label words, an attribute asked in words no list holds, the user's own dated
sentence where the table lacks the asked fact (never one the user took back), living abroad relative to the
user's home, pets, and no section for a question about no one.

The table is written with `mem.entities.record` (what an extractor read, exactly), so each case says what the
table holds and what only the messages say.
"""

from __future__ import annotations

import re

from jiyi import FixedClock, Memory
from jiyi._entity_models import Entity, Mention, MentionFact
from jiyi._models import Message


def _said(
    mem: Memory, clock: FixedClock, user: str, text: str, mentions: list[Mention], *, days: int = 1
) -> tuple[list[Entity], Message]:
    """`text` said by the user in a conversation of its own `days` later, and what the extractor read in it."""
    clock.advance(days=days)
    topic = mem.topics.create(user, text[:8])
    msg = mem.messages.add(topic.id, "user", text)
    assert msg is not None
    return mem.entities.record(user, mentions, message_ids=[msg.id], topic_id=topic.id), msg


def _f(attribute: str, value: str, label: str = "") -> MentionFact:
    return MentionFact(attribute=attribute, value=value, label=label)


def _section(mem: Memory, user: str, question: str) -> str:
    """The people and things lines of the block for `question` ("" when there is no such section)."""
    text = mem.context(user, question).text
    m = re.search(r"## (?:相关的人和事|People and things)\n(.*?)(?:\n\n## |\Z)", text, re.S)
    return m.group(1) if m else ""


def _line(section: str, name: str) -> str:
    return next((x for x in section.splitlines() if x.startswith(f"- {name}")), "")


# --- a set in the user's own words ---------------------------------------------------------------------------
def test_a_set_is_found_by_a_word_of_the_users_own_label(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "u",
        "陈静是我们团队成员，今年三十一岁",
        [Mention(name="陈静", relation="团队成员", facts=[_f("age", "31岁")])],
    )
    _said(
        mem,
        clock,
        "u",
        "周涛也是团队成员，四十五岁了",
        [Mention(name="周涛", relation="团队成员", facts=[_f("age", "45岁")])],
    )
    _said(
        mem,
        clock,
        "u",
        "Priya is my lab mate, she lives in Leeds",
        [Mention(name="Priya", relation="lab mate", facts=[_f("lives_in", "Leeds")])],
    )
    _said(
        mem,
        clock,
        "u",
        "Tomas is a lab mate too, based in York",
        [Mention(name="Tomas", relation="lab mate", facts=[_f("lives_in", "York")])],
    )
    zh = _section(mem, "u", "我团队里谁年纪最大？")
    assert zh.splitlines()[0].startswith("- 用户的团队共 2 人") and "年龄最大：周涛" in zh, zh
    en = _section(mem, "u", "where do my lab mates live?")
    assert en.splitlines()[0].startswith("- The user's lab mates (2)"), en
    assert "Priya (lab mate) — lives in: Leeds" in en and "Tomas (lab mate) — lives in: York" in en, en
    # a word of a label without the possessive is not the set: "团队建设", "a lab report"
    assert _section(mem, "u", "帮我写一份团队建设方案") == ""
    assert _section(mem, "u", "help me write a lab report") == ""


def test_a_set_is_found_by_a_synonym_the_lexicon_knows(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "u",
        "吴杰明是我的下属，专科毕业",
        [Mention(name="吴杰明", relation="下属", facts=[_f("education", "专科")])],
    )
    _said(
        mem,
        clock,
        "u",
        "张伟也是我下属，硕士",
        [Mention(name="张伟", relation="下属", facts=[_f("education", "硕士")])],
    )
    _said(
        mem,
        clock,
        "u",
        "Ben is a friend of mine, he lives in Austin",
        [Mention(name="Ben", relation="friend", facts=[_f("lives_in", "Austin")])],
    )
    assert "学历最高：张伟（硕士）" in _section(mem, "u", "我手下那几个人谁学历最高")
    assert "Ben (friend) — lives in: Austin" in _section(mem, "u", "where do my buddies live these days?")


# --- an attribute asked in words no list holds ---------------------------------------------------------------
def test_an_attribute_asked_in_the_words_of_the_fact_labels(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "u",
        "我同事李雷是学计算机专业的",
        [Mention(name="李雷", relation="同事", facts=[_f("major", "计算机", "专业"), _f("age", "30岁")])],
    )
    _said(
        mem,
        clock,
        "u",
        "我同事韩梅梅学的是金融专业",
        [Mention(name="韩梅梅", relation="同事", facts=[_f("major", "金融", "专业"), _f("likes", "羽毛球")])],
    )
    _said(
        mem,
        clock,
        "e",
        "My coworker Dana majored in chemistry",
        [Mention(name="Dana", relation="coworker", facts=[_f("major", "chemistry", "majored in"), _f("age", "41")])],
    )
    _said(
        mem,
        clock,
        "e",
        "My coworker Raj majored in history and he loves chess",
        [Mention(name="Raj", relation="coworker", facts=[_f("major", "history", "majored in"), _f("likes", "chess")])],
    )
    zh = _section(mem, "u", "我同事们本科都读的什么专业？")
    assert "李雷（同事）：专业 计算机" in zh and "韩梅梅（同事）：专业 金融" in zh, zh
    assert "羽毛球" not in zh and "30岁" not in zh  # the asked attribute, not everything known
    en = _section(mem, "e", "what did my coworkers major in at college?")
    assert "Dana (coworker) — majored in: chemistry" in en and "Raj (coworker) — majored in: history" in en, en
    assert "41" not in en and "chess" not in en and "school" not in en, en
    # asked in words that name no attribute at all: every member's facts, compactly
    every = _section(mem, "u", "说说我的同事们")
    assert "计算机" in every and "羽毛球" in every and "30岁" in every, every


# --- the user's own sentence where the table lacks the fact -------------------------------------------------
def test_a_member_whose_fact_the_table_lacks_gets_the_users_own_dated_sentence(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem, clock, "u", "我朋友王芳住在南京", [Mention(name="王芳", relation="朋友", facts=[_f("lives_in", "南京")])]
    )
    # the extractor read the tie but missed the move
    _, moved = _said(
        mem, clock, "u", "我朋友小林上个月搬到成都了，新家离公司很近", [Mention(name="小林", relation="朋友")], days=3
    )
    # nothing at all was said of where this one lives, only that he is a friend
    _said(mem, clock, "u", "我朋友老赵人特别好", [Mention(name="老赵", relation="朋友")])
    zh = _section(mem, "u", "我那帮朋友都住哪儿？")
    assert "王芳（朋友）：住在 南京" in zh, zh
    day = moved.created_at.date().isoformat()
    assert f"小林（朋友）：住在 未记录，用户 {day} 说过：「我朋友小林上个月搬到成都了" in zh, zh
    # the only sentence about 老赵 says no more than the line: "未记录" would be news to no one, "未提及" stays
    assert "老赵（朋友）：住在 未提及" in zh or "老赵（朋友）：住在 未记录，用户" in zh, zh

    _said(
        mem,
        clock,
        "v",
        "My buddy Sam moved to Denver last spring, he loves it there",
        [Mention(name="Sam", relation="buddy")],
    )
    _said(
        mem,
        clock,
        "v",
        "My friend Lena lives in Boston",
        [Mention(name="Lena", relation="friend", facts=[_f("lives_in", "Boston")])],
    )
    en = _section(mem, "v", "where do my friends live?")
    sam = _line(en, "Sam")
    assert "lives in: not recorded; on " in sam and '"My buddy Sam moved to Denver last spring' in sam, en
    assert "Lena (friend) — lives in: Boston" in en


def test_a_long_quote_is_cut_around_what_was_asked_not_before_it(mem: Memory, clock: FixedClock) -> None:
    # The value the quote stands in for sits at the end of a long message: a cut from the start dropped it
    # ("…and you can email her…").
    text = "Talked to my godmother Ines today. She's 5 foot 4, lives in Lisbon, and you can email her at ines@mail.pt."
    _said(mem, clock, "u", text, [Mention(name="Ines", relation="godmother")])
    line = _line(_section(mem, "u", "What's Ines's email?"), "Ines")
    assert "email: not recorded; on " in line and "ines@mail.pt" in line, line
    zh = (
        "昨天跟我干妈刘秀英吃了顿饭，聊了很多以前的事情，她身体还挺好的，精神头也足，每天早上都去公园打太极，"
        "对了她的邮箱是liuxy1958@163.com，手机号13800001111。"
    )
    _said(mem, clock, "v", zh, [Mention(name="刘秀英", relation="干妈")])
    line = _line(_section(mem, "v", "刘秀英的手机号是多少？"), "刘秀英")
    assert "未记录" in line and "13800001111" in line, line
    assert len(line) < 160, line  # still one short excerpt, not the whole message


def test_a_count_quotes_a_sentence_that_says_the_attribute_in_other_words(mem: Memory, clock: FixedClock) -> None:
    # "born and raised in", "grew up in", "got her PhD", "she's 38": no word a question asks these by, but the
    # sentence says the value the count needs, so the member's line quotes it rather than "not said".
    _said(mem, clock, "u", "My teammate Jordan Reyes was born and raised in El Paso, now working remotely from Boise.",
          [Mention(name="Jordan Reyes", relation="teammate")])  # fmt: skip
    _said(mem, clock, "u", "My cousin Tamsin Lowe is six feet tall and she was born in El Paso too.",
          [Mention(name="Tamsin Lowe", relation="cousin", facts=[_f("height", "six feet")])])  # fmt: skip
    _said(mem, clock, "u", "My neighbour Gary Flynn is from Cork.",
          [Mention(name="Gary Flynn", relation="neighbour", facts=[_f("from", "Cork")])])  # fmt: skip
    en = _section(mem, "u", "How many of the people I told you about were born in El Paso?")
    assert "born and raised in El Paso" in _line(en, "Jordan Reyes"), en
    assert "she was born in El Paso too" in _line(en, "Tamsin Lowe"), en
    assert "from: Cork" in _line(en, "Gary Flynn"), en
    # a lookup of the work city keeps the value after its cue, though the message runs past the cut
    assert "from Boise" in _line(_section(mem, "u", "Where does Jordan work?"), "Jordan Reyes")

    _said(mem, clock, "v", "我表姐周敏是在成都长大的，后来去了北京读书，现在一个人在那边打拼，挺不容易的。",
          [Mention(name="周敏", relation="表姐")])  # fmt: skip
    _said(
        mem, clock, "v", "我同事吴磊老家是山东的。", [Mention(name="吴磊", relation="同事", facts=[_f("from", "山东")])]
    )
    zh = _section(mem, "v", "我认识的人里有几个老家在成都？")
    assert "在成都长大" in _line(zh, "周敏"), zh


def test_a_message_the_table_read_about_them_is_quoted_though_it_names_them_not(mem: Memory, clock: FixedClock) -> None:
    # The second message says "他" / "He": the table read the age from it for 陈志刚 / Marcus, not the job, and the
    # job is what is asked; the message that only names them says nothing of it.
    _said(mem, clock, "u", "说说我姐夫吧，他叫陈志刚。", [Mention(name="陈志刚", relation="姐夫")])
    clock.advance(minutes=2)
    msg = mem.messages.add(mem.topics.list("u")[0].id, "user", "他今年四十一，在西安一家医院当麻醉师。")
    assert msg is not None
    mem.entities.record("u", [Mention(name="陈志刚", facts=[_f("age", "四十一岁")])], message_ids=[msg.id])
    line = _line(_section(mem, "u", "陈志刚是做什么的？"), "陈志刚")
    assert "当麻醉师" in line and "说说我姐夫吧" not in line, line

    _said(mem, clock, "v", "Let me tell you about my brother-in-law Marcus Bell.",
          [Mention(name="Marcus Bell", relation="brother-in-law")])  # fmt: skip
    clock.advance(minutes=2)
    msg = mem.messages.add(
        mem.topics.list("v")[0].id, "user", "He's 38 and teaches chemistry at a high school in Tucson."
    )
    assert msg is not None
    mem.entities.record("v", [Mention(name="Marcus Bell", facts=[_f("age", "38")])], message_ids=[msg.id])
    line = _line(_section(mem, "v", "What does Marcus do for a living?"), "Marcus Bell")
    assert "teaches chemistry" in line, line

    # a message that names someone else is theirs where it names them: "He got …" is Trevor's, not Ivy's
    _said(mem, clock, "w", "Meet Trevor Sato, my uncle. He got an associate degree. My aunt Ivy comes from Savannah.",
          [Mention(name="Trevor Sato", relation="uncle", facts=[_f("education", "associate degree")]),
           Mention(name="Ivy", relation="aunt", facts=[_f("from", "Savannah")])])  # fmt: skip
    en = _section(mem, "w", "How many of my relatives have a degree?")
    assert "Trevor Sato (uncle) — education: associate degree" in en, en
    assert "associate" not in _line(en, "Ivy"), en


def test_a_quote_never_brings_back_what_the_user_forgot_or_corrected(mem: Memory, clock: FixedClock) -> None:
    [wu], _ = _said(
        mem,
        clock,
        "u",
        "吴杰明是我的下属，人很靠谱",
        [Mention(name="吴杰明", relation="下属", facts=[_f("trait", "靠谱")])],
    )
    _said(mem, clock, "u", "吴杰明住在杭州西湖边", [Mention(name="吴杰明", facts=[_f("lives_in", "杭州")])])
    [li], _ = _said(
        mem,
        clock,
        "u",
        "李娜也是我的下属，做事很细",
        [Mention(name="李娜", relation="下属", facts=[_f("trait", "细心")])],
    )
    _said(mem, clock, "u", "李娜住在苏州园区", [Mention(name="李娜", facts=[_f("lives_in", "苏州")])])
    before = _section(mem, "u", "我下属们都住哪？")
    assert "吴杰明（下属）：住在 杭州" in before and "李娜（下属）：住在 苏州" in before, before

    def memory_of(entity_id: str, value: str) -> str:
        return next(f.memory_id for f in mem.entities.get("u", entity_id).facts if f.value == value)

    mem.forget("u", memory_of(wu.id, "杭州"))  # forgotten: its message is no longer a quote
    mem.update("u", memory_of(li.id, "苏州"), "李娜住在无锡")  # corrected: the old sentence is no quote either
    after = _section(mem, "u", "我下属们都住哪？")
    assert "杭州" not in after and "苏州" not in after, after
    assert "吴杰明（下属）：住在 未提及" in after, after


# --- living abroad --------------------------------------------------------------------------------------------
def test_who_lives_abroad_is_read_against_the_users_home(mem: Memory, clock: FixedClock) -> None:
    mem.add("u", "用户住在上海", type="personal")
    _said(
        mem,
        clock,
        "u",
        "我朋友刘强在伦敦工作生活",
        [Mention(name="刘强", relation="朋友", facts=[_f("lives_in", "伦敦")])],
    )
    _said(
        mem, clock, "u", "我朋友赵敏住在成都", [Mention(name="赵敏", relation="朋友", facts=[_f("lives_in", "成都")])]
    )
    _said(
        mem, clock, "u", "我同事Kenji住在大阪", [Mention(name="Kenji", relation="同事", facts=[_f("lives_in", "大阪")])]
    )
    alone = _section(mem, "u", "谁住在国外？")
    head = alone.splitlines()[0]
    assert head.startswith("- 住在国外的：") and "刘强（伦敦）" in head and "Kenji（大阪）" in head, alone
    assert "赵敏" not in alone
    friends = _section(mem, "u", "我朋友里有谁在海外吗")
    assert "- 住在国外的：刘强（伦敦）" in friends and "Kenji" not in friends, friends

    mem.add("e", "User lives in Philadelphia", type="personal")
    _said(
        mem,
        clock,
        "e",
        "My friend Grace lives in Lisbon",
        [Mention(name="Grace", relation="friend", facts=[_f("lives_in", "Lisbon")])],
    )
    _said(
        mem,
        clock,
        "e",
        "My friend Amy lives in Miami",
        [Mention(name="Amy", relation="friend", facts=[_f("lives_in", "Miami")])],
    )
    en = _section(mem, "e", "anyone living overseas?")
    assert en.splitlines()[0] == "- Living abroad: Grace (Lisbon)" and "Amy" not in en, en


# --- pets, and no one ---------------------------------------------------------------------------------------------
def test_a_pet_is_asked_by_name_or_by_species(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "u",
        "我家的猫叫咪咪，今年三岁了",
        [Mention(name="咪咪", kind="pet", relation="猫", facts=[_f("age", "三岁")])],
    )
    _said(
        mem,
        clock,
        "e",
        "Our dog Rocky is seven",
        [Mention(name="Rocky", kind="pet", relation="dog", facts=[_f("age", "7")], language="en")],
    )
    assert "咪咪（猫）：年龄 三岁" in _section(mem, "u", "咪咪几岁了？")
    assert "咪咪（猫）：年龄 三岁" in _section(mem, "u", "我家猫几岁了")
    assert "Rocky (dog) — age: 7" in _section(mem, "e", "how old is our dog?")


def test_a_question_about_no_one_gets_no_section(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem, clock, "u", "我朋友王芳住在南京", [Mention(name="王芳", relation="朋友", facts=[_f("lives_in", "南京")])]
    )
    _said(
        mem,
        clock,
        "u",
        "My friend Lena lives in Boston",
        [Mention(name="Lena", relation="friend", facts=[_f("lives_in", "Boston")])],
    )
    for question in (
        "今天天气怎么样？",
        "帮我订一张去北京的机票",
        "what's the weather like today?",
        "book me a table for two",
    ):
        assert _section(mem, "u", question) == "", question


def test_a_full_name_is_asked_by_its_first_name(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "e",
        "Grace Lee is my sister. She loves jazz.",
        [Mention(name="Grace Lee", relation="sister", facts=[_f("likes", "jazz")], language="en")],
    )
    assert "Grace Lee (sister) — likes: jazz" in _section(mem, "e", "What does Grace like?")
    # the word, not the name; and a first name two people share names neither
    assert _section(mem, "e", "should we say grace before dinner?") == ""
    _said(
        mem,
        clock,
        "e",
        "Grace Kim is a colleague of mine",
        [Mention(name="Grace Kim", relation="colleague", language="en")],
    )
    assert _section(mem, "e", "What does Grace like?") == ""


def test_a_comparison_claims_its_top_only_among_the_values_recorded(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "我组员陈静今年三十一岁", [Mention(name="陈静", relation="组员", facts=[_f("age", "31岁")])])
    _said(
        mem,
        clock,
        "u",
        "周涛也是我组员，人挺幽默",
        [Mention(name="周涛", relation="组员", facts=[_f("trait", "幽默")])],
    )
    _said(mem, clock, "u", "周涛明年就五十岁了，不过看着很年轻", [Mention(name="周涛")])
    zh = _section(mem, "u", "谁年纪最大，我的组员里")
    assert "已记录的年龄最大：陈静（31岁）" in zh, zh
    # 周涛's age is in no fact: the sentence that says it, not the one the table read his humour from
    assert "周涛（组员）：年龄 未记录" in zh and "「周涛明年就五十岁了" in zh and "幽默」" not in zh, zh
