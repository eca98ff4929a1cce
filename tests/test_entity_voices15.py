"""Facts said in the voices real chat users type: dictated without punctuation and with fillers, texted in slang,
abbreviations, emoji and all lowercase, pasted as notes, with full-width and half-width characters mixed.

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_voice import tidy_voice

# message -> the (name, relation, attribute, value) facts read, each for its own person
READ: list[tuple[str, str, list[tuple[str, str, str, str]]]] = [
    # dictation: no punctuation, fillers, several people in one breath
    ("en", "um so my brother like works at google you know", [("", "brother", "employer", "Google")]),
    (
        "en",
        "my sister amy she's like 29 and she lives in paris and my brother tom he's a chef in rome",
        [("Amy", "sister", "age", "29"), ("Amy", "sister", "lives_in", "Paris"), ("Tom", "brother", "job", "chef")],
    ),
    ("en", "ur gonna love this my uncle dave moved to denver", [("Dave", "uncle", "lives_in", "Denver")]),
    ("en", "my neighbour bob uh he's a plumber", [("Bob", "neighbour", "job", "plumber")]),
    ("en", "so yeah my boss mark is from dublin", [("Mark", "boss", "from", "Dublin")]),
    (
        "en",
        "my wife sarah is 38 and my son leo is 7 and my daughter ava is 5",
        [("Sarah", "wife", "age", "38"), ("Leo", "son", "age", "7"), ("Ava", "daughter", "age", "5")],
    ),
    ("en", "my sister is a teacher. um. she's 40", [("", "sister", "job", "teacher"), ("", "sister", "age", "40")]),
    ("en", "erm my grandad is uh 91 now", [("", "grandad", "age", "91")]),
    # texting: abbreviations, slang, emoji, all lowercase
    ("en", "my bro jake turned 30 last week lol", [("Jake", "bro", "age", "30")]),
    ("en", "my cousin tom is 41 y.o.", [("Tom", "cousin", "age", "41")]),
    ("en", "my cuz dan is a pilot", [("Dan", "cuz", "job", "pilot")]),
    ("en", "my bff lisa lives in boston rn", [("Lisa", "bff", "lives_in", "Boston")]),
    ("en", "my fav cousin mia is a lawyer", [("Mia", "favorite cousin", "job", "lawyer")]),
    ("en", "my cousin is prob 40 now", [("", "cousin", "age", "40")]),
    ("en", "my dad is 62 🙂 he's a retired teacher", [("", "dad", "age", "62"), ("", "dad", "job", "retired teacher")]),
    (
        "en",
        "my grandma is 88 😊 she lives in cork",
        [("", "grandma", "age", "88"), ("", "grandma", "lives_in", "Cork")],
    ),
    (
        "en",
        "my mom is a teacher lol and my dad is an engineer haha",
        [("", "mom", "job", "teacher"), ("", "dad", "job", "engineer")],
    ),
    ("en", "my sis is sooo smart she's a doctor now", [("", "sis", "job", "doctor")]),
    ("en", "my hubby's bday is march 3", [("", "hubby", "birthday", "march 3")]),
    ("en", "my aunt rosa works at acme now", [("Rosa", "aunt", "employer", "Acme")]),
    (
        "en",
        "my coworker raj went straight into work lol my coworker is from leeds",
        [("Raj", "coworker", "from", "Leeds")],
    ),
    (
        "en",
        "omg my sister just got a job at amazon she's a software engineer now",
        [("", "sister", "employer", "Amazon"), ("", "sister", "job", "software engineer")],
    ),
    ("en", "my nephew sam is 12 he's in 7th grade", [("Sam", "nephew", "age", "12")]),
    (
        "en",
        "ok so um my best friend rachel she's a vet and she's 33",
        [("Rachel", "best friend", "job", "vet"), ("Rachel", "best friend", "age", "33")],
    ),
    ("en", "my sis in law mary is a nurse", [("Mary", "sis-in-law", "job", "nurse")]),
    ("en", "my mum's 70 this yr", [("", "mum", "age", "70")]),
    ("en", "my sister is 34 and shes a nurse", [("", "sister", "age", "34"), ("", "sister", "job", "nurse")]),
    ("en", "my intern shreya is 100 lol jk, 49", [("Shreya", "intern", "age", "49")]),
    (
        "en",
        "gonna tell u about my intern Shreya and um she is 49 now?? time flies",
        [("Shreya", "intern", "age", "49")],
    ),
    # fragments and pasted notes
    ("en", "name: mike / age: 31 / job: designer", [("Mike", "", "age", "31"), ("Mike", "", "job", "designer")]),
    ("en", "aunt jo - 62 - nurse - leeds", [("Jo", "aunt", "age", "62"), ("Jo", "aunt", "job", "nurse")]),
    ("en", "Name: Karen / Age: 45 / Job: accountant", [("Karen", "", "age", "45"), ("Karen", "", "job", "accountant")]),
    # full-width characters
    ("en", "ｍｙ　ｓｉｓｔｅｒ　ｉｓ　３４", [("", "sister", "age", "34")]),
    ("en", "my sister's phone is ０７７００ ９００１２３", [("", "sister", "phone", "07700 900123")]),
    # Chinese dictation
    (
        "zh",
        "我姐姐那个就是在上海工作然后她今年三十二岁",
        [("", "姐姐", "works_in", "上海"), ("", "姐姐", "age", "三十二岁")],
    ),
    (
        "zh",
        "我爸今年六十了然后我妈五十八然后我弟在读大学",
        [("", "爸", "age", "六十岁"), ("", "妈", "age", "五十八岁"), ("", "弟", "school", "大学")],
    ),
    ("zh", "我朋友小王嗯是个厨师", [("小王", "朋友", "job", "厨师")]),
    ("zh", "嗯 我表哥 他是医生 在北京", [("", "表哥", "job", "医生")]),
    ("zh", "呃我舅舅那个 在 华为 上班", [("", "舅舅", "employer", "华为")]),
    ("zh", "我同学小刘 嗯 就是 在银行上班", [("小刘", "同学", "employer", "银行")]),
    ("zh", "我姐她叫李娜在上海工作", [("李娜", "姐", "works_in", "上海")]),
    ("zh", "我朋友叫王小明今年三十", [("王小明", "朋友", "age", "三十岁")]),
    # Chinese texting
    ("zh", "俺老公是程序员", [("", "老公", "job", "程序员")]),
    ("zh", "俺妈今年五十八", [("", "妈", "age", "五十八岁")]),
    ("zh", "咱爸在广州上班", [("", "爸", "works_in", "广州")]),
    ("zh", "俺闺女今年六岁哈哈哈", [("", "闺女", "age", "六岁")]),
    ("zh", "我室友滴生日是三月五号", [("", "室友", "birthday", "三月五号")]),
    ("zh", "我哥是老师😊我嫂子是护士", [("", "哥", "job", "老师"), ("", "嫂子", "job", "护士")]),
    ("zh", "我姐 32岁 在深圳", [("", "姐", "age", "32岁")]),
    ("zh", "我姐　在广州　当老师", [("", "姐", "job", "老师")]),
    # Chinese notes and full-width digits
    ("zh", "小叔子 | 电话 13912345678 | 在苏州", [("", "小叔子", "phone", "13912345678")]),
    ("zh", "姓名：王强 / 年龄：40 / 职业：律师", [("王强", "", "age", "40岁"), ("王强", "", "job", "律师")]),
    ("zh", "我妹今年２８岁", [("", "妹", "age", "28岁")]),
    ("zh", "我舅舅的手机号是１３８１２３４５６７８", [("", "舅舅", "phone", "13812345678")]),
    ("zh", "我老婆 护士 三十五岁", [("", "老婆", "job", "护士"), ("", "老婆", "age", "三十五岁")]),
    ("zh", "我爸 62 退休教师 住在成都", [("", "爸", "age", "62岁"), ("", "爸", "job", "退休教师")]),
    ("zh", "我姐　３２岁　护士　在武汉", [("", "姐", "age", "32岁"), ("", "姐", "job", "护士")]),
]


@pytest.mark.parametrize(("language", "text", "facts"), READ, ids=[c[1][:30] for c in READ])
def test_a_fact_said_in_a_messy_voice_is_read_for_its_person(
    language: str, text: str, facts: list[tuple[str, str, str, str]]
) -> None:
    people = [m for m in extract_mentions(text, language=language) if m.kind == "person"]
    read = {(m.name, m.relation, f.attribute, f.value) for m in people for f in m.facts}
    for fact in facts:
        assert fact in read, (fact, read)


# what must not move: questions, hypotheticals, the user's own facts, words that only look like a name or a filler
NOTHING: list[tuple[str, str]] = [
    ("en", "is my sister 34?"),
    ("en", "if my brother moved to paris he'd be happy"),
    ("en", "i'm 34 and i work as a nurse lol"),
    ("en", "im tired cuz my brother is visiting"),
    ("en", "u know what i mean lol"),
    ("en", "my friend will be there soon 😊"),
    ("en", "guess how old my mentee is lol"),
    ("en", "do you know where my cousin works"),
    ("zh", "我表哥是不是在北京工作？"),
    ("zh", "如果我弟去上海工作就好了"),
    ("zh", "俺今年三十岁 在北京工作"),
    ("zh", "咱们下周去上海吧"),
    ("zh", "嗯嗯 好的哈哈哈"),
    ("zh", "我今年三十岁然后在北京上班"),
    ("zh", "我就是想问问"),
    ("zh", "他叫我在家等他"),
    ("zh", "咱俩去吃饭吧"),
    # a clause that says which one is meant is no new sentence about the person in it
    ("en", "the guy my sister is dating is 40"),
    ("en", "the house my brother lives in is huge"),
    ("en", "the city my uncle moved to is cold lol"),
]


@pytest.mark.parametrize(("language", "text"), NOTHING, ids=[c[1][:30] for c in NOTHING])
def test_what_states_no_ones_fact_reads_no_fact(language: str, text: str) -> None:
    facts = [f for m in extract_mentions(text, language=language) for f in m.facts if f.attribute != "note"]
    assert facts == []


# the tidying itself: what changes and what must stay as said
TIDY: list[tuple[str, str]] = [
    ("my sister amy is 34", "My sister Amy is 34"),
    ("my friend will be 30 next week", "My friend will be 30 next week"),  # "will" is no name before "be"
    ("my sister just turned 30", "My sister just turned 30"),
    ("i like cats", "I like cats"),
    ("im tired cuz it rained", "I'm tired because it rained"),
    ("my cuz is a nurse", "My cuz is a nurse"),
    ("She is an RN in Boston.", "She is an RN in Boston."),
    ("Just so you know, Miles comes from Austin.", "Just so you know, Miles comes from Austin."),
    ("Imani — works in Omaha.", "Imani — works in Omaha."),
    ("email me at jdoe.w78@proton.me", "email me at jdoe.w78@proton.me"),
    ("I wonder how old my boss Tom is", "I wonder how old my boss Tom is"),
    ("she's a nurse in training", "She's a nurse in training"),
    ("咱们下周见", "咱们下周见"),
    ("我喝了一滴水", "我喝了一滴水"),
    ("我今年 28 岁", "我今年 28 岁"),
    ("我妹妹 Amy 在柏林", "我妹妹 Amy 在柏林"),
    ("my brother works at home now", "My brother works at home now"),
    ("she works at night", "She works at night"),
    ("From Monday she works nights.", "From Monday she works nights."),
    ("Tamsin is 100 lol jk, 52 anyway", "Tamsin is 52 anyway"),
    ("he was born n raised in Leeds", "he was born and raised in Leeds"),
    ("she is 49 now?? time flies", "She is 49 now! time flies"),
    ("is she 49??", "is she 49??"),
    ("its my sisters bday", "its my sisters birthday"),
    ("we were there", "We were there"),
    ("my sister's bday is 3 / 5 / 1990", "My sister's birthday is 3 / 5 / 1990"),
    ("my sister → nurse", "My sister → nurse"),
    ("My dad and my uncle Rob went fishing.", "My dad and my uncle Rob went fishing."),
    ("I think my sister is 34", "I think my sister is 34"),
    ("我姐 32岁 在深圳", "我姐 32岁，在深圳"),
    ("我同事詹敏：性格 内向", "我同事詹敏：性格 内向"),  # a label and its value keep their space
    ("我搭档在新加坡工作 小王40岁了", "我搭档在新加坡工作，小王40岁了"),
    ("my sister lives in a flat", "My sister lives in a flat"),
]


@pytest.mark.parametrize(("text", "tidy"), TIDY, ids=[c[0][:30] for c in TIDY])
def test_tidying_keeps_what_carries_meaning(text: str, tidy: str) -> None:
    assert tidy_voice(text) == tidy
