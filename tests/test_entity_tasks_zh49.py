"""Chinese person facts said inside a request or a question to the assistant ("杨凯（我外甥）大专毕业，现在想考公务员，
有门槛吗？", "推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班"): the question is no fact, the clauses around it are;
"there" is the place just named; a smaller city is a city, not an employer. With the English counterparts English
reads today."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_asked_zh import asked_out_zh


def _people(text: str, language: str = "zh") -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


def _all_facts(text: str, language: str = "zh") -> set[tuple[str, str]]:
    return {(f.attribute, f.value) for m in extract_mentions(text, language=language) for f in m.facts}


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("杨凯（我外甥）大专毕业，现在想考公务员，有门槛吗？", "zh", "杨凯", ("education", "大专")),
        ("说个事，我丈母娘叫杨蕾，她是西藏林芝人，口味偏什么？", "zh", "杨蕾", ("from", "西藏林芝")),
        ("想请你出出主意，我搭档叫徐蘩，她性格认死理，第一次见面聊什么好？", "zh", "徐蘩", ("trait", "认死理")),
        ("我带教老师徐蕾个子169厘米，骑多大的自行车合适？", "zh", "徐蕾", ("height", "169厘米")),
        ("杨蕾（我丈母娘）调到景洪上班了，那边房租大概多少？", "zh", "杨蕾", ("works_in", "景洪")),
        ("My nephew Kai has an associate degree. Any hurdles?", "en", "Kai", ("education", "associate degree")),
    ],
)
def test_the_clauses_around_a_question_state_facts(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who]


def test_a_fact_after_a_question_in_the_same_message_is_still_read() -> None:
    found = _people("徐蘩（我搭档）生日是十二月二十九号，帮我想个惊喜方案。她老家青海玉树，过年去拜年带点什么好？")
    assert found["徐蘩"] >= {("birthday", "十二月二十九号"), ("from", "青海玉树")}


@pytest.mark.parametrize(
    "said",
    [
        "我表哥今年多大了，你还记得吗？",
        "我表姐几岁了，你知道吗？",
        "如果我表哥在深圳上班，你觉得他会累吗？",
        "你觉得我表姐在腾讯上班吗？",
        "Is my cousin working in Shenzhen?",
    ],
)
def test_a_clause_that_asks_states_nothing(said: str) -> None:
    assert not _all_facts(said, "en" if said.isascii() else "zh")


def test_a_wish_said_beside_a_degree_is_no_job() -> None:
    found = _people("杨凯（我外甥）大专毕业，现在想考公务员，有门槛吗？")
    assert not any(a == "job" for a, _ in found["杨凯"])


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班，周末我去找人吃饭。", "刘莺", ("works_in", "防城港")),
        ("帮我订张去石河子的票，我室友孙辉在那边工作，周五去看看。", "孙辉", ("works_in", "石河子")),
        ("我二伯叫孙卫国，你了解辽宁锦州的婚俗吗？他老家在那儿，下个月我去喝喜酒", "孙卫国", ("from", "辽宁锦州")),
        ("你了解青海海东的婚俗吗？我的徒弟孙黛老家在那儿。", "孙黛", ("from", "青海海东")),
    ],
)
def test_there_is_the_place_just_named(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


@pytest.mark.parametrize(
    "said",
    [
        "我去找王德宏玩，他在那边上班",  # 德宏 is a prefecture, but here the end of a name
        "那场婚礼在天津文化中心办的，我表姐在那儿上班",  # a venue, not the city it opens with
        "我表姐在那边工作",  # no place named at all
    ],
)
def test_there_is_no_place_when_none_was_named_plainly(said: str) -> None:
    assert not any(a in ("works_in", "from", "employer") for a, _ in _all_facts(said))


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("我的徒弟刘旭在防城港工作", "zh", "刘旭", ("works_in", "防城港")),
        ("帮个忙，刘鑫人在嘉峪关上班，快递寄过去几天能到？", "zh", "刘鑫", ("works_in", "嘉峪关")),
        ("陈刚（我发小）从小在格尔木长大", "zh", "陈刚", ("from", "格尔木")),
        ("我搭档黄刚老家固原", "zh", "黄刚", ("from", "固原")),
        ("My roommate Li Fei works in Kelowna.", "en", "Li Fei", ("works_in", "Kelowna")),
    ],
)
def test_a_smaller_city_is_a_city(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    found = _people(said, language)[who]
    assert fact in found
    assert not any(a == "employer" for a, _ in found)


def test_a_company_is_still_an_employer() -> None:
    assert ("employer", "瑞幸咖啡") in _people("我室友李飞在瑞幸咖啡上班")["李飞"]


@pytest.mark.parametrize(
    ("said", "who"),
    [("我嫂子刘莺那边有点事，帮我写个感谢信，她是养蜂人，上次帮了我大忙。", "刘莺"), ("我表哥王强是养蜂人", "王强")],
)
def test_a_trade_said_with_ren_is_a_job_not_a_hometown(said: str, who: str) -> None:
    found = _people(said)[who]
    assert ("job", "养蜂人") in found
    assert not any(a == "from" for a, _ in found)


def test_a_hometown_said_with_ren_is_still_a_hometown() -> None:
    assert ("from", "固原") in _people("我表哥王强是固原人")["王强"]


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("帮我写条短信发给155 6404 1604，这是徐蘩的号，说周六聚餐改时间了", "zh", "徐蘩", ("phone", "155 6404 1604")),
        ("帮我写条短信发给135 8703 6993，这是我丈母娘杨蕾的号", "zh", "杨蕾", ("phone", "135 8703 6993")),
        ("Theo's number is 555-201-3344.", "en", "Theo", ("phone", "555-201-3344")),
    ],
)
def test_a_number_then_whose_it_is_is_theirs(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("帮我排个座位，我搭档杨菁性格死要面子，放哪桌合适？", "zh", "杨菁", ("trait", "死要面子")),
        ("我的室友赵旭是个磨磨蹭蹭的人，我该怎么跟这人提意见？", "zh", "赵旭", ("trait", "磨磨蹭蹭")),
        ("My roommate Li Fei is stubborn.", "en", "Li Fei", ("trait", "stubborn")),
    ],
)
def test_a_temper_said_as_an_idiom_is_a_trait(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("给陈勇（我发小）买保险，二十六岁这个年纪买哪种合适？", "陈勇", ("age", "二十六岁")),
        ("麻烦你，给我的丈母娘陈蘩买保险，71岁这个年纪买哪种合适？", "陈蘩", ("age", "71岁")),
        ("在吗，要给刘旭定做西装，先记下身高：181厘米。他的家乡是林芝", "刘旭", ("height", "181厘米")),
        ("要给我的搭档刘鑫定做西装，先记下身高：171cm", "刘鑫", ("height", "171cm")),
    ],
)
def test_what_a_request_for_someone_needs_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


@pytest.mark.parametrize("said", ["给自己买保险，30岁这个年纪买哪种合适？", "要给孩子买鞋，先记下尺码：38"])
def test_a_request_for_oneself_or_a_size_is_no_ones_age_or_height(said: str) -> None:
    assert not any(a in ("age", "height") for a, _ in _all_facts(said))


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("帮我给我外甥周刚发封邮件，地址是kk.zhou40@139.com 拜托拜托", "周刚", ("email", "kk.zhou40@139.com")),
        ("我的搭档杨菁是放映员。帮我给她发封邮件，地址是kk.zhou79@139.com。", "杨菁", ("email", "kk.zhou79@139.com")),
    ],
)
def test_the_address_a_mail_goes_to_is_theirs(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


def test_a_mail_to_oneself_is_no_ones_address() -> None:
    assert not _all_facts("帮我给自己发封邮件，地址是me@qq.com")


def test_what_this_points_to_is_no_hobby() -> None:
    found = _people("要给我外甥定做西装，先记下身高：166cm。你懂玩桨板吗？他迷这个迷得不行，我想聊得上话")
    assert not any(v == "这个" for facts in found.values() for _, v in facts)


def test_facts_said_while_asking_are_kept_on_the_person(tmp_path: Path) -> None:
    """A real `Memory`: facts said inside requests and questions are the person's, each where it was said, and the
    memory text says the trade plainly (never "是…人")."""
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for said in (
            "杨凯（我外甥）大专毕业，现在想考公务员，有门槛吗？",
            "推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班，周末我去找人吃饭。",
            "我嫂子刘莺那边有点事，帮我写个感谢信，她是养蜂人，上次帮了我大忙。",
            "你了解辽宁锦州的婚俗吗？我二伯孙卫国老家在那儿，下个月我去喝喜酒",
        ):
            mem.messages.add(topic.id, role="user", content=said)
        mem.extract(topic.id)
        facts = {v.entity.name: {(f.attribute, f.value) for f in v.facts} for v in mem.entities.views("u")}
        assert ("education", "大专") in facts["杨凯"]
        assert {("works_in", "防城港"), ("job", "养蜂人")} <= facts["刘莺"]
        assert ("from", "辽宁锦州") in facts["孙卫国"]
        assert not any(v in ("那儿", "那边") for f in facts.values() for _, v in f)
        texts = [m.content for m in mem.list("u")]
        assert not any("是…人" in t for t in texts)
    finally:
        mem.close()


def test_the_memory_of_a_request_keeps_the_fact_not_the_request(tmp_path: Path) -> None:
    """A real `Memory`: what is asked of the assistant is no memory; the fact said with it is, "there" named."""
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for said in (
            "推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班，周末我去找人吃饭。",
            "你了解辽宁锦州的婚俗吗？我二伯孙卫国老家在那儿，下个月我去喝喜酒",
        ):
            mem.messages.add(topic.id, role="user", content=said)
        mem.extract(topic.id)
        texts = [m.content for m in mem.list("u")]
        assert any("刘莺在防城港上班" in t for t in texts), texts
        assert any("孙卫国老家在辽宁锦州" in t for t in texts), texts
        assert not any("推荐" in t or "那儿" in t or "婚俗" in t for t in texts), texts
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班。", "我的嫂子刘莺在防城港上班。"),
        ("杨凯（我外甥）大专毕业，有门槛吗？", "杨凯（我外甥）大专毕业。"),
        # a statement keeps a clause with a question word that asks nothing
        ("我感觉很迷茫，不知道该朝什么方向发展。", "我感觉很迷茫，不知道该朝什么方向发展。"),
        # a request that names someone of the user's stays whole (the memory leaves the sentence out)
        ("帮我给我发小陈刚张罗点事，他本科毕业。", "帮我给我发小陈刚张罗点事，他本科毕业。"),
    ],
)
def test_what_the_memory_reads_of_a_request(said: str, kept: str) -> None:
    assert asked_out_zh(said) == kept
