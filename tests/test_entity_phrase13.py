"""Memory sentences about people read like good copy: articles, natural lists, Chinese spoken order, values verbatim."""

from __future__ import annotations

import pytest

from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase


def _f(attribute: str, value: str, label: str = "") -> MentionFact:
    return MentionFact(attribute=attribute, value=value, label=label)


EN_JOBS = [
    ("paralegal", "works as a paralegal"),
    ("RN", "works as an RN"),
    ("MBA student", "works as an MBA student"),
    ("CPA", "works as a CPA"),
    ("engineer", "works as an engineer"),
    ("accountant", "works as an accountant"),
    ("nurse", "works as a nurse"),
    ("university lecturer", "works as a university lecturer"),
    ("a barista", "works as a barista"),
    ("an electrician", "works as an electrician"),
    ("Head of Sales", "is Head of Sales"),
    ("Chief Operating Officer", "is Chief Operating Officer"),
    ("dental hygienist", "works as a dental hygienist"),
    ("HR manager", "works as an HR manager"),
    ("software developer", "works as a software developer"),
    ("UX designer", "works as a UX designer"),
    ("one-man band", "works as a one-man band"),
    ("European sales rep", "works as a European sales rep"),
]


@pytest.mark.parametrize(("job", "want"), EN_JOBS)
def test_en_job_takes_its_article(job: str, want: str) -> None:
    assert phrase("Dana", "cousin", [_f("job", job)], "en") == f"User's cousin Dana {want}"


EN_LISTS = [
    ([_f("from", "Boise")], "User's cousin Dana is from Boise"),
    ([_f("from", "Boise"), _f("email", "dana@x.io")], "User's cousin Dana is from Boise and has the email dana@x.io"),
    (
        [_f("job", "paralegal"), _f("from", "Boise"), _f("email", "dana@x.io")],
        "User's cousin Dana works as a paralegal, is from Boise and has the email dana@x.io",
    ),
    (
        [_f("lives_in", "Boston"), _f("age", "41"), _f("height", "5'9\""), _f("employer", "Acme")],
        "User's cousin Dana lives in Boston, is 41 years old, is 5'9\" tall and works at Acme",
    ),
    ([_f("age", "41"), _f("hobby", "bouldering")], "User's cousin Dana is 41 years old and enjoys bouldering"),
]


@pytest.mark.parametrize(("facts", "want"), EN_LISTS)
def test_en_facts_listed_as_english_lists_them(facts: list[MentionFact], want: str) -> None:
    assert phrase("Dana", "cousin", facts, "en") == want
    assert ", and " not in phrase("Dana", "cousin", facts, "en")


def test_en_value_kept_verbatim_and_unnamed_subject() -> None:
    got = phrase("", "boss", [_f("job", "Senior VP of Ops"), _f("phone", "+1 415-555-0199")], "en")
    assert got.startswith("User's boss ")
    assert "+1 415-555-0199" in got
    assert "Senior VP" in got


def test_en_han_value_still_quoted() -> None:
    assert phrase("Li", "coworker", [_f("lives_in", "慕尼黑")], "en") == 'User\'s coworker Li lives in "慕尼黑"'


ZH_CASES = [
    (
        "",
        "表舅",
        [_f("age", "五十八岁"), _f("works_in", "宁波"), _f("job", "开五金店")],
        "用户的表舅今年五十八岁，在宁波上班，开五金店",
    ),
    (
        "张伟",
        "表舅",
        [_f("age", "五十八岁"), _f("works_in", "宁波"), _f("job", "开五金店")],
        "张伟是用户的表舅，今年五十八岁，在宁波上班，开五金店",
    ),
    ("", "表哥", [_f("height", "172厘米")], "用户的表哥身高172厘米"),
    ("", "表哥", [_f("height", "一米八五")], "用户的表哥身高一米八五"),
    ("孙立伟", "表哥", [_f("height", "一米八五")], "孙立伟是用户的表哥，身高一米八五"),
    ("", "同事", [_f("job", "会计")], "用户的同事是会计"),
    ("", "同事", [_f("job", "做会计")], "用户的同事做会计"),
    ("", "小姨", [_f("job", "当老师")], "用户的小姨当老师"),
    ("", "小姨", [_f("age", "34岁"), _f("job", "教钢琴")], "用户的小姨今年34岁，教钢琴"),
    ("", "领导", [_f("age", "四十出头")], "用户的领导今年四十出头"),
    ("王芳", "同事", [_f("phone", "13812345678")], "王芳是用户的同事，电话是13812345678"),
    ("王芳", "同事", [_f("email", "wf@corp.cn")], "王芳是用户的同事，邮箱是wf@corp.cn"),
    ("", "舅妈", [_f("from", "绍兴"), _f("hobby", "跳广场舞")], "用户的舅妈来自绍兴，爱好跳广场舞"),
    ("", "师兄", [_f("employer", "Siemens")], "用户的师兄在Siemens工作"),
    ("", "堂姐", [_f("education", "硕士")], "用户堂姐的教育背景是硕士"),
    ("", "堂姐", [_f("age", "二十九岁"), _f("height", "165cm")], "用户的堂姐今年二十九岁，身高165cm"),
]


@pytest.mark.parametrize(("name", "relation", "facts", "want"), ZH_CASES)
def test_zh_spoken_order(name: str, relation: str, facts: list[MentionFact], want: str) -> None:
    assert phrase(name, relation, facts, "zh") == want


def test_zh_label_as_said_is_kept() -> None:
    assert phrase("", "表舅", [_f("age", "58", label="岁数")], "zh") == "用户表舅的岁数是58"


def test_zh_said_relation_names_only_who() -> None:
    got = phrase("钱浩然", "下属", [_f("height", "172厘米")], "zh", said=True)
    assert got == "用户的下属钱浩然，身高172厘米"


@pytest.mark.parametrize("tail", [" lol", " lolol", " hahaha", " hehe", " lmao", " rofl"])
def test_en_laughter_is_one_table(tail: str) -> None:
    import re

    from jiyi.extractors._rules_common import LAUGH_EN

    assert re.fullmatch(LAUGH_EN, tail.strip())
    assert not re.fullmatch(LAUGH_EN, "hall")


FRONTED = [
    ("一米八五，这是我表哥孙立伟的个子。", "用户的表哥孙立伟的个子是一米八五。"),
    ("五十八，这是我表舅的岁数", "用户的表舅的岁数是五十八。"),
    ("a paralegal, that is what my cousin Dana does", "User's cousin Dana works as a paralegal."),
]


@pytest.mark.parametrize(("said", "want"), FRONTED)
def test_fronted_value_kept_in_plain_order(said: str, want: str) -> None:
    from datetime import datetime

    from jiyi.extractors._restate import restate

    got = restate(said, datetime(2026, 11, 26, 12))
    assert got is not None and got.content == want


def test_not_fronted_kept_as_said() -> None:
    from datetime import datetime

    from jiyi.extractors._restate import restate

    got = restate("一米八五，这个我喜欢", datetime(2026, 11, 26, 12))
    assert got is not None and got.content == "一米八五，这个用户喜欢。"
