"""The user's own things said in everyday shapes: a perfume sprayed, shoes run in, a robot vacuum that does the
floors, a phone typed on ("出门必喷…", "…是我的跑鞋", "扫地这事交给…", "I do my runs in …", "our … does the floors"),
read as the user's thing, and found again by a question that says what the thing does instead of its kind
("我家地板靠什么扫？", "What do I run in?"). Another person's things, questions, wishes and negations are nobody's.
"""

from __future__ import annotations

import re

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _things(text: str, language: str) -> set[str]:
    return {m.name for m in extract_mentions(text, language=language) if m.kind == "thing"}


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("我天天喷香奈儿五号", "香奈儿五号"),
        ("出门必喷祖玛珑蓝风铃", "祖玛珑蓝风铃"),
        ("最近在用迪奥真我", "迪奥真我"),
        ("我的本命香水是娇兰小黑裙", "娇兰小黑裙"),
        ("阿玛尼寄情是我用得最多的香水", "阿玛尼寄情"),
        ("纪梵希心无禁忌是我的本命", "纪梵希心无禁忌"),
        ("我日常喷的是爱马仕大地", "爱马仕大地"),
        ("我跑步一直穿亚瑟士Kayano", "亚瑟士Kayano"),
        ("跑鞋换成了耐克飞马40", "耐克飞马40"),
        ("我那双李宁飞电跑了五百公里了", "李宁飞电"),
        ("姐妹们，特步160X是我的跑鞋！", "特步160X"),
        ("每天晨跑穿霍卡克利夫顿", "霍卡克利夫顿"),
        ("我夜跑都穿彪马Velocity", "彪马Velocity"),
        ("我家地板全靠科沃斯T20", "科沃斯T20"),
        ("扫地这事交给追觅L10了", "追觅L10"),
        ("拖地的活儿都交给石头G20", "石头G20"),
        ("我家添可芙万每天自己拖一遍", "添可芙万"),
        ("入了个戴森V12，解放双手", "戴森V12"),
        ("我手机用的小米14", "小米14"),
        ("我现在拿的是华为Mate 60", "华为Mate 60"),
        ("拿OPPO Find X7打的字", "OPPO Find X7"),
        ("我这台vivo X100用了三年了", "vivo X100"),
        ("最近换了个荣耀Magic5", "荣耀Magic5"),
    ],
)
def test_the_users_thing_in_chinese(said: str, thing: str) -> None:
    assert thing in _things(said, "zh")


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("I've been spraying Chanel Chance every day", "Chanel Chance"),
        ("wearing Dior Sauvage today as per usual", "Dior Sauvage"),
        ("Jo Malone Wood Sage is my perfume", "Jo Malone Wood Sage"),
        ("my daily spray is Le Labo Santal 33", "Le Labo Santal 33"),
        ("I do my runs in Hoka Clifton 9", "Hoka Clifton 9"),
        ("we do all our parkruns in Asics Novablast", "Asics Novablast"),
        ("doing couch to 5k in Brooks Ghost 15", "Brooks Ghost 15"),
        ("I've gone through four pairs of Nike Pegasus", "Nike Pegasus"),
        ("my runners are Mizuno Wave Rider", "Mizuno Wave Rider"),
        ("Saucony Ride 17 are my running shoes", "Saucony Ride 17"),
        ("the robot vac at ours is a Roborock Q7", "Roborock Q7"),
        ("our Eufy G30 does the floors", "Eufy G30"),
        ("the Shark AI does all the hoovering", "Shark AI"),
        ("we've got a Deebot T20 hoovering while we're at work", "Deebot T20"),
        ("still rocking an iPhone 12", "iPhone 12"),
        ("typing this on my Pixel 8", "Pixel 8"),
        ("finally upgraded to a Galaxy S24", "Galaxy S24"),
        ("texting from my Moto G54 so excuse typos", "Moto G54"),
    ],
)
def test_the_users_thing_in_english(said: str, thing: str) -> None:
    assert thing in _things(said, "en")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("我妈天天喷香奈儿五号", "zh"),  # someone else's
        ("她最近换了个荣耀Magic5", "zh"),
        ("小王的跑鞋换成了耐克飞马40", "zh"),
        ("亚瑟士Kayano是我妹妹的跑鞋", "zh"),
        ("我妹妹很爱美，出门必喷祖玛珑蓝风铃", "zh"),  # the clause after a named person is hers
        ("我要不要入个戴森V12？", "zh"),  # a question
        ("如果我买了小米14就好了", "zh"),  # a wish
        ("我没买科沃斯T20", "zh"),  # a negation
        ("My sister is still rocking an iPhone 12", "en"),
        ("She does her runs in Hoka Clifton 9", "en"),
        ("my brother's runners are Mizuno Wave Rider", "en"),
        ("Tom's wearing Dior Sauvage today", "en"),
        ("Would I ever upgrade to a Galaxy S24?", "en"),
        ("If I got a Roborock Q7 I'd be happy", "en"),
        ("I do my runs in Centennial Park", "en"),  # a place, not shoes
    ],
)
def test_no_thing_of_the_users_where_none_is_said(said: str, language: str) -> None:
    assert not _things(said, language)


@pytest.mark.parametrize(
    ("said", "question", "value", "other"),
    [
        ("出门必喷祖玛珑蓝风铃", "我出门喷什么香水？", "祖玛珑蓝风铃", "科沃斯T20"),
        ("姐妹们，特步160X是我的跑鞋！", "我晨跑穿的什么鞋？", "特步160X", "科沃斯T20"),
        ("扫地这事交给科沃斯T20了", "我家地板靠什么扫？", "科沃斯T20", "小米14"),
        ("I do my runs in Hoka Clifton 9", "What do I run in?", "Hoka Clifton 9", "Roborock Q7"),
        ("the robot vac at ours is a Roborock Q7", "What does our hoovering?", "Roborock Q7", "Hoka Clifton 9"),
        (
            "I've been spraying Chanel Chance every day",
            "Which perfume do I spray every day?",
            "Chanel Chance",
            "Pixel 8",
        ),
    ],
)
def test_a_question_by_what_the_thing_does_finds_it(
    mem: Memory, clock: FixedClock, said: str, question: str, value: str, other: str
) -> None:
    _said(mem, clock, "u", said)
    others = {
        "科沃斯T20": "我家扫地靠科沃斯T20",
        "小米14": "我手机用的小米14",
        "Roborock Q7": "our Roborock Q7 does the floors",
        "Pixel 8": "typing this on my Pixel 8",
        "Hoka Clifton 9": "I do my runs in Hoka Clifton 9",
    }
    _said(mem, clock, "u", others[other])
    section = _context_section(mem, "u", question)
    assert value in section
    assert other not in section


def _places(text: str, language: str) -> set[tuple[str, str]]:
    return {(m.name, m.relation) for m in extract_mentions(text, language=language) if m.kind == "place"}


@pytest.mark.parametrize(
    ("said", "place", "relation"),
    [
        ("滨江绿道离我家最近", "滨江绿道", "附近"),
        ("市一医院离我家就两站路", "市一医院", "附近"),
        ("银泰城离我们家走路十分钟", "银泰城", "附近"),
        ("南湖公园离我家挺近的", "南湖公园", "附近"),
        ("奥体中心离我住的地方不远", "奥体中心", "附近"),
        ("我在万科金色家园租的房", "万科金色家园", "居住"),
        ("我们在翠湖天地买的房", "翠湖天地", "居住"),
        ("我现在在绿地海珀租房", "绿地海珀", "居住"),
        ("we live at Kingsbridge Court", "Kingsbridge Court", "lives at"),
        ("my flat is at Elm Tree Mews", "Elm Tree Mews", "lives at"),
        ("home is Riverside Towers these days", "Riverside Towers", "lives at"),
        ("we just signed a lease at Jacaranda Gardens", "Jacaranda Gardens", "lives at"),
    ],
)
def test_the_users_home_and_the_spots_near_it(said: str, place: str, relation: str) -> None:
    assert (place, relation) in _places(said, "zh" if re.search(r"[\u4e00-\u9fff]", said) else "en")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("我在杭州租的房", "zh"),  # a city: where the user lives, not a spot
        ("我们在深圳南山区买的房", "zh"),
        ("我妈在阳光小区租的房", "zh"),  # someone else's home
        ("他在翠湖天地租的房", "zh"),
        ("上海离我家很近", "zh"),
        ("离我家最近的是哪个公园？", "zh"),  # a question
        ("My sister lives at Kingsbridge Court", "en"),
        ("home is where the heart is", "en"),
    ],
)
def test_no_home_or_spot_of_the_users_where_none_is_said(said: str, language: str) -> None:
    assert not _places(said, language)


def test_a_question_about_the_users_home_finds_a_name_without_its_kind(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "我在万科金色家园租的房")
    _said(mem, clock, "u", "滨江绿道离我家最近")
    assert "万科金色家园" in _context_section(mem, "u", "我住的小区叫啥？")
    assert "滨江绿道" in _context_section(mem, "u", "离我家最近的公园是哪个？")


@pytest.mark.parametrize(
    ("said", "place", "relation"),
    [
        ("Westfield Stratford is the closest shopping centre to me", "Westfield Stratford", "near home"),
        ("Roundhay Park is right by my place", "Roundhay Park", "near home"),
        ("St Kilda Beach is just down the road from us", "St Kilda Beach", "near home"),
        ("I'm always at Westfield on Saturdays", "Westfield", "visited"),
        ("we're always at the Galleria on weekends", "Galleria", "visited"),
        ("I mooch around Brent Cross when I'm bored", "Brent Cross", "visited"),
        ("I do parkrun at Lumpini Park", "Lumpini Park", "visited"),
        ("I take the dog round Clapham Common", "Clapham Common", "visited"),
    ],
)
def test_the_spots_the_user_goes_to_and_lives_by(said: str, place: str, relation: str) -> None:
    assert (place, relation) in _places(said, "en")


@pytest.mark.parametrize(
    "said",
    [
        "I'm always at Mum's on Sundays",  # someone's home, no spot
        "My sister is always at Westfield",  # someone else
        "Emma is right by my place",  # a person
        "Is Westfield the closest mall to me?",  # a question
    ],
)
def test_no_spot_where_a_person_or_a_question_is_said(said: str) -> None:
    assert not _places(said, "en")
