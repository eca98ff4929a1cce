"""Memory text said the chat way (branch memtext6), each family in Chinese and English: one more person brought in
with a tie and a name ("there's my trainee too, Aled Price - he …", "还有我师傅老马 他是河南人") is that person and
what they are; the number to reach someone on ("急事找我组员卢建业的话打这个 …", "in an emergency ring my sister on
…") is their phone number; the age a birthday made someone is said with it; a one-character kin word (妈, 哥, 弟) is
said in full and a grade with its verb ("用户的弟弟在读大三"); the year the user was born keeps the sign said with
it; "my other half" is the user's partner; a place "there" names before it is no dangling word; where the news was
heard ("On the phone earlier", "刚才打电话") and a thanks after the fact ("thanks", "谢谢") are no part of it; a place
is written as a name; two run-on sentences about two people are two clauses; and chit-chat and questions leave no
memory. Chat openers and sign-offs ("就是那个 …", "话说回来", "反正就这样吧") say nothing, and a feeling said
with no "I" ("Was super nervous …") is the user's.

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._pro_drop import with_user_subject_en

NOW = datetime(2026, 11, 25, 9, tzinfo=UTC)
_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext46")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


def _texts(mem: Memory, said: str) -> list[str]:
    """The content of each memory one user message leaves, for a fresh user."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted(r.content for r in mem.list(user, limit=100))


# --- one more person: the tie, the name, then what they are ---------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("there's my trainee too, Aled Price - he grew up in Bangor", "User's trainee Aled Price grew up in Bangor"),
        ("there's my boss too, Helen Ward - she's from Cardiff", "User's boss Helen Ward is from Cardiff"),
        ("oh and there's my cousin too, Priya Shah - she lives in Leicester",
         "User's cousin Priya Shah lives in Leicester"),
        ("there's my manager too Sue Park she's been there ten years",
         "User's manager Sue Park has been there ten years"),
        ("there is my aunt as well, Rosa Diaz: she runs a bakery in Madrid",
         "User's aunt Rosa Diaz runs a bakery in Madrid"),
        ("there's my sister too, she lives in York", "User's sister lives in York"),
        ("还有我师傅老马 他是河南人", "用户的师傅老马，是河南人"),
        ("还有我表哥张强 他在北京开出租", "用户的表哥张强，在北京开出租"),
    ],
)  # fmt: skip
def test_one_more_person_is_who_they_are_and_what_they_do(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    "said", ["there's my trainee too, Aled Price - he grew up in Bangor", "还有我师傅老马 他是河南人"]
)
def test_the_chat_way_of_bringing_someone_in_is_not_in_the_memory(mem: Memory, said: str) -> None:
    assert not any(text.startswith(("There's", "还有")) or " too," in text for text in _texts(mem, said))


# --- the number to reach someone on is their phone number ----------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("急事找我组员卢建业的话打这个 159-1834-1691", "用户的组员卢建业的电话是159-1834-1691"),
        ("急事找我老公的话打这个 138-0013-8000", "用户老公的电话是138-0013-8000"),
        ("有事找我姐就打 13912345678", "用户姐姐的电话是13912345678"),
        ("in an emergency ring my sister on 555-201-3344", "User's sister's phone number is 555-201-3344"),
        ("for emergencies text my neighbour Jo at 555 201 3344", "User's neighbour Jo's phone number is 555 201 3344"),
    ],
)  # fmt: skip
def test_a_number_to_reach_someone_on_is_their_phone(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- the age a birthday made someone is said with it ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("上礼拜给我二姨周晓梅过了生日 六十三岁", "上礼拜给用户的二姨周晓梅过了六十三岁生日（2026-11-16 那周）"),
        ("昨天给我爸过了生日，六十五岁了", "昨天给用户的爸爸过了六十五岁生日（2026-11-24）"),
        ("my dad's 67 and still works at the garage thanks", "User's dad is 67 and still works at the garage"),
        ("my mum's 58 and a nurse", "User's mum is 58 and a nurse"),
    ],
)  # fmt: skip
def test_an_age_is_said_as_one(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- kin words in full, a grade with its verb ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我妈今年六十了", "用户的妈妈今年六十岁"),
        ("我哥今年三十五了", "用户的哥哥今年三十五岁"),
        ("我弟在读大三", "用户的弟弟在读大三"),
        ("我女儿在上小学", "用户的女儿在上小学"),
        ("my brother's 35 now", "User's brother is 35 years old"),
    ],
)
def test_kin_and_school_read_in_full(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_a_kins_kin_is_said_in_full_too(mem: Memory) -> None:
    texts = _texts(mem, "我姐在深圳上班她老公是医生")
    assert "用户姐姐的老公是医生" in texts
    assert not any("上班她" in t or "的在上是" in t for t in texts)


# --- the year the user was born, with its sign ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我是95年的 属猪", "用户是95年出生的，属猪"),
        ("我是90年的，属马", "用户是90年出生的，属马"),
        ("我今年30，属猪的", "用户今年30岁，属猪"),
        ("I was born in 1995, year of the pig", "User was born in 1995, year of the pig"),
    ],
)
def test_the_year_born_keeps_its_sign(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- "my other half", "我家那口子": the user's partner -------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my other half works at Amazon", "User's partner works at Amazon"),
        ("my better half is a teacher", "User's partner is a teacher"),
        ("我家那口子在银行上班", "用户的另一半在银行上班"),
    ],
)
def test_the_other_half_is_the_partner(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- a "there" whose place is named before it ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I moved to Denver and work at a hospital there", "User lives in Denver and works at a hospital there"),
        ("我搬到成都了", "用户住在成都"),
    ],
)
def test_there_after_its_place_stands_alone(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize("said", ["I work at a hospital there", "我在那边上班"])
def test_there_with_no_place_is_still_left_out(mem: Memory, said: str) -> None:
    assert not any(text.endswith(("there", "那边上班")) for text in _texts(mem, said))


# --- where the news was heard, and a thanks after it ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("On the phone earlier my mum said she's retiring next year",
         "User's mum said she's retiring next year (2027)"),
        ("刚才打电话我妈说她下个月退休", "用户的妈妈说她下个月退休（2026-12）"),
        ("昨晚视频的时候我姐说她怀孕了", "用户的姐姐说她怀孕了（2026-11-24）"),
        ("Mate, my brother just got a job at Tesco", "User's brother just got a job at Tesco"),
        ("说个事 我表妹下个月结婚", "用户的表妹下个月结婚（2026-12）"),
        ("话说我舅舅在成都开火锅店", "用户的舅舅在成都开火锅店"),
    ],
)  # fmt: skip
def test_where_the_news_was_heard_goes(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("i grew up in swansea thanks", "User grew up in Swansea"),
        ("my flatmate Josh is a chef cheers", "User's flatmate Josh is a chef"),
        ("my wife is a nurse in hull if that helps", "User's wife is a nurse in Hull"),
        ("my nan is 91 haha", "User's nan is 91 years old"),
        ("我妈是四川人 谢谢", "用户的妈妈是四川人"),
        ("我表姐在杭州上班，谢啦", "用户的表姐在杭州上班"),
        ("我老婆是护士哈哈", "用户的老婆是护士"),
    ],
)
def test_a_comment_after_the_fact_goes(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


# --- places are names -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my sister lives in leeds now", "User's sister lives in Leeds now"),
        ("my boss is from liverpool originally", "User's boss is from Liverpool originally"),
        ("mate my sister is moving to glasgow next month", "User's sister is moving to Glasgow next month (2026-12)"),
        ("my neighbour is from poland", "User's neighbour is from Poland"),
        ("我姐在深圳上班我在广州", "用户的姐姐在深圳上班，用户在广州"),  # a place said in Han is a place as said
    ],
)
def test_a_place_is_written_as_a_name(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my best friend lives in town", "User's best friend lives in town"),
        ("my girlfriend works in marketing", "User's girlfriend works in marketing"),
        ("我表哥在北京读书他女朋友是上海人", "用户的表哥在北京读书"),
    ],
)
def test_an_ordinary_word_is_no_place_and_a_run_on_is_cut(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- chit-chat and questions ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "你觉得我应该换工作吗",
        "今天天气真好",
        "哈哈哈",
        "好的谢谢",
        "你说我要不要换工作",
        "haha yeah",
        "thanks",
        "ok cool",
        "does my sister live in leeds?",
        "what should I get my mum for her birthday",
    ],
)
def test_chit_chat_and_questions_leave_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我喜欢参加party", "用户喜欢参加party"),  # "ty" is no thanks inside a word
        ("my mum loves cheers", "User's mum loves cheers"),  # a thanks word that is what she loves stays
    ],
)
def test_a_word_like_a_thanks_that_says_something_stays(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


# --- dictated without punctuation: a name after its tie, a new clause where a pronoun opens one ----------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my brother tom lives in bristol he is a plumber", "User's brother Tom lives in Bristol and is a plumber"),
        ("my sister amy is 34 she works at a bank", "User's sister Amy is 34 and works at a bank"),
        ("我姐在深圳上班她老公是医生", "用户的姐姐在深圳上班"),
        ("我表哥在北京读书他女朋友是上海人", "用户的表哥在北京读书"),
    ],
)
def test_a_dictated_message_is_said_in_sentences(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my grandad passed away last year he was 92", "User's grandad passed away last year and was 92 (2025)"),
        ("我爷爷去年走了", "用户的爷爷去年走了（2025 年）"),
    ],
)
def test_someone_who_died_is_said_so_plainly(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts
    assert not any("is passed away" in t for t in texts)


# --- a month or a weekday typed small is a name; "may" the verb stays ----------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my best mate Dave is getting married in june", "User's best mate Dave is getting married in June"),
        ("i play five-a-side every sunday", "User plays five-a-side every Sunday"),
        ("我闺蜜小林六月份结婚", "用户的闺蜜小林六月份结婚（2027-06）"),
    ],
)
def test_a_month_or_weekday_is_written_as_a_name(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_may_the_verb_is_no_month(mem: Memory) -> None:
    assert not any("May" in t for t in _texts(mem, "my sister may move to leeds in march"))


# --- chat openers and sign-offs, and a feeling said with no "I" (stop 46, lead) ----------------------------------
@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("就是那个 我实习生 禹靖川，他不在腾讯了 现在在Google。", "用户的实习生禹靖川"),
        ("那个 我表哥在深圳上班。", "用户的表哥在深圳上班"),
        ("话说回来 在川西自驾游上一路吃牦牛火锅 哈哈哈，反正就这样吧。", "用户在川西自驾游上一路吃牦牛火锅"),
        ("话说我表哥在深圳上班。", "用户的表哥在深圳上班"),
        (
            "Was super nervous last week when I shared my book with my writers group but got some great feedback.",
            "User was super nervous last week when they shared their book",
        ),
        ("was nervous about the interview but it went fine", "User was nervous about the interview"),
    ],
)
def test_openers_sign_offs_and_an_unsaid_i(mem: Memory, said: str, want: str) -> None:
    texts = _texts(mem, said)
    assert any(t.startswith(want) for t in texts), texts
    assert not any(bad in t for t in texts for bad in ("用户回来", "就这样", "用户就是", "Was super"))


@pytest.mark.parametrize(
    "said",
    ["Was great catching up!", "Was he nervous?", "Was a blast", "Was so nervous, you know?", "那个人是我表哥。"],
)
def test_no_user_subject_where_the_words_are_of_something_else_or_ask(said: str) -> None:
    if said.isascii():
        assert with_user_subject_en(said) == said


def test_a_sign_off_alone_is_no_memory(mem: Memory) -> None:
    assert _texts(mem, "我们就这样吧，先不买了。") == []
