"""Known misreads of the offline entity reader (issue #21, brief bugs14): each shape read at its cause.

爱好 is one word (a hobby), never 爱 + "好…"; a record's word after a label ("职业：登记为护士") and an adverb
before a labelled value ("job is really nurse") are no part of the value; a measure said of a thing someone owns
is not theirs; a she / he two people named before it fit is nobody's; an adverb before a place of work names no
employer (才来公司); "got into trouble" is no taste; where someone was born is read with the day; a name the
family goes by is read said run on ("我舅舅大家都叫他老罗").
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _of(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    """Each mention's facts, keyed by its name, else its relation."""
    return {
        m.name or m.relation: {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
    }


def _all(text: str, language: str) -> set[tuple[str, str]]:
    return {(f.attribute, f.value) for m in extract_mentions(text, language=language) for f in m.facts}


def _aliases(text: str, language: str) -> dict[str, list[str]]:
    return {m.name or m.relation: m.aliases for m in extract_mentions(text, language=language)}


# --- 1: 爱好 is a hobby --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "hobby"),
    [
        ("我表哥爱好摄影", "表哥", "摄影"),
        ("我姑姑爱好钓鱼和唱歌", "姑姑", "钓鱼和唱歌"),
        ("我爸爱好是下棋", "爸", "下棋"),
        ("我同事小周业余爱好书法", "小周", "书法"),
    ],
)
def test_aihao_is_a_hobby(text: str, who: str, hobby: str) -> None:
    assert ("hobby", hobby) in _of(text, "zh")[who]


@pytest.mark.parametrize("text", ["我表哥 爱好 摄影", "我表哥，爱好，摄影", "我表哥爱好 摄影", "我姐 爱好  旅游"])
def test_aihao_split_by_spaces_is_never_a_liking_of_hao(text: str) -> None:
    facts = _all(text, "zh")
    assert not any(a == "likes" for a, _ in facts)
    assert not any(v.startswith("好") for _, v in facts)


@pytest.mark.parametrize(("text", "liked"), [("我妈爱吃辣", "辣"), ("我舅舅爱喝茶", "茶")])
def test_ai_before_a_thing_is_still_a_liking(text: str, liked: str) -> None:
    assert ("likes", liked) in _all(text, "zh")


# --- 2 / 3: a label's filler word, an adverb before the value -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "fact"),
    [
        ("同事小何，职业：登记为护士", "小何", ("job", "护士")),
        ("我姑父，籍贯：填的是山东", "姑父", ("from", "山东")),
        ("表姐 职业: 是会计", "表姐", ("job", "会计")),
        ("我朋友老周，工作单位：写的是华为", "老周", ("employer", "华为")),
        ("我表妹的职业是登记为老师", "表妹", ("job", "老师")),
    ],
)
def test_record_word_is_no_part_of_a_labelled_value_zh(text: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _of(text, "zh")[who]


def test_record_word_is_no_employer_link() -> None:
    (m,) = [m for m in extract_mentions("我朋友老周，工作单位：写的是华为", language="zh") if m.name == "老周"]
    assert m.links == [("works_at", "华为")]


@pytest.mark.parametrize(
    ("text", "who", "fact"),
    [
        ("my brother Tom's job is really nurse", "Tom", ("job", "nurse")),
        ("my aunt's job is actually a dentist", "aunt", ("job", "dentist")),
        ("my coworker Dan, job: technically accountant", "Dan", ("job", "accountant")),
        ("my sister's hobby is really knitting", "sister", ("hobby", "knitting")),
        ("my friend Jo's job is now teacher", "Jo", ("job", "teacher")),
    ],
)
def test_adverb_is_no_part_of_a_labelled_value_en(text: str, who: str, fact: tuple[str, str]) -> None:
    facts = _of(text, "en")[who]
    assert fact in facts
    assert not any(v.split()[0] in ("really", "actually", "technically", "now") for _, v in facts)


# --- 4: a measure of a thing someone owns is not theirs ---------------------------------------------------------


@pytest.mark.parametrize("text", ["我表哥的书桌量了一下，一米六", "我姐的沙发，一米八", "我舅舅的鱼缸量过了 一米二"])
def test_measure_of_an_owned_thing_is_no_height_zh(text: str) -> None:
    assert not any(a == "height" for a, _ in _all(text, "zh"))


@pytest.mark.parametrize(
    "text",
    ["my cousin's desk is 5 feet tall", "my uncle's boat is about 30 feet long", "my aunt's fridge is 6 feet tall"],
)
def test_measure_of_an_owned_thing_is_no_height_en(text: str) -> None:
    assert not any(a == "height" for a, _ in _all(text, "en"))


@pytest.mark.parametrize(("text", "fact"), [("我表哥的身高，一米八", ("height", "一米八"))])
def test_their_own_height_is_still_read(text: str, fact: tuple[str, str]) -> None:
    assert fact in _of(text, "zh")["表哥"]


def test_what_follows_someone_elses_thing_is_still_theirs_by_pronoun() -> None:
    assert ("age", "三十岁") in _of("我表哥的车是宝马，他今年三十岁", "zh")["表哥"]


# --- 5: a she / he two people fit is nobody's ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My aunt Rosa met my cousin Lina, and she gave me her email rosa@x.com",
        "My boss Sarah hired my friend Mia and she is 40",
        "my sister Kim called my cousin Jo and she said her number is 555-201-3344",
        "my friend Nina met my sister and she gave me her number 555-777-8888",
        "My uncle Tom met my dad and he gave me his number 555-123-4567",
    ],
)
def test_ambiguous_pronoun_gives_nobody_the_fact(text: str) -> None:
    assert _all(text, "en") == set()


@pytest.mark.parametrize(
    ("text", "who", "fact"),
    [
        ("My aunt Rosa met my dad and she gave me her email rosa@x.com", "Rosa", ("email", "rosa@x.com")),
        ("my sister Kate lives in Boston and she is a nurse", "Kate", ("job", "nurse")),
        ("My sister Amy is 30. My cousin Lina lives in Rome, she is a nurse.", "Lina", ("job", "nurse")),
        ("my friend Jake called my mom, he is a plumber", "Jake", ("job", "plumber")),
    ],
)
def test_pronoun_one_person_fits_is_theirs(text: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _of(text, "en")[who]


# --- 6: an adverb before a place of work names no employer ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("我同事王明才来公司", "王明"),
        ("我同事王明刚来公司", "王明"),
        ("同事小李又回公司了", "小李"),
        ("我表哥才来公司上班", "表哥"),
    ],
)
def test_adverb_before_a_workplace_is_no_employer(text: str, who: str) -> None:
    read = _of(text, "zh")
    assert who in read
    assert not any(a == "employer" for a, _ in read[who])
    assert all(m.kind != "org" for m in extract_mentions(text, language="zh"))


@pytest.mark.parametrize(
    ("text", "who", "employer"),
    [("我朋友张伟，云帆网络", "张伟", "云帆网络"), ("我同事刘芳在华信科技上班", "刘芳", "华信科技")],
)
def test_named_employer_still_read(text: str, who: str, employer: str) -> None:
    assert ("employer", employer) in _of(text, "zh")[who]


# --- 7: getting into trouble is no taste ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Tom got into trouble again",
        "my nephew got into debt",
        "my brother got into a fight at school",
        "my cousin Ray got into trouble at work lately",
        "my buddy Sam got into a car accident",
        "my sister got into the habit of running",
    ],
)
def test_got_into_trouble_is_no_liking(text: str) -> None:
    assert not any(a in ("likes", "hobby") for a, _ in _all(text, "en"))


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("my sister got into pottery last year", "pottery"),
        ("my cousin Ben is really into rock climbing", "rock climbing"),
    ],
)
def test_got_into_a_pastime_is_still_a_liking(text: str, liked: str) -> None:
    assert ("likes", liked) in _all(text, "en")


# --- 8: born on a day in a place: both ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "day", "place"),
    [
        ("my mom was born on March 3, 1988 in Ohio", "mom", "March 3, 1988", "Ohio"),
        ("my dad was born in Ohio on March 3, 1960", "dad", "March 3, 1960", "Ohio"),
        ("my aunt Jo was born in March 1970 in New Mexico", "Jo", "March 1970", "New Mexico"),
        ("my son was born on June 5 in St. Louis", "son", "June 5", "St. Louis"),
        ("my aunt was born in 1950 in Cork", "aunt", "1950", "Cork"),
    ],
)
def test_born_on_a_day_in_a_place_en(text: str, who: str, day: str, place: str) -> None:
    facts = _of(text, "en")[who]
    assert ("birthday", day) in facts
    assert ("from", place) in facts


@pytest.mark.parametrize(
    ("text", "who", "day", "place"),
    [
        ("我妈1988年3月3日出生在山东青岛", "妈", "1988年3月3日", "山东青岛"),
        ("我爸1960年出生于河北", "爸", "1960年", "河北"),
    ],
)
def test_born_on_a_day_in_a_place_zh(text: str, who: str, day: str, place: str) -> None:
    facts = _of(text, "zh")[who]
    assert ("birthday", day) in facts
    assert ("from", place) in facts


def test_born_on_a_day_only_has_no_place() -> None:
    assert _of("my sister was born on May 2", "en")["sister"] == {("birthday", "May 2")}


# --- 9: the name they go by ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "alias"),
    [
        ("我舅舅大家都叫他老罗", "舅舅", "老罗"),
        ("我舅舅叫罗建国，大家都叫他老罗", "罗建国", "老罗"),
        ("我同事张伟我们都叫他大伟", "张伟", "大伟"),
        ("我表妹家里人都喊她妞妞", "表妹", "妞妞"),
        ("我室友阿杰，大伙都喊他杰哥", "阿杰", "杰哥"),
        ("我舅舅大伙儿都叫他老罗", "舅舅", "老罗"),
        ("My uncle's real name is Robert Fisher but everyone calls him Bob", "Robert Fisher", "Bob"),
        ("my coworker Elizabeth, we call her Bea", "Elizabeth", "Bea"),
        ("my cousin Daniel goes by Danny", "Daniel", "Danny"),
        ("my aunt Margaret, everybody calls her Peggy", "Margaret", "Peggy"),
    ],
)
def test_name_they_go_by(text: str, who: str, alias: str) -> None:
    language = "en" if text.isascii() else "zh"
    assert alias in _aliases(text, language)[who]
