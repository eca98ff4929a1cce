"""Run-on chat messages: where a sentence ends when no punctuation says so, in both languages. A value ends
with its clause ("身高是174今天回家…" is 174, "学历为博士下个月想请年假…" is 博士), and what follows a turn
("also", "btw", "对了") or a new subject is said of whom it names, never of the one of the sentence before."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._runons import cut_runons_en, cut_runons_zh
from tests.test_entity_replied import _extracted


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a number with its unit ends the clause it is the value of
        ("我舅舅周建国今年52岁我下周去看他", "周建国", ("age", "52岁")),
        ("我师傅老陈今年都58了我还以为他五十出头", "老陈", ("age", "58岁")),
        ("我姐夫张磊1米80前几天刚体检完", "张磊", ("height", "1米80")),
        ("我闺蜜王芳身高1米68对了她老家在成都", "王芳", ("from", "成都")),
        ("我室友孙浩今年26岁另外他在腾讯上班", "孙浩", ("employer", "腾讯")),
        ("我妈身高160我比她高一点", "妈", ("height", "160")),
        ("我姑姑今年48岁我爸今年50岁", "爸", ("age", "50岁")),
        ("我姑姑今年48岁我爸今年50岁", "姑姑", ("age", "48岁")),
        ("救命今天排队排了一小时。哦差点忘了说我那大伯今年50岁，他老家邯郸", "大伯", ("age", "50岁")),
        # a degree
        ("我表姐陈静是硕士学历我觉得挺厉害的", "陈静", ("education", "硕士")),
        ("我小姨学历为大专对了她是温州人", "小姨", ("education", "大专")),
        ("我小姨学历为大专对了她是温州人", "小姨", ("from", "温州")),
        ("我堂弟何军最高学历是本科下个月想出国玩", "何军", ("education", "本科")),
        ("我同事张伟是硕士毕业我是本科", "张伟", ("education", "硕士")),
        # a trade word
        ("我堂哥马超在当外卖骑手我最近也想去跑", "马超", ("job", "外卖骑手")),
        ("我发小郑凯是个汽修工被拉去参加了婚礼", "郑凯", ("job", "汽修工")),
        ("我表弟罗浩在做程序员今天加班到十点", "罗浩", ("job", "程序员")),
        ("我同事林雪是一名护士前阵子刚调到急诊", "林雪", ("job", "护士")),
        ("我朋友杜娟是个会计周末一起去爬山", "杜娟", ("job", "会计")),
        ("小王说他是个厨师我最近想学做菜", "小王", ("job", "厨师")),
    ],
)
def test_a_chinese_value_ends_where_the_next_sentence_opens(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "zh")[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a turn ("also", "btw", "plus", "anyway", "oh and") after a clause opens a new sentence
        ("long day at work honestly also my sister Mia is a dentist now", "Mia", ("job", "dentist")),
        ("I'm 34 also my wife Amy is 33", "Amy", ("age", "33")),
        ("my sister isn't a nurse also my brother Tom is a chef", "Tom", ("job", "chef")),
        ("the weather has been awful anyway my niece Tara is 19 now", "Tara", ("age", "19")),
        ("the train was late again btw my cousin Jake is a plumber", "Jake", ("job", "plumber")),
        ("i finished the report finally oh and my mate Dev is an electrician", "Dev", ("job", "electrician")),
        # the user said again, lowercase, after a clause
        ("my brother Sam did a masters degree i forgot to mention that", "Sam", ("education", "masters degree")),
        ("my aunt Jo is a nurse i think you met her once", "Jo", ("job", "nurse")),
        ("my mate Ollie works as a plumber i reckon he loves it", "Ollie", ("job", "plumber")),
        # a name set up with its tie after a clause
        ("we watched a film last night Ben, who's my neighbour, is 45", "Ben", ("age", "45")),
        ("got home late yesterday Anna (my aunt) is a pharmacist", "Anna", ("job", "pharmacist")),
        # a value with its unit
        ("she is 29 years old the party is on saturday", "pronoun", ("age", "29")),
    ],
)
def test_an_english_value_ends_where_the_next_sentence_opens(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


@pytest.mark.parametrize(
    ("said", "cut"),
    [
        ("闫某身高是174今天回家路上看到一只猫", "闫某身高是174，今天回家路上看到一只猫"),
        ("她学历为博士下个月想请年假", "她学历为博士，下个月想请年假"),
        ("他在当外卖骑手我最近在学做饭", "他在当外卖骑手，我最近在学做饭"),
        ("她正经是个汽修工被拉去参加了聚会", "她正经是个汽修工，被拉去参加了聚会"),
        ("他电话是13912345678昨天刚换的", "他电话是13912345678，昨天刚换的"),
    ],
)
def test_where_a_chinese_run_on_is_cut(said: str, cut: str) -> None:
    assert cut_runons_zh(said) == cut


@pytest.mark.parametrize(
    "said",
    [
        "她是我徒弟",  # no value before 我
        "我妈今年58岁的时候我出生了",  # 的时候 binds: no opener after the number
        "我表哥李强1米80的个子",
        "他说1998年我们认识的",  # a year and no predicate before it
        "张三我认识很多年了",  # a name alone is no clause
        "她是我们公司的员工",
    ],
)
def test_no_cut_inside_a_chinese_clause(said: str) -> None:
    assert cut_runons_zh(said) == said


@pytest.mark.parametrize(
    "said",
    [
        "my cousin i told you about is a nurse",  # no clause before "i"
        "if my sister Mia comes over i will cook",
        "she's the one i told you about",
        "I met Jess, aka the new girl, at work",
        "This is about Wren Nakamura, my coworker; she is 40",
        "we went out last night with Anton Iyer, my stepdad",
        "so yesterday Mary Jane Watson (my aunt) called",
        "Is my cousin Jake a plumber also",
        "my mum is 5'6\" and my dad is 6'1\"",
        "call +44 7700 900123 also ask for Tom",
    ],
)
def test_no_cut_inside_an_english_clause_a_value_or_a_name(said: str) -> None:
    assert cut_runons_en(said) == said


def test_an_email_stays_whole_where_a_run_on_is_cut_after_it() -> None:
    assert cut_runons_en("email me at amy.lee@gmail.com also Tom is 40") == "email me at amy.lee@gmail.com. Tom is 40"


@pytest.mark.parametrize(
    ("said", "who", "attribute"),
    [
        # the value of the one named first is never given to the one named after the cut, nor the other way
        ("我堂哥马超在当外卖骑手我最近也想去跑", "马超", "hobby"),
        ("我姑姑今年48岁我爸今年50岁", "姑姑", "height"),
        ("my sister isn't a nurse also my brother Tom is a chef", "sister", "job"),
        ("I'm 34 also my wife Amy is 33", "Amy", "height"),
    ],
)
def test_no_fact_crosses_the_cut(said: str, who: str, attribute: str) -> None:
    language = "zh" if any("\u4e00" <= c <= "\u9fff" for c in said) else "en"
    assert attribute not in {a for a, _ in _people(said, language).get(who, set())}


def test_the_users_own_facts_after_a_cut_stay_the_users() -> None:
    people = _people("我同事张伟是硕士毕业我是本科", "zh")
    assert ("education", "本科") not in people["张伟"]
    people = _people("my brother Sam is 31 i'm 29 lol", "en")
    assert ("age", "29") not in people.get("Sam", set())


def test_a_question_and_a_hypothetical_state_nothing() -> None:
    assert not any(_people("is my cousin Jake a plumber also is he 30", "en").values())
    assert ("job", "chef") not in _people("if my brother Tom were a chef i'd eat well", "en").get("Tom", set())


def test_kept_on_the_person_in_a_real_memory(tmp_path: Path) -> None:
    read = _extracted(tmp_path, ("user", "我堂哥马超在当外卖骑手我最近也想去跑"), ("assistant", "好的"))
    assert read.people["马超"].get("job") == "外卖骑手"
    read = _extracted(
        tmp_path / "en", ("user", "long day at work honestly also my sister Mia is a dentist now"), ("assistant", "ok")
    )
    assert read.people["Mia"].get("job") == "dentist"


@pytest.mark.parametrize(
    "said",
    [
        "We went to the concert last week with my cousin Dana, who is 34 and lives in Denver.",
        "There's my coworker Ian Frost, who is a senior analyst.",
        "you can reach Amy (my sister) at 555-201-7788",
        "had coffee with my cousin Ben, who is shy",
    ],
)
def test_no_cut_before_a_name_that_a_tie_or_a_verb_holds(said: str) -> None:
    # a name right after its tie ("my cousin Dana") or a verb that takes it ("reach Amy") is no new sentence, and
    # "who is 34" is a value, not a tie set beside the name
    assert cut_runons_en(said) == said


def test_no_cut_between_a_day_and_its_part() -> None:
    assert cut_runons_zh("音乐会是上周六晚上在国家大剧院，两个多小时") == "音乐会是上周六晚上在国家大剧院，两个多小时"
