"""What reaches the prompt, read as the assistant reads it: the people section's quotes and "About the user".

A member whose asked fact the table lacks gets the user's own sentence about them only when that sentence bears on
what was asked (the attribute's words, or its value's shape, said of that member): an age question is not answered
with a sentence about a promotion, and in a chat message naming two people what follows the other one is theirs.
The table is written with `mem.entities.record` (what an extractor read, exactly), so each case says what the
table holds and what only the messages say.
"""

from __future__ import annotations

from datetime import UTC, datetime

from jiyi import FixedClock, Memory
from jiyi._entity_models import Mention, MentionFact
from jiyi._entity_said import member_part
from jiyi.lifecycle._prose import Fact, write_profile

SAID = datetime(2026, 11, 12, 9, tzinfo=UTC)


def _said(mem: Memory, clock: FixedClock, user: str, text: str, mentions: list[Mention]) -> None:
    """`text` said by the user in a conversation of its own a day later, and what the extractor read in it."""
    clock.advance(days=1)
    topic = mem.topics.create(user, text[:8])
    msg = mem.messages.add(topic.id, "user", text)
    assert msg is not None
    mem.entities.record(user, mentions, message_ids=[msg.id], topic_id=topic.id)


def _line(mem: Memory, user: str, question: str, name: str) -> str:
    """The people section's line for `name` in the block for `question` ("" when there is none)."""
    lines = mem.context(user, question).text.splitlines()
    return next((x for x in lines if x.startswith(f"- {name}")), "")


# --- a quote bears on what was asked ---------------------------------------------------------------------------
def test_an_off_topic_sentence_is_not_quoted_for_the_asked_fact(mem: Memory, clock: FixedClock) -> None:
    _said(
        mem,
        clock,
        "e",
        "ugh my roommate Jonty just got promoted to shift supervisor at the bakery lol",
        [Mention(name="Jonty", relation="roommate")],
    )
    _said(mem, clock, "e", "went bouldering w my roommate Jonty, he crushed it", [Mention(name="Jonty")])
    age = _line(mem, "e", "how old is my roommate Jonty?", "Jonty")
    assert "age: not said" in age and "supervisor" not in age and "bouldering" not in age, age
    # the sentence that does say it is quoted, with its date
    _said(mem, clock, "e", "Jonty turned 29 last week, we got him a cake", [Mention(name="Jonty")])
    age = _line(mem, "e", "how old is my roommate Jonty?", "Jonty")
    assert "age: not recorded; on " in age and "turned 29" in age and "supervisor" not in age, age

    _said(mem, clock, "z", "我室友小周最近升职当主管了，请我们吃了顿火锅", [Mention(name="小周", relation="室友")])
    zh = _line(mem, "z", "小周今年多大了？", "小周")
    assert "年龄 未提及" in zh and "火锅" not in zh, zh
    _said(mem, clock, "z", "小周上个月刚过完三十岁生日", [Mention(name="小周")])
    zh = _line(mem, "z", "小周今年多大了？", "小周")
    assert "年龄 未记录，用户" in zh and "三十岁" in zh, zh


def test_a_run_on_message_naming_two_people_is_quoted_for_the_one_it_says_it_of(mem: Memory, clock: FixedClock) -> None:
    # Dictated in one breath: the phone is 覃铎远's, the hobby is 喻霖生's.
    _said(
        mem,
        clock,
        "z",
        "说下我实习生 叫覃铎远 然后 他电话是 15996043183 对 喻霖生周末就知道剪视频",
        [
            Mention(name="覃铎远", relation="实习生", facts=[MentionFact(attribute="phone", value="15996043183")]),
            Mention(name="喻霖生", relation="实习生"),
        ],
    )
    qin = _line(mem, "z", "覃铎远平时有什么爱好？", "覃铎远")
    assert "剪视频" not in qin and "爱好 未提及" in qin, qin
    yu = _line(mem, "z", "喻霖生平时有什么爱好？", "喻霖生")
    assert "爱好 未记录，用户" in yu and "「喻霖生周末就知道剪视频」" in yu, yu

    # "my intern" is someone else: the job after it is not Marisol's, the hobby before it is
    _said(
        mem,
        clock,
        "e",
        "Marisol - hobby: axe throwing lol and my intern does taxidermy stuff, crazy hours",
        [Mention(name="Marisol", relation="bestie")],
    )
    job = _line(mem, "e", "what's my bestie Marisol's job?", "Marisol")
    assert "taxidermy" not in job and "job: not said" in job, job
    fun = _line(mem, "e", "what does Marisol do for fun?", "Marisol")
    assert '"Marisol - hobby: axe throwing' in fun and "taxidermy" not in fun, fun


def test_a_sentence_is_cut_to_what_it_says_of_the_member() -> None:
    # the other person's clause, not the member's
    assert member_part("My cousin Amy is 34 and her husband Tom is a dentist", ["tom"], ["amy"]) == "Tom is a dentist"
    assert (
        member_part("My cousin Amy is 34 and her husband Tom is a dentist", ["amy"], ["tom"]) == "My cousin Amy is 34"
    )
    # a relation word beside the member's own name is theirs; another relation word is someone else
    said = "so 1.50m, thats how tall my teammate Pip is um and my sister is a nurse"
    assert member_part(said, ["pip"], [], "teammate") == "so 1.50m, thats how tall my teammate Pip is"
    assert member_part("蔺素琴念完高中就出来工作了 俺搭档覃靖川性格挺抠门", ["蔺素琴"], ["覃靖川"]) == (
        "蔺素琴念完高中就出来工作了"
    )
    # a sentence about the member alone is all theirs; one that does not name them says nothing of them
    assert member_part("Pip got measured at the docs office, 1.50m", ["pip"], ["amy"]) == (
        "Pip got measured at the docs office, 1.50m"
    )
    assert member_part("Amy is 34", ["pip"], ["amy"]) == ""


# --- "About the user" is about the user, in prose ---------------------------------------------------------------
def _profile(facts: list[tuple[str, str]], language: str) -> str:
    return write_profile([Fact(text, language, kind, SAID) for kind, text in facts], [], language, SAID) or ""


def test_the_profile_says_who_is_in_the_users_life_not_what_else_was_said_of_them() -> None:
    en = _profile(
        [
            ("personal", "User is a nurse"),
            ("person", "User's roommate Jonty - based in Toronto"),
            ("fact", "User's teammate Marisol is so petty"),
            ("person", "User's auntie has a HS diploma"),
            ("fact", "Rafe works in Toronto"),
            ("person", "User's wife is Anna"),
            ("preference", "User loves hiking"),
        ],
        "en",
    )
    assert en == "The user is a nurse. Their wife is Anna. They love hiking.", en
    zh = _profile(
        [
            ("personal", "用户是一名中学老师"),
            ("person", "用户的表姐去年搬到了成都，在一家医院当护士"),
            ("person", "用户的表舅巫骁骏是烘焙师"),
            ("fact", "覃烨磊(用户的搭档)是本科毕业"),
            ("person", "吴杰明是用户的下属，学历是本科"),
            ("event", "葛秋萍是中专毕业的，过年回老家给用户带了特产"),
            ("preference", "用户受不了香菜"),
        ],
        "zh",
    )
    assert zh == "用户是一名中学老师。吴杰明是用户的下属。受不了香菜。", zh


def test_the_profile_leaves_out_chat_notes_and_statements_run_together() -> None:
    en = _profile(
        [
            ("personal", "User works as a barista"),
            ("event", "That gig - mostly singing along to every song"),
            ("plan", "That cottage weekend - venue Lake Rosseau in Muskoka.User was at the Oilers playoff game"),
            ("event", "The fundraiser User went to was at TD Place in Ottawa Arjun has a master's"),
            ("event", "User was at the Leafs game"),
        ],
        "en",
    )
    assert en == "The user works as a barista. They were at the Leafs game.", en
    zh = _profile(
        [
            ("personal", "用户在杭州工作"),
            ("fact", "用户的工作地 温哥华~"),
            ("fact", "上次那个聚会一共一整天"),
            ("plan", "用户下个月想去爬山"),
        ],
        "zh",
    )
    assert zh == "用户在杭州工作。接下来，下个月想去爬山。", zh
    # a plan of the user's that does not name them is theirs still; "they" agrees with its verb inside a statement
    plan = _profile(
        [("plan", "The cottage weekend is at Lake Rosseau"), ("event", "On Sunday User was at the game")], "en"
    )
    assert "the cottage weekend is at Lake Rosseau" in plan and "they were at the game" in plan, plan


# --- a memory's text is the fact, not the speaker's apology or emphasis -------------------------------------------
def test_a_memory_keeps_no_apology_emphasis_or_closing_particle(mem: Memory) -> None:
    topic = mem.topics.create("u", "chat")
    said = [
        "sorry, my cousin Ben works at Tesco",
        "my boss Tom is 52, sorry i forgot to say",
        "oops my uncle lives in Leeds not York, my bad",
        "I feel sorry for my neighbour Gary",
        "我实习生靳澈言就是今年四十三岁",
        "我表姐其实就是在成都当护士",
        "话说我姐夫是医生来着",
        "对了我妹妹在上海读研究生呢",
        "我爸其实是六十岁，刚才说错了",
        "我老板就是张伟",
        "我常去的那家店是一家酒吧",
        "my neighbour Priya is a nurse, just saying",
        "anyway my aunt Rosa turned 60 last week, whatever",
        "不好意思啊，我表哥在深圳做程序员",
        "我姑姑今年六十了吧应该",
        "我哥反正就是在北京当律师",
        "我表妹好像是在读研究生吧我也不太清楚",
    ]
    for text in said:
        mem.messages.add(topic.id, role="user", content=text)
    mem.extract(topic.id)
    texts = {r.content for r in mem.list("u", limit=100)}
    for expected in (
        "User's cousin Ben works at Tesco",
        "User's boss Tom is 52",
        "User's uncle lives in Leeds",
        "用户的实习生靳澈言今年四十三岁",
        "用户的表姐在成都当护士",
        "用户的姐夫是医生",
        "用户的妹妹在上海读研究生",
        "User's neighbour Priya is a nurse",
        "用户的表哥在深圳做程序员",
        "用户的姑姑今年六十岁",
        "用户的哥哥在北京当律师",
        "用户的表妹是在读研究生",
    ):
        assert expected in texts, (expected, texts)
    joined = " | ".join(texts)
    for word in (
        "Sorry",
        "Oops",
        "bad",
        "saying",
        "whatever",
        "就是今年",
        "其实",
        "来着",
        "呢",
        "话说",
        "说错了",
        "不好意思",
    ):
        assert word not in joined, (word, joined)
    for word in ("应该", "反正", "不太清楚"):
        assert word not in joined, (word, joined)
    # negatives: a feeling of sorrow is a fact; 就是 naming someone and the 吧 of a bar stay
    assert "User feels sorry for their neighbour Gary" in texts and joined.count("sorry") == 1, texts
    assert "用户的老板就是张伟" in texts and "用户常去的那家店是一家酒吧" in texts, texts
