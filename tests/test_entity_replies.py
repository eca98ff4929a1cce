"""Facts given as answers to the assistant's question about one of the user's people (issue #21), each family in
voices unlike the dev pools: a question followed by the assistant's offer ("What's her email? I can help draft an
invite."), a temper asked with 怎么样 ("他脾气怎么样？" / "挺急的"), what someone studies ("What did he study?" /
"a masters in chemistry"), an answer that says its own doing ("works in IT for the council", "在医院当护士"), a
place of work with its article ("at the Royal Infirmary"), an age with its "now", and an answer that comes a
message later, after the user holds the turn ("hmm let me think" / "29"). Each with the readings that must stay
unread: the user's own, a hedge, a "nothing much", a question about how something goes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities_replied import reply_said
from jiyi.extractors._turn_before import holds, last_question
from tests.test_entity_replied import _extracted


@pytest.mark.parametrize(
    ("turn", "question"),
    [
        ("That's nice! What's her email? I can help draft an invite.", "What's her email?"),
        ("Oh nice. What's his number? I'll add it to your contacts.", "What's his number?"),
        ("How old is she? I'll remember that. Let me know if you want a reminder!", "How old is she?"),
        ("Where's he from? That way I can suggest places to take him.", "Where's he from?"),
        ("她手机号多少？我帮你记下来。", "她手机号多少？"),
        ("他生日是哪天？我到时候提醒你~", "他生日是哪天？"),
        ("你哥多大了？我好帮你挑礼物。", "你哥多大了？"),
    ],
)
def test_the_assistants_offer_after_its_question_asks_nothing(turn: str, question: str) -> None:
    assert last_question(turn) == question


@pytest.mark.parametrize(
    "turn",
    ["Where is she from? Tell me more about her.", "How old is he? Also, did you sleep well?", "她多大了？讲讲她吧。"],
)
def test_a_turn_that_goes_on_to_ask_or_bid_ends_on_no_question_the_value_answers(turn: str) -> None:
    assert reply_said(turn, "34", "en" if turn.isascii() else "zh") is None


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("What's her email? I can help draft an invite.", "amy.chen@gmail.com", "Her email is amy.chen@gmail.com."),
        ("When's her birthday? I can set a reminder!", "March 3rd", "Her birthday is March 3rd."),
        ("What did he study?", "a masters in chemistry", "He has a masters in chemistry."),
        ("What's she studying?", "law at Durham", "She studies law at Durham."),
        ("what did your brother study at uni?", "engineering", "My brother studied engineering."),
        ("What is he studying now?", "computer science", "He studies computer science."),
        ("what does he do?", "works in IT for the council", "He works in IT for the council."),
        ("What does your cousin do?", "runs a little cafe in Hove", "My cousin runs a little cafe in Hove."),
        ("What does she do?", "teaches year 3 at St Mary's", "She teaches year 3 at St Mary's."),
        ("What does she do for work?", "manages a team at Barclays", "She manages a team at Barclays."),
        ("Where does she work?", "at the Royal Infirmary", "She works at the Royal Infirmary."),
        ("Where does he work?", "the Co-op", "He works at the Co-op."),
        ("Where's she from?", "the Midlands", "She is from the Midlands."),
        ("How old is she?", "seventy-two this year", "She is seventy-two."),
        ("How old is he?", "41 now", "He is 41."),
    ],
)
def test_an_english_answer_is_said_as_its_statement(asked: str, reply: str, said: str) -> None:
    assert reply_said(asked, reply, "en") == said


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("她手机号多少？我帮你记下来。", "13812345678", "她的手机号是13812345678。"),
        ("他脾气怎么样？", "挺急的", "他性格挺急的。"),
        ("她性格怎么样？", "特别温柔", "她性格特别温柔。"),
        ("她性格咋样", "有点内向", "她性格有点内向。"),
        ("你哥人怎么样？", "挺老实的", "我哥的性格挺老实的。"),
        ("你婆婆脾气如何？", "比较强势", "我婆婆的性格比较强势。"),
        ("他学什么的？", "计算机", "他学的是计算机。"),
        ("她什么专业？", "学医的", "她是学医的。"),
        ("你表妹学的啥？", "会计", "我表妹学的是会计。"),
        ("她做什么工作的？", "在医院当护士", "她在医院当护士。"),
        ("他在哪上班？", "在银行上班", "他在银行上班。"),
        ("他是干什么的", "开了个小饭馆", "他开了个小饭馆。"),
        ("她做什么的？", "教小学语文", "她教小学语文。"),
    ],
)
def test_a_chinese_answer_is_said_as_its_statement(asked: str, reply: str, said: str) -> None:
    assert reply_said(asked, reply, "zh") == said


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("What does he do?", "nothing much, he's retired"),  # no trade
        ("What did he study?", "nothing, he dropped out"),
        ("What does he do?", "works from home I think"),  # hedged
        ("Where does she work?", "the hospital"),  # which one is not said
        ("What do you do?", "works in IT"),  # the user's own: no one else's
        ("他工作怎么样？", "还行"),  # how it goes, not what it is
        ("他脾气怎么样？", "一言难尽"),  # no temper
        ("她做什么的？", "当老师吧"),  # hedged
        ("他在哪工作？", "在哪都不知道"),
        ("How old will she be next year?", "35"),  # another time
    ],
)
def test_what_is_no_answer_about_them_is_not_said(asked: str, reply: str) -> None:
    assert reply_said(asked, reply, "zh" if not asked.isascii() else "en") is None


@pytest.mark.parametrize(
    ("reply", "held"),
    [
        ("hmm", True),
        ("hmm let me think", True),
        ("one sec, let me check", True),
        ("lemme look it up", True),
        ("等下我翻一下", True),
        ("让我想想", True),
        ("嗯……", True),
        ("hmm she is 29", False),
        ("29", False),
        ("不知道", False),
        ("hmm not sure", False),
        ("she's great", False),
    ],
)
def test_a_reply_that_only_holds_the_turn(reply: str, held: bool) -> None:
    assert holds(reply) is held


@pytest.mark.parametrize(
    ("turns", "name", "attribute", "value"),
    [
        ((("user", "My friend Kate came over"), ("assistant", "Nice! How old is she?"),
          ("user", "hmm let me think"), ("user", "29")), "Kate", "age", "29"),
        ((("user", "我室友小林"), ("assistant", "她手机号多少？"), ("user", "等下我翻一下"),
          ("user", "13812345678")), "小林", "phone", "13812345678"),
        ((("user", "My sister Amy is coming to visit next week"),
          ("assistant", "That's nice! What's her email? I can help draft an invite."),
          ("user", "amy.chen@gmail.com")), "Amy", "email", "amy.chen@gmail.com"),
        ((("user", "my mate Raj is job hunting"), ("assistant", "What did he study?"),
          ("user", "a masters in chemistry")), "Raj", "education", "masters in chemistry"),
        ((("user", "My friend Harriet got into uni"), ("assistant", "What's she studying?"),
          ("user", "law at Durham")), "Harriet", "major", "law"),
        ((("user", "My neighbour Sara is lovely"), ("assistant", "Where does she work?"),
          ("user", "at the Royal Infirmary")), "Sara", "employer", "the Royal Infirmary"),
        ((("user", "我老公最近压力大"), ("assistant", "他脾气怎么样？"), ("user", "挺急的")), "老公", "trait", "急的"),
        ((("user", "我闺蜜小雨最近挺忙的"), ("assistant", "她做什么工作的？"), ("user", "在医院当护士")),
         "小雨", "job", "护士"),
        ((("user", "我表弟今年考研"), ("assistant", "他学什么的？"), ("user", "计算机")), "表弟", "major", "计算机"),
        ((("user", "My mum loves gardening"), ("assistant", "How old is she?"), ("user", "seventy-two this year")),
         "mum", "age", "seventy-two"),
    ],
)  # fmt: skip
def test_the_answer_is_the_persons_fact(
    tmp_path: Path, turns: tuple[tuple[str, str], ...], name: str, attribute: str, value: str
) -> None:
    people = _extracted(tmp_path, *turns).people
    assert people[name].get(attribute) == value, people


@pytest.mark.parametrize(
    "turns",
    [
        # a hold after a question of two people: neither for sure
        (("user", "My sister Amy and my mom came by"), ("assistant", "How old is she?"), ("user", "hmm"),
         ("user", "34")),
        # what the user goes on to say is no hold: the next message answers nothing
        (("user", "My friend Kate came over"), ("assistant", "How old is she?"), ("user", "she's great"),
         ("user", "29 laps today")),
        # the user's own, after a hold
        (("user", "My friend Kate came over"), ("assistant", "Where are you from?"), ("user", "hmm"), ("user", "34")),
        (("user", "My neighbour Joe"), ("assistant", "What does he do?"), ("user", "nothing much, he's retired")),
    ],
)  # fmt: skip
def test_no_one_is_given_what_was_not_said_of_them(tmp_path: Path, turns: tuple[tuple[str, str], ...]) -> None:
    people = _extracted(tmp_path, *turns).people
    assert not any(f in facts for facts in people.values() for f in ("age", "job")), people


def test_the_users_own_answer_after_a_hold_is_theirs(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path, ("user", "My friend Kate came over"), ("assistant", "Where are you from?"), ("user", "hmm"),
        ("user", "Leeds"),
    )  # fmt: skip
    assert "from" not in read.people["Kate"], read.people
    assert any("User is from Leeds" in m for m in read.memories), read.memories


@pytest.mark.parametrize(
    ("said", "name", "attribute", "value"),
    [
        ("Guess how old my nan is. 96!", "nan", "age", "96"),
        ("guess what my sister does now. paramedic!", "sister", "job", "paramedic"),
        ("guess where my brother Tom is from. Leeds.", "Tom", "from", "Leeds"),
        ("Guess how tall my son is. 6 foot 2", "son", "height", "6 foot 2"),
        ("你猜我奶奶多大。九十六！", "奶奶", "age", "九十六岁"),
        ("猜猜我表哥在哪上班。腾讯！", "表哥", "employer", "腾讯"),
    ],
)
def test_a_guess_said_with_a_full_stop_is_answered_by_what_follows(
    tmp_path: Path, said: str, name: str, attribute: str, value: str
) -> None:
    people = _extracted(tmp_path, ("user", said)).people
    assert people[name].get(attribute) == value, people


def test_a_guess_at_what_happened_asks_no_attribute(tmp_path: Path) -> None:
    people = _extracted(tmp_path, ("user", "Guess what happened. My sister Amy got married!")).people
    assert people["Amy"] == {"status": "married"}, people


def test_guess_what_as_an_opener_leaves_the_statement_as_said(tmp_path: Path) -> None:
    people = _extracted(
        tmp_path, ("user", "Guess what, my brother Tom works as a nurse, and he is from Leeds. Mad.")
    ).people
    assert people["Tom"].get("from") == "Leeds", people
