"""Chinese sayings of a person's hometown, employer, temper, age, schooling and position in voices the readers
missed: a region as a hometown ("东北小伙"), joining or working somewhere said with when and how long ("上个月入职了
字节", "在比亚迪上班好几年了", "被拼多多录用了"), an employer said bare in chat ("京东的", "腾讯打工人一枚"), a temper
after how they talk or what their nature is ("说话特别幽默", "性子特温柔", "是个i人"), a tail particle after an age
("今年34嘞"), 人家 as "they" ("人家研究生毕业的") and a position said as whose it is ("是我们部门主管"). Never the
user's own fact, a question or a plan.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _facts(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="zh")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a region as a hometown
        ("我同事王磊是东北小伙", "王磊", ("from", "东北")),
        ("我表哥张伟东北人 特别能喝", "张伟", ("from", "东北")),
        ("我室友李娜是潮汕姑娘", "李娜", ("from", "潮汕")),
        ("我同事王磊是四川小伙", "王磊", ("from", "四川")),
        ("我朋友陈刚老家是闽南的", "陈刚", ("from", "闽南")),
        # joining an employer, with when; how long one has worked there
        ("我表哥张伟上个月入职了字节", "张伟", ("employer", "字节")),
        ("我表哥张伟去年跳到小米了", "张伟", ("employer", "小米")),
        ("我表哥张伟跳槽去了美团", "张伟", ("employer", "美团")),
        ("我表哥张伟刚被拼多多录用了", "张伟", ("employer", "拼多多")),
        ("我表姐李娜前年加入了华为", "李娜", ("employer", "华为")),
        ("我表哥张伟在比亚迪上班好几年了", "张伟", ("employer", "比亚迪")),
        ("我表姐李娜在网易工作三年了", "李娜", ("employer", "网易")),
        # an employer said bare in chat
        ("我表哥张伟京东的 天天加班", "张伟", ("employer", "京东")),
        ("我表哥张伟 腾讯打工人一枚", "张伟", ("employer", "腾讯")),
        ("我表哥张伟网易的员工", "张伟", ("employer", "网易")),
        ("我表哥张伟星辰科技的", "张伟", ("employer", "星辰科技")),
        # a temper after how they talk or are, or said as the internet says it
        ("我同事王磊说话特别幽默", "王磊", ("trait", "幽默")),
        ("我闺蜜小雅性子特温柔", "小雅", ("trait", "温柔")),
        ("我同事王磊做事贼靠谱", "王磊", ("trait", "靠谱")),
        ("我同事王磊是个i人", "王磊", ("trait", "i人")),
        ("我同事王磊典型e人", "王磊", ("trait", "e人")),
        ("我同事王磊妥妥的社牛", "王磊", ("trait", "社牛")),
        # an age with a tail particle
        ("我同事王磊今年34嘞", "王磊", ("age", "34岁")),
        ("我同事王磊今年28咯", "王磊", ("age", "28岁")),
        ("我同事王磊都40喽", "王磊", ("age", "40岁")),
        # 人家: they
        ("我同事王磊人家研究生毕业的", "王磊", ("education", "研究生")),
        ("我同事王磊人家是博士", "王磊", ("education", "博士")),
        # a position said as whose it is
        ("我同事王磊是我们公司副总", "王磊", ("title", "副总")),
        ("我同事王磊是我们组长", "王磊", ("title", "组长")),
        ("我同事王磊是我们部门主管", "王磊", ("title", "部门主管")),
    ],
)
def test_a_saying_is_read_of_the_person(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said).get(who, set()), _facts(said)


@pytest.mark.parametrize(
    ("said", "attribute"),
    [
        ("我同事王磊人挺好的，我老家东北的", "from"),  # the user's own
        ("我同事王磊是不是东北人啊", "from"),  # a question
        ("我表哥张伟人不错 我刚入职了字节", "employer"),
        ("我表哥张伟想去字节上班", "employer"),  # a wish
        ("我表哥张伟刚进了医院", "employer"),  # a stay in hospital, no job
        ("我同事王磊来了 我今年34嘞", "age"),
        ("我同事王磊是我大学室友", "title"),  # a tie, no position
        ("我同事王磊是我们领导", "title"),
        ("我同事王磊在华东师范大学工作", "works_in"),  # a region in a name is no work city
        ("我同事王磊说话算话", "trait"),  # what he does, no personality word
    ],
)
def test_no_fact_where_none_is_said(said: str, attribute: str) -> None:
    assert not any(a == attribute for facts in _facts(said).values() for a, _ in facts), _facts(said)


def test_joining_said_with_when_is_kept_on_the_person(tmp_path: Path) -> None:
    """A real `Memory`: the employer joined, said with when and in chat voice, is the person's, an organisation is
    kept, and the user's own new job is no one else's."""
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        mem.messages.add(topic.id, role="user", content="我表哥张伟上个月入职了字节，我表姐李娜京东的 天天加班")
        mem.messages.add(topic.id, role="user", content="我同事王磊人不错，我刚被美团录用了")
        mem.extract(topic.id)
        views = mem.entities.views("u")
        facts = {v.entity.name: {(f.attribute, f.value) for f in v.facts} for v in views}
        assert ("employer", "字节") in facts["张伟"]
        assert ("employer", "京东") in facts["李娜"]
        assert not any(a == "employer" for a, _ in facts.get("王磊", set()))
        assert {"字节", "京东"} <= set(facts)
    finally:
        mem.close()
