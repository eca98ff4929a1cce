"""What everyday messages become as memories (stop 33): each durable fact once, in the language said, a clean
sentence, nothing lost, nothing duplicated, nothing from small talk, questions or hypotheticals.

Read at the memory level (`Memory` on a SQLite file, the offline extractor), one user per dialogue; a dialogue is
its user's and assistant's turns in order. Dated memories are checked by their words, not the date they resolve to.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._rules_en_facts import to_third_person_en

_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("everyday")) / "m.db")
    yield memory
    memory.close()


def _said(mem: Memory, *turns: str) -> list[str]:
    """The memories of one dialogue ("A: …" is the assistant's turn, anything else the user's)."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    for turn in turns:
        role, text = ("assistant", turn[2:].strip()) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role=role, content=text)
    mem.extract(topic.id)
    return sorted(r.content for r in mem.list(user, limit=100))


# --- a clause said in passing is kept, once -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("turns", "memories"),
    [
        (("我在一家外企做产品经理，平时喜欢跑步，周末一般会去爬山。",),
         ["用户周末一般会去爬山", "用户喜欢跑步", "用户在一家外企工作", "用户是产品经理"]),
        (("我在台北一家设计公司上班，平常喜欢爬山和拍照。",), ["用户喜欢爬山和拍照", "用户在台北一家设计公司工作"]),
        (("我对花生过敏，也不太能吃辣",), ["用户对花生过敏，也不太能吃辣"]),
        (("我是素食者，不吃肉也不吃蛋",), ["用户不吃肉也不吃蛋", "用户是素食者"]),
        (("我乳糖不耐受",), ["用户乳糖不耐受"]),
        (("我每周二去看我奶奶",), ["用户每周二去看奶奶"]),
        (("I'm allergic to shellfish and I try to avoid dairy too.",),
         ["User is allergic to shellfish", "User tries to avoid dairy"]),
        (("I'm lactose intolerant and I also can't eat gluten.",),
         ["User can't eat gluten", "User is lactose intolerant"]),
        (("On weekends I usually go hiking with my dog.",), ["User usually goes hiking with their dog on weekends"]),
        (("I've been trying to stay away from sugar",), ["User has been trying to stay away from sugar"]),
        (("my name's Sam btw, but everyone calls me Sammy",), ["User goes by Sammy", "User's name is Sam"]),
    ],
)  # fmt: skip
def test_every_clause_is_kept_once(mem: Memory, turns: tuple[str, ...], memories: list[str]) -> None:
    assert _said(mem, *turns) == sorted(memories)


# --- how the user wants to be called --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("以后叫我小杨就行。", "用户希望被称为小杨"),
        ("你直接叫我阿杰吧", "用户希望被称为阿杰"),
        ("call me Jo from now on", "User wants to be called Jo"),
        ("just call me Jo please", "User wants to be called Jo"),
        ("From now on, call me Mary Jane.", "User wants to be called Mary Jane"),
    ],
)
def test_how_the_user_wants_to_be_called(mem: Memory, said: str, memory: str) -> None:
    assert _said(mem, said) == [memory]


@pytest.mark.parametrize("said", ["以后叫我起床", "call me later", "call me maybe", "call me at 5", "他叫我小杨"])
def test_a_call_is_no_name(mem: Memory, said: str) -> None:
    assert not any("称为" in m or "called" in m for m in _said(mem, said))


# --- the text reads as a sentence -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("记住：我妈生日是农历八月十五。", "用户的妈妈生日是农历八月十五"),
        ("我结婚了", "用户已婚"),
        ("我们公司楼下那家咖啡店周一不开门。", "用户所在的公司楼下那家咖啡店周一不开门"),
        ("我家楼下的超市晚上十点关门", "用户家楼下的超市晚上十点关门"),
    ],
)
def test_one_clean_memory(mem: Memory, said: str, memory: str) -> None:
    assert _said(mem, said) == [memory]


def test_a_job_change_says_where_without_a_stray_particle(mem: Memory) -> None:
    said = _said(mem, "我以前在百度做算法，去年跳槽到了字节，现在做推荐系统。")
    assert "用户在字节工作" in said
    assert not any("在了" in m for m in said)


def test_a_fragment_after_the_users_sentence_is_theirs(mem: Memory) -> None:
    said = _said(mem, "I quit my job at Amazon last week. Starting at a small startup on Monday as a backend engineer.")
    assert any(m.startswith("User quit their job at Amazon last week") for m in said)
    assert any(m.startswith("User is starting at a small startup on Monday as a backend engineer") for m in said)


def test_a_dated_wedding_is_a_plan(mem: Memory) -> None:
    said = _said(mem, "我下周六结婚")
    assert len(said) == 1 and said[0].startswith("用户下周六结婚（")


def test_a_new_job_said_after_news_is_kept(mem: Memory) -> None:
    assert "用户在阿里工作" in _said(mem, "哈哈哈我终于拿到offer了！！下个月入职阿里")


@pytest.mark.parametrize("said", ["最近迷上了做饭，周末经常自己烤面包", "我家楼下的超市晚上十点关门"])
def test_a_habits_time_is_no_date(mem: Memory, said: str) -> None:
    assert not any("（" in m for m in _said(mem, said))


@pytest.mark.parametrize(
    ("said", "third"),
    [
        (
            "I'm allergic to shellfish and I try to avoid dairy",
            "User is allergic to shellfish and tries to avoid dairy",
        ),
        ("I like cats but I hate dogs", "User likes cats but hates dogs"),
        ("I moved to Denver and I'm loving it", "User moved to Denver and is loving it"),
        ("I went hiking and I really enjoy it", "User went hiking and really enjoys it"),
    ],
)
def test_one_subject_after_and_i(said: str, third: str) -> None:
    assert to_third_person_en(said) == third


# --- what is never a memory -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "turns",
    [
        ("如果我明年换工作的话，应该会去上海",),
        ("你觉得我应该学Python还是Java？",),
        ("今天天气真好啊",),
        ("好的谢谢",),
        ("If I get the job I'll move to Austin.",),
        ("What's a good recipe for dinner?",),
        ("thanks, that's helpful!",),
        ("haha nice",),
        ("What do you think? Starting a new job soon.",),
    ],
)
def test_questions_hypotheticals_and_small_talk_write_nothing(mem: Memory, turns: tuple[str, ...]) -> None:
    assert _said(mem, *turns) == []


def test_another_persons_fragment_is_not_the_users(mem: Memory) -> None:
    said = _said(mem, "My sister is a nurse. Working nights mostly.")
    assert not any(m.startswith("User is working") or m.startswith("User works") for m in said)


def test_a_plan_for_the_weekend_stays_a_plan(mem: Memory) -> None:
    said = _said(mem, "我周末要去爬山")
    assert len(said) == 1 and said[0].startswith("用户周末要去爬山（")


# --- the user and someone else as one subject -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Me and my wife just got back from Japan, we loved Kyoto.",
         "User and their wife just got back from Japan, they loved Kyoto"),
        ("me and my buddies go fishing every Sunday", "User and their buddies go fishing every Sunday"),
        ("Me and my best friend Jake just opened a coffee shop downtown.",
         "User and their best friend Jake just opened a coffee shop downtown"),
        ("My sister and I started a bakery last year.", "User and their sister started a bakery last year"),
    ],
)  # fmt: skip
def test_me_and_someone_is_the_user_and_them(mem: Memory, said: str, memory: str) -> None:
    assert any(m.startswith(memory) for m in _said(mem, said)), _said(mem, said)


@pytest.mark.parametrize(
    ("said", "third"),
    [
        ("Me and Sarah are getting married in June", "User and Sarah are getting married in June"),
        ("My husband and me love hiking", "User and their husband love hiking"),
        ("me and my wife, we moved here in 2019", "User and their wife, they moved here in 2019"),
    ],
)
def test_me_and_someone_in_the_third_person(said: str, third: str) -> None:
    assert to_third_person_en(said) == third


@pytest.mark.parametrize(
    ("said", "memory", "kind"),
    [
        ("我周末都会去游泳", "用户周末都会去游泳", "preference"),  # 都 after a time that comes round: how often
        (
            "下周六我们都会去参加公司年会，在深圳会展中心。",
            "用户的团队下周六都会去参加公司年会",
            "event",
        ),  # 都: all of us, once
    ],
)
def test_du_is_how_often_only_after_a_time_that_comes_round(mem: Memory, said: str, memory: str, kind: str) -> None:
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    assert any(r.content.startswith(memory) and r.type == kind for r in mem.list(user, limit=100))


# --- what someone did for the user is news, not a request to the assistant ----------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我姐给我介绍了个对象，人挺好的", "用户的姐姐给用户介绍了个对象，人挺好的"),
        ("我同事给我推荐了一家餐厅，味道不错", "用户的同事给用户推荐了一家餐厅，味道不错"),
        ("我表哥跟我分享了他去西藏的经历", "用户的表哥跟用户分享了他去西藏的经历"),
        ("我朋友给我介绍过一个牙医，技术很好", "用户的朋友给用户介绍过一个牙医，技术很好"),
    ],
)
def test_what_someone_told_or_gave_the_user_is_kept(mem: Memory, said: str, memory: str) -> None:
    assert memory in _said(mem, said)


@pytest.mark.parametrize(
    "said", ["给我推荐几本书吧", "跟我分享一下你的看法", "给我介绍介绍这个城市", "跟我说说你的想法"]
)
def test_asking_the_assistant_to_tell_is_no_memory(mem: Memory, said: str) -> None:
    assert _said(mem, said) == []


# --- a reminder's todo in the user's words: "给我妈打电话" is 给妈妈, theirs ----------------------------------------
@pytest.mark.parametrize(
    ("said", "words"),
    [
        ("提醒我明天早上8点给我妈打电话", "用户需要明天早上8点给妈妈打电话"),
        ("提醒我周六带我儿子去打疫苗", "用户需要周六带儿子去打疫苗"),
        ("帮我记住：周五前把我的报告发给王总", "用户需要周五前把自己的报告发给王总"),
        ("明天下午3点提醒我陪我爸去医院复查", "用户需要明天下午3点陪爸爸去医院复查"),
        ("提醒我下周一交房租", "用户需要下周一交房租"),
    ],
)
def test_a_reminder_says_whose_in_the_users_words(mem: Memory, said: str, words: str) -> None:
    got = _said(mem, said)
    assert len(got) == 1 and got[0].startswith(words) and "我" not in got[0], got


# --- how much of it, said after what the user does, is one memory with it ------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我最近在学吉他，每天练一个小时", "用户最近在学吉他，每天练一个小时"),
        ("我在准备考公，每天学习六个小时", "用户在准备考公，每天学习六个小时"),
        ("我报了个游泳班，每周去两次", "用户报了个游泳班，每周去两次"),
        ("我在背GRE单词，每天背100个单词", "用户在背GRE单词，每天背100个单词"),
    ],
)
def test_how_much_joins_what_the_user_does(mem: Memory, said: str, memory: str) -> None:
    assert _said(mem, said) == [memory]


def test_a_habit_said_alone_is_still_one() -> None:
    from datetime import datetime

    from jiyi.extractors._offline import candidates_from_text

    assert [c.content for c in candidates_from_text("我每天跑5公里", datetime(2026, 11, 20))] == ["用户每天跑5公里"]


# --- "我们" of a wedding or a household is the user, not their team ------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我们计划明年5月1号结婚", "用户计划明年5月1号结婚"),
        ("我们打算明年要二胎", "用户打算明年要二胎"),
        ("我们上个月买房了", "用户上个月买房了"),
        ("我们团队下个月去团建", "用户的团队下个月去团建"),  # a team is a team
    ],
)
def test_we_of_a_household(mem: Memory, said: str, memory: str) -> None:
    got = _said(mem, said)
    assert len(got) == 1 and got[0].startswith(memory), got


# --- a trip told with a date, a holiday or "我国庆" first is the user's --------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("10月1号带爸妈去了趟云南", "用户10月1号带爸妈去了趟云南"),
        ("我国庆带爸妈去了趟云南", "用户国庆带爸妈去了趟云南"),
        ("国庆带爸妈去了趟云南", "用户国庆带爸妈去了趟云南"),
        ("暑假的时候去了趟新疆，风景太美了", "用户暑假的时候去了趟新疆，风景太美了"),
    ],
)
def test_a_trip_after_a_date_or_holiday_is_the_users(mem: Memory, said: str, memory: str) -> None:
    got = _said(mem, said)
    assert len(got) == 1 and got[0].startswith(memory), got


def test_our_country_is_no_user() -> None:
    from datetime import datetime

    from jiyi.extractors._restate import restate

    assert restate("我国的高铁很发达", datetime(2026, 11, 20)) is None


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我老板是个工作狂，周末也让我们加班", "让用户加班"),
        ("我爸每年暑假都带我们去海边", "带用户去海边"),
        ("我们主任经常叫我们周六来开会", "叫用户周六来开会"),
    ],
)
def test_whom_someone_makes_do_it_is_not_them_too(mem: Memory, said: str, memory: str) -> None:
    got = _said(mem, said)
    assert any(memory in m for m in got) and not any("用户和" in m for m in got), got


# --- what is said with a date to meet is a todo, in both languages ---------------------------------------------------
def _typed(mem: Memory, said: str) -> list[tuple[str, str]]:
    """(type, content without its appended date) of each memory of one user message."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted((r.type, re.sub(r"\s*[（(][^）)]*[)）]$", "", r.content)) for r in mem.list(user, limit=100))


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("I need to renew my passport before March", "User needs to renew their passport before March"),
        ("I have to get my car inspected by June", "User has to get their car inspected by June"),
        ("I must finish the thesis before September", "User must finish the thesis before September"),
        ("need to renew my license before March", "User needs to renew their license before March"),
        ("gotta book the dentist before next Friday", "User has to book the dentist before next Friday"),
        ("need to pick up my prescription tomorrow", "User needs to pick up their prescription tomorrow"),
        ("我得在三月前续签护照", "用户得在三月前续签护照"),
        ("我要在六月前把驾照换了", "用户要在六月前把驾照换了"),
        ("必须在四月前交税", "用户必须在四月前交税"),
        ("我得在3月前把论文写完", "用户得在3月前把论文写完"),
        ("我得在十二月前把房子租出去", "用户得在十二月前把房子租出去"),
        ("三月前得续签护照", "用户三月前得续签护照"),
        ("下周五之前要把报告交了", "用户下周五之前要把报告交了"),
        ("月底前得交房租", "用户月底前得交房租"),
        ("后天得去交电费", "用户后天得去交电费"),
    ],
)
def test_a_deadline_is_a_todo(mem: Memory, said: str, todo: str) -> None:
    assert _typed(mem, said) == [("todo", todo)]


@pytest.mark.parametrize(
    "said", ["need to convert this to JSON", "gotta go", "need to write a cover letter for Google"]
)
def test_an_undated_need_with_no_subject_is_no_todo(mem: Memory, said: str) -> None:
    assert not any(kind == "todo" for kind, _ in _typed(mem, said))


# --- a clause beside a job or a name is kept too; one that leans on it goes with it -------------------------------
@pytest.mark.parametrize(
    ("said", "memories"),
    [
        ("I'm a nurse, I work night shifts at St. Mary's",
         ["User is a nurse", "User works night shifts at St. Mary's"]),
        ("I'm a nurse and I work night shifts at St. Mary's",
         ["User is a nurse", "User works night shifts at St. Mary's"]),
        ("I'm a teacher, I teach math at Lincoln High", ["User is a teacher", "User teaches math at Lincoln High"]),
        ("I'm an accountant, I do taxes for small businesses",
         ["User does taxes for small businesses", "User is an accountant"]),
        ("我是护士，在市一院上夜班", ["用户在市一院上夜班", "用户是护士"]),
        ("我是老师，在实验中学教数学", ["用户在实验中学教数学", "用户是老师"]),
        ("我是护士，我在市一院上夜班", ["用户在市一院上夜班", "用户是护士"]),
        ("我养了两只猫，一只叫豆豆，一只叫可乐", ["用户养了两只猫，一只叫豆豆，一只叫可乐"]),
        ("我养了一只狗，叫旺财，今年三岁了", ["用户养了一只狗，叫旺财，今年三岁了"]),
        ("我养了一只猫，叫咪咪，已经五岁了", ["用户养了一只猫，叫咪咪，已经五岁了"]),
        ("我的猫叫小白，已经十二岁了", ["用户的猫叫小白，已经十二岁了"]),
        ("我的狗叫旺财，今年三岁了", ["用户的狗叫旺财，今年三岁了"]),
    ],
)  # fmt: skip
def test_the_rest_of_a_statement_is_kept_once(mem: Memory, said: str, memories: list[str]) -> None:
    assert _said(mem, said) == sorted(memories)


# --- a name given in the next sentence is of what the sentence before ended on ------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Just adopted a puppy! His name is Max", "Max"),
        ("just got a new cat!! named her Mochi", "Mochi"),
        ("I just adopted a rescue dog. Her name is Daisy 🐶", "Daisy"),
        ("I finally got a kitten! Its name is Pepper", "Pepper"),
        ("I just got a hamster. We named him Biscuit", "Biscuit"),
    ],
)
def test_a_name_given_next_is_kept(mem: Memory, said: str, memory: str) -> None:
    memories = _said(mem, said)
    assert any(memory in m for m in memories), memories
    assert not any(re.search(r"\bUser(?:'s)? name\b", m) for m in memories)


@pytest.mark.parametrize("said", ["明天会下雨", "下午要降温", "周末可能下雪", "明天天气不错", "下周老板要出差"])
def test_the_weather_and_others_are_not_the_users_doing(mem: Memory, said: str) -> None:
    assert _said(mem, said) == []


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Im a software dev at a bank", "User is a software dev"),
        ("im a nurse at the childrens hospital", "User is a nurse"),
        ("dont like cilantro at all lol", "User doesn't like cilantro at all"),
        ("can't stand horror movies", "User can't stand horror movies"),
        ("cant eat gluten", "User can't eat gluten"),
        ("Ive been vegan for 3 years", "User has been vegan for 3 years"),
        ("I work as a barista and im saving up for college", "User works as a barista and is saving up for college"),
    ],
)
def test_chat_spelling_is_read_as_said(mem: Memory, said: str, memory: str) -> None:
    assert memory in _said(mem, said)


@pytest.mark.parametrize("said", ["don't like it", "don't do that", "don't you like cilantro?"])
def test_a_taste_of_nothing_named_is_no_memory(mem: Memory, said: str) -> None:
    assert _said(mem, said) == []


# --- the user is named after someone of theirs as the subject: "they" would read as them ---------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my parents live in Ohio and I visit them every Christmas",
         "User's parents live in Ohio and the user visits them every Christmas"),
        ("My kids always ask me to make pancakes for them",
         "User's kids always ask the user to make pancakes for them"),
        ("my boss told me I'm getting a raise", "User's boss told the user they're getting a raise"),
        ("My sister and her husband invited me to their wedding",
         "User's sister and her husband invited the user to their wedding"),
        ("my daughter starts kindergarten in September and I'm nervous",
         "User's daughter starts kindergarten in September and the user is nervous"),
    ],
)  # fmt: skip
def test_the_user_beside_their_people_is_named(mem: Memory, said: str, memory: str) -> None:
    assert memory in _said(mem, said)


def test_the_users_own_thing_keeps_they() -> None:
    said = "my work schedule is really full and I don't have enough time"
    assert to_third_person_en(said) == "User's work schedule is really full and they don't have enough time"


@pytest.mark.parametrize(
    ("said", "more"),
    [
        ("我们下个月领证，然后办婚礼", "办婚礼"),
        ("我下周五要去北京出差，顺便看看老同学", "老同学"),
        ("下周三我要交论文初稿，导师催得很紧", "导师"),
        ("I am moving to Berlin next month, my company is opening an office there", "office"),
    ],
)
def test_a_dated_plan_said_with_more_is_one_memory(mem: Memory, said: str, more: str) -> None:
    # the rule's dated clause and the whole statement of the same date were two memories, one inside the other
    memories = _said(mem, said)
    assert len(memories) == 1 and more in memories[0], memories


@pytest.mark.parametrize(
    "said", ["我老板周末也让我们加班", "我同事周一请假了", "我姐周五过来吃饭", "我舅舅周日要来", "我同学周末结婚"]
)
def test_a_day_after_someone_is_no_name(mem: Memory, said: str) -> None:
    # 周 is a surname: "我老板周末…" was "用户的老板叫周末"
    memories = _said(mem, said)
    assert memories and not any("叫周" in m for m in memories), memories


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我同事李强人很好，我们经常一起吃午饭", "用户和李强经常一起吃午饭"),
        ("我室友小林人很好，我们经常一起做饭", "用户和小林经常一起做饭"),
        ("我同事王芳特别热心，我们经常一起健身", "用户和王芳经常一起健身"),
    ],
)
def test_we_together_after_someone_named_is_the_user_and_them(mem: Memory, said: str, memory: str) -> None:
    # was "用户的团队经常一起吃午饭"
    memories = _said(mem, said)
    assert memory in memories and not any("团队" in m for m in memories), memories


def test_we_of_a_team_is_still_the_team(mem: Memory) -> None:
    assert _said(mem, "我们团队经常一起吃午饭") == ["用户的团队经常一起吃午饭"]
