"""The user's things and spots said the way chats say them: after an opener alone ("话说，拿红米K70打的字"), run on
into the next clause with no pause ("我天天喷古驰花悦我同事都说好闻"), behind a chat opener ("Oh, the robot vac at
ours is a …"), with a question tag that asks nothing ("I've gone through three pairs of On Cloudmonster, no?"), and
spots named by a riverside walk or greenway ("常去湘江风光带溜达"). Another person's things, questions and wishes stay
nobody's.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _read(text: str, language: str, kind: str) -> set[tuple[str, str]]:
    return {(m.name, m.relation) for m in extract_mentions(text, language=language) if m.kind == kind}


@pytest.mark.parametrize(
    ("said", "thing", "relation"),
    [
        # run on into the next clause
        ("笑死，我天天喷古驰花悦我们组长都说好闻", "古驰花悦", "使用"),
        ("我天天喷古驰花悦我同事都说好闻", "古驰花悦", "使用"),
        ("我最近迷上了祖玛珑蓝风铃我妈也喜欢", "祖玛珑蓝风铃", "喜欢"),
        ("我那双索康尼啡鹏我都穿了两年了", "索康尼啡鹏", "拥有"),
        ("我出门必喷宝格丽大吉岭茶咱办公室都知道", "宝格丽大吉岭茶", "使用"),
        # after an opener alone, the user unsaid
        ("话说，拿红米K70打的字～", "红米K70", "使用"),
        ("对了，拿iPhone 15拍的", "iPhone 15", "使用"),
        ("哈哈哈，用红米K70打的字", "红米K70", "使用"),
        ("话说，换了个一加12", "一加12", "拥有"),
        ("哎，最近入了个云鲸J4", "云鲸J4", "拥有"),
        ("顺便说一下，刚换了个荣耀Magic6", "荣耀Magic6", "拥有"),
    ],
)
def test_a_chinese_thing_said_the_chat_way(said: str, thing: str, relation: str) -> None:
    assert (thing, relation) in _read(said, "zh", "thing")


@pytest.mark.parametrize(
    ("said", "thing", "relation"),
    [
        ("I have gone through three pairs of On Cloudmonster, no?", "On Cloudmonster", "uses"),
        ("I've gone through three pairs of On Cloudmonster, no? my boss is moody", "On Cloudmonster", "uses"),
        ("we've been through 2 pairs of Hoka Clifton, right?", "Hoka Clifton", "uses"),
        ("I've worn through four pairs of Saucony Ride, can you believe it?", "Saucony Ride", "uses"),
        ("Oh, the robot vac at ours is a Roborock S8.", "Roborock S8", "owns"),
        ("So the phone I've got is a Pixel 8", "Pixel 8", "owns"),
        ("btw the robot vac at home is a Deebot X2", "Deebot X2", "owns"),
        ("Anyway, our Narwal Freo does the floors", "Narwal Freo", "uses"),
    ],
)
def test_an_english_thing_said_the_chat_way(said: str, thing: str, relation: str) -> None:
    assert (thing, relation) in _read(said, "en", "thing")


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("我下班常去湘江风光带溜达~", "湘江风光带"),
        ("我周末常去东湖绿道骑车", "东湖绿道"),
        ("我每天去汉口江滩跑步", "汉口江滩"),
        ("周末我们去了滨江绿道", "滨江绿道"),
        ("我晚上常去橘子洲江滩散步", "橘子洲江滩"),
    ],
)
def test_a_riverside_walk_or_greenway_is_a_spot_the_user_goes_to(said: str, place: str) -> None:
    assert (place, "参观") in _read(said, "zh", "place")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("笑死，他天天喷古驰花悦", "zh"),
        ("我表妹天天喷古驰花悦我都闻腻了", "zh"),
        ("话说，你用什么手机？", "zh"),
        ("对了，想换个红米K70", "zh"),
        ("话说，我姐拿红米K70打的字", "zh"),
        ("Is the robot vac at ours a Roborock S8?", "en"),
        ("Have I gone through three pairs of On Cloudmonster?", "en"),
        ("Oh, my sister's robot vac is a Roborock S8", "en"),
        ("she's gone through three pairs of On Cloudmonster, no?", "en"),
        ("I might get a Roborock S8, right?", "en"),
    ],
)
def test_no_thing_of_the_users_where_none_is_said(said: str, language: str) -> None:
    assert not _read(said, language, "thing")


@pytest.mark.parametrize(
    ("said", "question", "value"),
    [
        ("侯建国（我徒弟）今年二十八！笑死，我天天喷古驰花悦我们搭档毕业就留在南昌了！", "我出门喷什么香水？",
         "古驰花悦"),
        ("话说，拿红米K70打的字～", "我现在拿的是哪款手机？", "红米K70"),
        ("I've gone through three pairs of On Cloudmonster, no? Megan, my line manager, is moody", "What do I run in?",
         "On Cloudmonster"),
        ("Oh, the robot vac at ours is a Roborock S8.", "What does our hoovering?", "Roborock S8"),
    ],
)  # fmt: skip
def test_the_thing_said_the_chat_way_answers_its_question(
    mem: Memory, clock: FixedClock, said: str, question: str, value: str
) -> None:
    _said(mem, clock, "u", said)
    _said(mem, clock, "u", "我表哥王磊在深圳当医生" if "我" in said else "my cousin Dana is a nurse in Leeds")
    assert value in _context_section(mem, "u", question)


@pytest.mark.parametrize(
    ("name", "relation", "kind", "language", "memory"),
    [
        ("Roborock S8", "owns", "robot vac", "en", "The user's robot vac is a Roborock S8"),
        ("iPhone 15", "uses", "phone", "en", "The user's phone is an iPhone 15"),
        ("Hoka Clifton 9", "uses", "running shoes", "en", "The user's running shoes are Hoka Clifton 9"),
        ("华为Mate 60", "拥有", "手机", "zh", "用户的手机是华为Mate 60"),
        ("云鲸J4", "使用", "扫地机器人", "zh", "用户的扫地机器人是云鲸J4"),
        ("Dyson V15", "likes", "vacuum", "en", "The user likes Dyson V15 (vacuum)"),
        ("祖玛珑蓝风铃", "喜欢", "香水", "zh", "用户喜欢祖玛珑蓝风铃（香水）"),
    ],
)
def test_a_thing_of_a_known_kind_is_said_as_the_users(
    name: str, relation: str, kind: str, language: str, memory: str
) -> None:
    from jiyi._entity_models import MentionFact
    from jiyi._entity_phrase import phrase

    fact = MentionFact(attribute="type", value=kind, label="类别" if language == "zh" else "type")
    assert phrase(name, relation, [fact], language) == memory
