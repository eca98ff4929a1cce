"""Stop 38, talkzh: a trade said with its verb twice ("干保安干了好些年了", "做会计做了好几年了"): the trade is the
job of the person just named, and of nobody else in the message.
"""

from __future__ import annotations

import pytest

from tests.test_entity_lead38 import _people as _people_in


def _people(text: str) -> dict[str, set[tuple[str, str]]]:
    return _people_in(text, "zh")


@pytest.mark.parametrize(
    ("said", "who", "job"),
    [
        ("我表哥周立新干保安干了好些年了", "周立新", "保安"),
        ("我同事刘海燕做会计做了好几年了", "刘海燕", "会计"),
        ("我舅舅孙大勇当司机当了好多年了", "孙大勇", "司机"),
        ("我朋友陈思远干厨师干了很多年了", "陈思远", "厨师"),
        ("我姨夫马国栋做木匠做了十几年了", "马国栋", "木匠"),
        ("我邻居赵春燕当护士当了多年了", "赵春燕", "护士"),
    ],
)
def test_a_trade_said_with_its_verb_twice(said: str, who: str, job: str) -> None:
    assert ("job", job) in _people(said)[who]


def test_the_users_own_trade_said_twice_is_nobodys_job() -> None:
    people = _people("我干保安干了好些年了")
    assert not any(a == "job" for facts in people.values() for a, _ in facts)


def test_a_trade_said_twice_in_a_question_is_nobodys_job() -> None:
    people = _people("我表哥周立新干保安干了好些年了吗？")
    assert not any(a == "job" for facts in people.values() for a, _ in facts)


def test_a_third_persons_trade_said_twice_is_not_the_named_persons() -> None:
    people = _people("我表哥周立新说他同学干保安干了好些年了")
    assert ("job", "保安") not in people.get("周立新", set())
