"""Events across conversations, round three (issue #21): one pattern for a sum of money, whether a wedding gift
("随了两千元", "gave them ¥800") or a ticket price ("门票是80刀", "tickets were $80."). Sentences are our own, none
from an evaluation set.
"""

from __future__ import annotations

import pytest

from .test_entity_events47 import _events

# --- a sum of money: a gift and a ticket price read alike ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "gift"),
    [
        ("went to Mia's wedding, gave them ¥800", "Mia's wedding", "800 yuan"),
        ("my cousin got married, I gave them $2k", "cousin's wedding", "2k dollars"),
        ("went to Mia's wedding, gave them 150 quid", "Mia's wedding", "150 quid"),
        ("went to Mia's wedding in Leeds, gave them $1,250.50.", "Mia's wedding", "1,250.50 dollars"),
        ("表姐的婚礼我随了两千元", "表姐的婚礼", "两千元"),
        ("我表弟结婚，我随了1000块", "表弟的婚礼", "1000块"),
        ("表姐的婚礼我随了200美元", "表姐的婚礼", "200美元"),
    ],
)
def test_a_gift_is_kept_in_any_currency_it_is_said_in(text: str, name: str, gift: str) -> None:
    assert _events(text)[name]["gift"] == gift


@pytest.mark.parametrize(
    ("text", "name", "price"),
    [
        ("the Coldplay concert tickets were $80.", "Coldplay concert", "80 dollars"),
        ("the Coldplay concert tickets were 120 usd each", "Coldplay concert", "120 usd each"),
        ("the Coldplay concert tickets were ¥680 a pop", "Coldplay concert", "680 yuan a pop"),
        ("周杰伦的演唱会门票是80刀", "周杰伦的演唱会", "80刀"),
        ("周杰伦的演唱会门票是八百多块一张", "周杰伦的演唱会", "八百多块一张"),
        ("周杰伦的演唱会门票花了1280元", "周杰伦的演唱会", "1280元"),
    ],
)
def test_a_ticket_price_is_kept_in_any_currency_it_is_said_in(text: str, name: str, price: str) -> None:
    assert _events(text)[name]["price"] == price


@pytest.mark.parametrize(
    "text",
    [
        "went to Mia's wedding in Leeds, gave them 3 hours of help",
        "the Coldplay concert tickets were 2 hours late",
        "表姐的婚礼我随了三个",
        "表姐的婚礼在苏州，给了两天假",
        "周杰伦的演唱会门票是三个人一起买的",
    ],
)
def test_a_count_or_a_span_is_no_sum_of_money(text: str) -> None:
    assert all("gift" not in facts and "price" not in facts for facts in _events(text).values())
