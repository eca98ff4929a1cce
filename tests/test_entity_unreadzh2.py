"""Chinese people's facts the offline reader missed: a two-character name the segmenter glues to the verb after it
(王磊 / 念到了初中, 张伟 / 入职了…, 王磊 / 书念到了本科), and how long since one joined an employer said after it
("入职顺丰快三年了": 顺丰, not 顺丰快三年)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_entity_lexzh import _facts as _people
from tests.test_entity_replied import _extracted


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我表哥王磊书念到了本科", "王磊", ("education", "本科")),
        ("我堂妹李娜书读到了高中", "李娜", ("education", "高中")),
        ("俺表弟刘洋书念到大专就不念了", "刘洋", ("education", "大专")),
        ("我邻居马丽书只念到小学", "马丽", ("education", "小学")),
        ("我表哥王磊念到了初中", "王磊", ("education", "初中")),
        ("我同学陈静念完了研究生", "陈静", ("education", "研究生")),
        ("我闺蜜赵敏读完了硕士", "赵敏", ("education", "硕士")),
        ("我发小孙浩念过中专", "孙浩", ("education", "中专")),
        ("我表哥王磊读了个本科", "王磊", ("education", "本科")),
        ("我同事张伟入职了瑞丰食品", "张伟", ("employer", "瑞丰食品")),
        ("张伟入职了瑞丰食品", "张伟", ("employer", "瑞丰食品")),
        ("我姐夫周强入职了华为", "周强", ("employer", "华为")),
        ("我朋友杨帆入职了字节跳动", "杨帆", ("employer", "字节跳动")),
        ("我徒弟郑凯入职顺丰快三年了", "郑凯", ("employer", "顺丰")),
        ("我同事李强跳槽到美团有两年了", "李强", ("employer", "美团")),
        ("我表姐进了华为都五年多了", "表姐", ("employer", "华为")),
    ],
)
def test_a_verb_glued_to_a_two_character_name_opens_the_predicate(said: str, who: str, fact: tuple[str, str]) -> None:
    people = _people(said)
    assert fact in people[who]
    assert not any(len(name) == 3 and name.startswith(who) for name in people)  # no 王磊念, 张伟入


@pytest.mark.parametrize(
    "said",
    [
        "我表哥王磊书念到了本科吗",  # a question
        "如果我表哥王磊入职了华为就好了",  # a wish
        "我书念到了本科",  # the user's own
        "我入职了瑞丰食品",
    ],
)
def test_no_fact_for_the_person_from_a_question_a_wish_or_the_user(said: str) -> None:
    people = _people(said)
    assert not people.get("王磊") and not any(
        ("education", "本科") in f or ("employer", "瑞丰食品") in f for f in people.values()
    )


def test_a_negation_gives_no_schooling() -> None:
    assert ("education", "本科") not in _people("我表哥王磊没念到本科").get("王磊", set())


def test_kept_on_the_named_person_in_a_real_memory(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path,
        ("user", "我表哥王磊书念到了本科"),
        ("user", "我同事张伟入职了瑞丰食品"),
        ("user", "我徒弟郑凯入职顺丰快三年了"),
    )
    assert read.people["王磊"].get("education") == "本科"
    assert read.people["张伟"].get("employer") == "瑞丰食品"
    assert read.people["郑凯"].get("employer") == "顺丰"
    assert not {"王磊书", "王磊念", "张伟入"} & set(read.people)


@pytest.mark.parametrize(
    ("said", "first", "second", "fact"),
    [
        ("我同事严海洋，学历中专。阮欣悦是我徒弟。她的职业是婚礼主持人。", "严海洋", "阮欣悦", ("job", "婚礼主持人")),
        ("我徒弟严海洋，学历中专。阮欣悦是我徒弟。她的职业是婚礼主持人。", "严海洋", "阮欣悦", ("job", "婚礼主持人")),
        ("我同事张伟，学历本科。李娜是我表妹。她的学历是硕士。", "张伟", "李娜", ("education", "硕士")),
        (
            "我表哥王磊，今年三十。陈静是我同学，最近老加班。她的工作单位是市一医院。",
            "王磊",
            "陈静",
            ("employer", "市一医院"),
        ),
        ("俺舅舅何军，老家四川的。赵敏是俺闺蜜。她的爱好是爬山。", "何军", "赵敏", ("hobby", "爬山")),
    ],
)
def test_a_pronoun_field_after_someone_else_is_named_is_not_the_first_persons(
    said: str, first: str, second: str, fact: tuple[str, str]
) -> None:
    people = _people(said)
    assert fact not in people.get(first, set())


def test_a_pronoun_field_right_after_its_person_stays_theirs() -> None:
    assert ("job", "婚礼主持人") in _people("我同事严海洋，学历：中专。她的职业：婚礼主持人。")["严海洋"]
    assert ("job", "老师") in _people("我表姐王芳，学历本科。她的职业是老师。")["王芳"]
