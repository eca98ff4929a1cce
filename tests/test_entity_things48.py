"""The user's own things and spots said in passing: a branded thing said as "my …" ("my iPhone 13 mini is dying
lol"), one that needs seeing to ("the VW Polo needs a service"), what the user does it all on ("I do everything on a
Framework 13", "佳明Forerunner 265是我每天戴的表"), what the user plays ("我玩的是 微软Xbox") and the shop by the
user's home ("就是说我家楼下就是永辉超市"). Each answers the question asked by its kind. Days, people and other
people's things stay nobody's things.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _read(text: str, language: str, kind: str) -> dict[str, tuple[str, list[tuple[str, str]]]]:
    return {
        m.name: (m.relation, [(f.attribute, f.value) for f in m.facts if f.attribute != "relation"])
        for m in extract_mentions(text, language=language)
        if m.kind == kind
    }


@pytest.mark.parametrize(
    ("said", "language", "thing", "relation", "kind"),
    [
        ("Please note, my iPhone 13 mini is dying lol.", "en", "iPhone 13 mini", "owns", "phone"),
        ("dropped my Galaxy S23 again", "en", "Galaxy S23", "owns", "phone"),
        ("okay so the VW Polo needs a service um yeah", "en", "VW Polo", "owns", ""),
        ("my Ford Focus broke down on the motorway", "en", "Ford Focus", "owns", ""),
        ("our Kia Sportage needs new tyres", "en", "Kia Sportage", "owns", ""),
        ("I do everything on a Framework 13.", "en", "Framework 13", "uses", ""),
        ("We brew everything on a Bialetti Moka.", "en", "Bialetti Moka", "uses", ""),
        ("I edit all my videos on a MacBook Pro", "en", "MacBook Pro", "uses", "laptop"),
        ("对啦，佳明Forerunner 265是我每天戴的表嘛。", "zh", "佳明Forerunner 265", "使用", "手表"),
        ("卡西欧G-Shock是我天天戴的表", "zh", "卡西欧G-Shock", "使用", "手表"),
        ("嗯 我玩的是 微软Xbox", "zh", "微软Xbox", "使用", ""),
        ("我平时玩的游戏机是任天堂Switch", "zh", "任天堂Switch", "使用", "游戏机"),
        ("我背的是始祖鸟Arro 22", "zh", "始祖鸟Arro 22", "使用", ""),
    ],
)
def test_a_thing_said_in_passing_is_the_users(said: str, language: str, thing: str, relation: str, kind: str) -> None:
    read = _read(said, language, "thing")
    assert thing in read, read
    assert read[thing] == (relation, [("type", kind)] if kind else [])


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("就是说我家楼下就是永辉超市", "永辉超市"),
        ("我家对面有个万达广场", "万达广场"),
        ("我们家旁边就是人民公园", "人民公园"),
    ],
)
def test_the_spot_by_the_users_home_is_near_home(said: str, place: str) -> None:
    assert _read(said, "zh", "place").get(place, ("",))[0] == "附近"


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("I do my shopping on a Saturday", "en"),
        ("we do everything on a Sunday morning", "en"),
        ("my Mum is great", "en"),
        ("my Year 10 students are wild", "en"),
        ("the Galaxy S24 is great", "en"),
        ("I want to sell my iPhone", "en"),
        ("my sister's Pixel 8 keeps crashing", "en"),
        ("Does my iPhone 13 need an update?", "en"),
        ("我家楼下是个小卖部", "zh"),
        ("他玩的是微软Xbox", "zh"),
        ("我想买个佳明Forerunner 265", "zh"),
    ],
)
def test_no_thing_of_the_users_where_none_is_said(said: str, language: str) -> None:
    assert not _read(said, language, "thing") and not _read(said, language, "place")


@pytest.mark.parametrize(
    ("said", "question", "value"),
    [
        ("Please note, my iPhone 13 mini is dying lol.", "What phone am I on now?", "iPhone 13 mini"),
        ("okay so the VW Polo needs a service um yeah", "What's my car?", "VW Polo"),
        ("I do everything on a Framework 13.", "What laptop did I buy?", "Framework 13"),
        ("We brew everything on a Bialetti Moka.", "Which coffee maker is in my kitchen?", "Bialetti Moka"),
        ("对啦，佳明Forerunner 265是我每天戴的表嘛。", "我手上那块表是啥？", "佳明Forerunner 265"),
        ("嗯 我玩的是 微软Xbox", "我周末玩的游戏机是哪个？", "微软Xbox"),
        ("就是说我家楼下就是永辉超市", "我家附近有什么超市？", "永辉超市"),
    ],
)
def test_the_thing_answers_the_question_asked_by_its_kind(
    mem: Memory, clock: FixedClock, said: str, question: str, value: str
) -> None:
    _said(mem, clock, "u", said)
    zh = any("\u4e00" <= c <= "\u9fff" for c in said)
    _said(mem, clock, "u", "我表哥王磊在深圳当医生" if zh else "my cousin Dana is a nurse in Leeds")
    _said(mem, clock, "u", "我用的是华为Mate 60" if zh else "my robot vac is a Roborock S8")
    section = _context_section(mem, "u", question)
    assert value in section, section
