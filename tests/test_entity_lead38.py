"""Stop 38, the lead's lane: an age said beside other things ("is 34, married, two kids", "is 34 while I'm 30"), an
employer said as staff or payroll ("是华为的老员工了", "在中石化混口饭吃", "is on the payroll at Tesco", "has worked
for Tesco since 2019"), and two people given one value each ("are 34 and 30 respectively", "分别在北京和上海上班"):
each value goes to the one it is said of, never to the other.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    out: dict[str, set[tuple[str, str]]] = {}
    for m in extract_mentions(text, language=language):
        if m.kind == "person":
            key = m.name or m.relation
            out.setdefault(key, set()).update((f.attribute, f.value) for f in m.facts if f.attribute != "relation")
    return out


@pytest.mark.parametrize(
    ("said", "who", "age"),
    [
        ("My sister Amy is 34, married, two kids.", "Amy", "34"),
        ("My sister Amy is 34, married with two kids.", "Amy", "34"),
        ("My sister Amy is 34 whereas I am 29", "Amy", "34"),
        ("My older sister Amy is 34 while I'm 30.", "Amy", "34"),
        ("My dad Pete is 61, retired and loving it", "Pete", "61"),
        ("My son Max is 6, nearly 7.", "Max", "6"),
        ("My son Max is six, nearly seven", "Max", "six"),
        ("my nan is 89, almost 90", "nan", "89"),
        ("Amy, my sister, just celebrated turning 34.", "Amy", "34"),
    ],
)
def test_an_age_said_beside_other_things(said: str, who: str, age: str) -> None:
    assert ("age", age) in _people(said, "en")[who]


@pytest.mark.parametrize(
    ("said", "who", "employer"),
    [
        ("我表姐李娜是华为员工。", "李娜", "华为"),
        ("我同事小张是字节的老员工了", "小张", "字节"),
        ("我发小赵磊也是腾讯员工", "赵磊", "腾讯"),
        ("我表妹是美团的正式员工", "表妹", "美团"),
        ("我舅舅王强在中石化混口饭吃", "王强", "中石化"),
        ("我舅舅王强上班的地方是中石化", "王强", "中石化"),
        ("我舅舅王强工作单位是县医院", "王强", "县医院"),
    ],
)
def test_a_chinese_employer_said_as_staff_or_a_living(said: str, who: str, employer: str) -> None:
    assert ("employer", employer) in _people(said, "zh")[who]


@pytest.mark.parametrize(
    ("said", "who", "employer"),
    [
        ("My sister Amy is employed by the NHS.", "Amy", "NHS"),
        ("My sister Amy is on the payroll at Tesco.", "Amy", "Tesco"),
        ("My sister Amy has worked for Tesco since 2019.", "Amy", "Tesco"),
        ("My uncle Ray has worked at Airbus for years.", "Ray", "Airbus"),
        ("my mate Dev has worked for the BBC for ten years", "Dev", "BBC"),
        ("My brother Tom has worked for Google since last year.", "Tom", "Google"),
        ("My nan has worked at Boots since March 2001.", "nan", "Boots"),
    ],
)
def test_an_english_employer_said_as_payroll_or_years(said: str, who: str, employer: str) -> None:
    assert ("employer", employer) in _people(said, "en")[who]


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("我是华为员工", "zh"),
        ("我老公是华为员工吗？", "zh"),
        ("我表姐要是华为员工就好了", "zh"),
        ("我表姐不是华为员工", "zh"),
        ("I have worked for Tesco since 2019.", "en"),
        ("Has my sister Amy worked for Tesco?", "en"),
    ],
)
def test_no_employer_where_none_is_said_of_someone(said: str, language: str) -> None:
    assert not any(("employer" in {a for a, _ in facts}) for facts in _people(said, language).values())


def test_a_new_hand_is_no_employer() -> None:
    assert not any(a == "employer" for a, _ in _people("我表姐李娜是个新员工", "zh").get("李娜", set()))


@pytest.mark.parametrize(
    ("said", "language", "first", "second"),
    [
        ("My sister Amy and my brother Tom are 34 and 30.", "en", ("Amy", ("age", "34")), ("Tom", ("age", "30"))),
        ("My sister Amy and my brother Tom are 34 and 30 respectively.", "en", ("Amy", ("age", "34")),
         ("Tom", ("age", "30"))),
        ("My sister Amy and my brother Tom live in Leeds and York respectively.", "en", ("Amy", ("lives_in", "Leeds")),
         ("Tom", ("lives_in", "York"))),
        ("My sister Amy and my brother Tom are a nurse and a teacher respectively.", "en", ("Amy", ("job", "nurse")),
         ("Tom", ("job", "teacher"))),
        ("My sister Amy and my brother Tom work at Tesco and Asda respectively.", "en",
         ("Amy", ("employer", "Tesco")), ("Tom", ("employer", "Asda"))),
        ("My mum and dad are 61 and 64 years old.", "en", ("mum", ("age", "61")), ("dad", ("age", "64"))),
        ("我姐李娜和我哥李强分别在北京和上海上班", "zh", ("李娜", ("works_in", "北京")),
         ("李强", ("works_in", "上海"))),
        ("我姐和我哥分别是护士和老师", "zh", ("姐", ("job", "护士")), ("哥", ("job", "老师"))),
        ("我表哥和表嫂分别是江西人和湖南人", "zh", ("表哥", ("from", "江西")), ("表嫂", ("from", "湖南"))),
        ("我姐李娜和我哥李强分别住在北京、上海", "zh", ("李娜", ("lives_in", "北京")), ("李强", ("lives_in", "上海"))),
    ],
)  # fmt: skip
def test_two_people_given_one_value_each(
    said: str, language: str, first: tuple[str, tuple[str, str]], second: tuple[str, tuple[str, str]]
) -> None:
    people = _people(said, language)
    assert first[1] in people[first[0]] and second[1] in people[second[0]]
    assert first[1] not in people[second[0]] and second[1] not in people[first[0]]


@pytest.mark.parametrize(
    ("said", "language", "both", "fact"),
    [
        ("My sister Amy and my brother Tom are both nurses.", "en", ("Amy", "Tom"), ("job", "nurse")),
        ("My sister Amy and my brother Tom live in Leeds and love it.", "en", ("Amy", "Tom"), ("lives_in", "Leeds")),
        ("我姐李娜和我哥李强都在北京上班", "zh", ("李娜", "李强"), ("works_in", "北京")),
    ],
)
def test_a_value_said_of_both_is_each_ones(
    said: str, language: str, both: tuple[str, str], fact: tuple[str, str]
) -> None:
    people = _people(said, language)
    assert all(people[w] >= {fact} for w in both)


@pytest.mark.parametrize(
    ("said", "who", "relation"),
    [
        ("我姐夫缑建国今年四十", "缑建国", "姐夫"),
        ("仉志明是我同事", "仉志明", "同事"),
        ("我外婆笪秀英身体还硬朗", "笪秀英", "外婆"),
        ("禚海燕是我领导", "禚海燕", "领导"),
        ("我表哥鄢文斌在深圳", "鄢文斌", "表哥"),
        ("濮小红是我组员", "濮小红", "组员"),
        # the one told of before, brought up again
        ("上次跟你说的那个赵海燕是我堂姐", "赵海燕", "堂姐"),
        ("之前跟你提过的刘文斌是我姐夫", "刘文斌", "姐夫"),
        ("上次说的孙建国，是我小舅子", "孙建国", "小舅子"),
        ("前几天跟你聊起的周秀英是我外婆", "周秀英", "外婆"),
        ("就是说吴海燕是我组员哈", "吴海燕", "组员"),
    ],
)
def test_a_rare_surname_or_a_person_brought_up_again_is_named(said: str, who: str, relation: str) -> None:
    found = {(m.name, m.relation) for m in extract_mentions(said, language="zh") if m.kind == "person"}
    assert (who, relation) in found


@pytest.mark.parametrize("said", ["上次跟你说的那家店关门了", "之前跟你提过的那本书我看完了", "就是说我也不知道"])
def test_nothing_brought_up_again_is_no_person(said: str) -> None:
    assert not [m for m in extract_mentions(said, language="zh") if m.kind == "person" and m.name]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("our Kylie works as a falconer", "Kylie", ("job", "falconer")),
        ("btw our Ravi is on +1 730 742 3568!!", "Ravi", ("phone", "+1 730 742 3568")),
        ("our Letitia is from Harrogate, proper local there", "Letitia", ("from", "Harrogate")),
        ("so our Jess is 34 now", "Jess", ("age", "34")),
        ("Our Shannon lives in Perth these days", "Shannon", ("lives_in", "Perth")),
    ],
)
def test_one_of_the_family_called_our_and_their_name(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


@pytest.mark.parametrize(
    "said", ["our Roborock S8 does the floors", "our Christmas was lovely", "our Sunday roast is the best"]
)
def test_our_and_a_thing_or_a_day_is_no_person(said: str) -> None:
    assert not _people(said, "en")


@pytest.mark.parametrize(
    ("said", "who", "employer"),
    [
        ("Ezekiel, my brother, is with Tamarind Hotels atm, contract role", "Ezekiel", "Tamarind Hotels"),
        ("Ezekiel, my brother, works at Tamarind Hotels at the moment", "Ezekiel", "Tamarind Hotels"),
        ("My sister Amy works at Tesco on a temp basis", "Amy", "Tesco"),
        ("My cousin Jo works for Lloyds right now", "Jo", "Lloyds"),
    ],
)
def test_an_employer_said_with_for_now_or_a_contract(said: str, who: str, employer: str) -> None:
    assert ("employer", employer) in _people(said, "en")[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # brought up by name, then "that's my …"
        ("Remember Ezekiel Hart? that's my grandad, he qualified as a nurse.", "Ezekiel Hart", ("job", "nurse")),
        ("Remember Ezekiel Hart? he's my grandad, and he is 80", "Ezekiel Hart", ("age", "80")),
        ("You know Ines Duarte? she's my boss - she is a nurse.", "Ines Duarte", ("job", "nurse")),
        ("remember Omar? that is my cousin, he lives in Leeds", "Omar", ("lives_in", "Leeds")),
        # who the listener will hear of, set off
        ("My trainee, Tallulah Hart, you'll hear about a lot - she is a nurse fyi.", "Tallulah Hart", ("job", "nurse")),
        ("My cousin Dana, you'll meet her soon, is a nurse in Leeds.", "Dana", ("job", "nurse")),
        ("My cousin Dana, you'll hear of her loads, lives in Leeds.", "Dana", ("lives_in", "Leeds")),
        # what amazes is still so
        ("honestly can't believe my dad Cillian is fifty-three already", "Cillian", ("age", "fifty-three")),
        ("hard to believe my sister Amy is 40", "Amy", ("age", "40")),
        # a keeper by trade; chat words of temperament
        ("My dad Tom is a lock keeper", "Tom", ("job", "lock keeper")),
        ("my cousin Jo is a bit mardy", "Jo", ("trait", "mardy")),
        ("My trainee Kylie is soooo mouthy", "Kylie", ("trait", "mouthy")),
        ("my sister-in-law is soooo flaky tbh", "sister-in-law", ("trait", "flaky")),
    ],
)  # fmt: skip
def test_english_chat_shapes_of_a_persons_fact(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


@pytest.mark.parametrize(
    "said",
    [
        "Remember Ezekiel Hart? he is not my grandad",
        "Remember Ezekiel Hart? that's my grandad's friend, he is a nurse.",
        "My girlfriend Jo is a real keeper",
        "I can't believe I'm 40",
    ],
)
def test_no_fact_of_the_wrong_one_in_those_shapes(said: str) -> None:
    people = _people(said, "en")
    assert not any(("job", "nurse") in f or ("age", "40") in f or ("job", "keeper") in f for f in people.values())
