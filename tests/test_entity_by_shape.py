"""Phone numbers and e-mail addresses read by their shape and given to the person the clause is about (issue #21,
`extractors/_entities_by_shape`).

A value whose shape cannot be mistaken ("472/776-3210", "+86 139 1234 5678", "lena.k@proton.me") is read wherever
the sentence puts it, in any voice: plain, chatty, run-on without punctuation, fragments, pasted notes, slang. It
goes to its owner only when one is clear: a possessive on the contact word, the one the user calls, the subject of
the clause, a pronoun pointing back to the one person the clauses before named, the message's only person. The
negatives must stay unread: the user's own number, questions, hypotheticals, businesses, two people competing,
order / room / tracking numbers, dates and prices.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._shape_values import PHONE_AT


def _owner(said: str, language: str, attribute: str, digits: str) -> list[str]:
    """Who holds the value (by name, else relation, else "<pronoun>"), the value found by its digits / text."""
    out = []
    for m in extract_mentions(said, language=language):
        for f in m.facts:
            held = "".join(ch for ch in f.value if ch.isdigit()) if attribute == "phone" else f.value
            if f.attribute == attribute and (held.endswith(digits) if attribute == "phone" else held == digits):
                out.append(m.name or m.relation or "<pronoun>")
    return out


# (message, language, attribute, the value's digits or the address, who holds it: a name or a relation)
READ = [
    # English, possessive around the value, before or after it
    ("555-203-8841 is my buddy Theo's cell, and he lives out in Tacoma now.", "en", "phone", "5552038841", "Theo"),
    ("(312) 448-9021 is Marisol's number btw", "en", "phone", "3124489021", "Marisol"),
    ("706.331.2280 is my stepbrother's cell.", "en", "phone", "7063312280", "stepbrother"),
    ("My aunt handed me my cousin's number, 1-404-555-7730.", "en", "phone", "4045557730", "cousin"),
    ("heads up, my landlord's email is rent.desk@fastmail.com", "en", "email", "rent.desk@fastmail.com", "landlord"),
    (
        "Anyway my nephew Caleb's inbox is caleb.r22@gmail.com if that matters",
        "en",
        "email",
        "caleb.r22@gmail.com",
        "Caleb",
    ),
    # English, the subject of the clause
    ("Priyanka called me from 646-201-7734 this morning, super random.", "en", "phone", "6462017734", "Priyanka"),
    ("Dmitri asked me to email him at dmitri.v@outlook.com.", "en", "email", "dmitri.v@outlook.com", "Dmitri"),
    ("Ottilie only checks otti.reads@yahoo.com, fyi.", "en", "email", "otti.reads@yahoo.com", "Ottilie"),
    ("My roommate Jules texts from +1 917 555 0142 mostly.", "en", "phone", "9175550142", "Jules"),
    ("ok so Bram uses bram.builds@icloud.com for everything lol", "en", "email", "bram.builds@icloud.com", "Bram"),
    # English, a pronoun pointing back within the message
    ("I ran into Yusuf downtown, and he gave me his new number, 415-882-1093.", "en", "phone", "4158821093", "Yusuf"),
    (
        "My sister Imani finally set up email, she's at imani.t@proton.me now",
        "en",
        "email",
        "imani.t@proton.me",
        "Imani",
    ),
    (
        "This is about Corwin, my lab partner; he only reads corwin.lab@uni.edu, so write there.",
        "en",
        "email",
        "corwin.lab@uni.edu",
        "Corwin",
    ),
    ("Talked to my grandma today and her phone number is 503-771-4420 now", "en", "phone", "5037714420", "grandma"),
    (
        "Greer wrote to me from greer.h@hey.com, and she texted me from 971/330-1188 too.",
        "en",
        "phone",
        "9713301188",
        "Greer",
    ),
    (
        "Greer wrote to me from greer.h@hey.com, and she texted me from 971/330-1188 too.",
        "en",
        "email",
        "greer.h@hey.com",
        "Greer",
    ),
    ("My aunt Rosa met my uncle Lev, and then she texted me from 206-555-0161", "en", "phone", "2065550161", "Rosa"),
    # English, the one the user calls; a value said alone after the question that asks it
    ("remind me to call Wendell at 281-555-6619 tomorrow", "en", "phone", "2815556619", "Wendell"),
    ("So my uncle's name is Osric Vale; what's his number? 720/555-3312.", "en", "phone", "7205553312", "Osric Vale"),
    (
        "Quick note on my niece, Saoirse Dunn; my brother gave me her number, 612-555-0190.",
        "en",
        "phone",
        "6125550190",
        "Saoirse Dunn",
    ),
    # English, run-on, dictation without punctuation, pasted note
    (
        "my coworker Lars texted me from 202 555 0175 last night and then he never showed up",
        "en",
        "phone",
        "2025550175",
        "Lars",
    ),
    ("Ines gave me her email ines.m@pm.me and said to ping her whenever", "en", "email", "ines.m@pm.me", "Ines"),
    (
        "Renata — my boss — prefers renata.office@acme.io for anything urgent 🙏",
        "en",
        "email",
        "renata.office@acme.io",
        "Renata",
    ),
    # Chinese, possessive around the value
    ("138 2233 4455是我表哥的手机，他人在杭州。", "zh", "phone", "13822334455", "表哥"),
    ("我小姨的邮箱是xiaoyi.w@163.com，你记一下", "zh", "email", "xiaoyi.w@163.com", "小姨"),
    ("+86 139 0011 2288是我同事的号", "zh", "phone", "13900112288", "同事"),
    ("我闺蜜的新号码 186-7788-9900 存一下", "zh", "phone", "18677889900", "闺蜜"),
    # Chinese, the subject or a pronoun pointing back
    ("先说一下我舅舅，他说有事发邮件到jiujiu.l@qq.com就行。", "zh", "email", "jiujiu.l@qq.com", "舅舅"),
    ("上周跟我师兄吃饭，他说以后打 157 3344 5566 找他。", "zh", "phone", "15733445566", "师兄"),
    ("我的徒弟赵明远，邮箱：mingyuan.z@126.com，做前端的那个。", "zh", "email", "mingyuan.z@126.com", "赵明远"),
    ("我表姐换号了，新号+86-152-0000-1234，记得改一下", "zh", "phone", "15200001234", "表姐"),
    ("记一下 我室友 邮箱 roomie88@foxmail.com", "zh", "email", "roomie88@foxmail.com", "室友"),
    ("我堂哥的座机是010-62345678，白天一般都在", "zh", "phone", "01062345678", "堂哥"),
    ("我导师说有事就发邮件到prof.chen@pku.edu.cn，别打电话", "zh", "email", "prof.chen@pku.edu.cn", "导师"),
    ("13712345678这个是我舅舅的，别存错了", "zh", "phone", "13712345678", "舅舅"),
    ("姓名：刘芳 关系：表姐 电话：13712345678", "zh", "phone", "13712345678", "刘芳"),
    # pasted notes and fragments
    ("contact for my boss Linda: linda.w@corp.com / 212-555-0150", "en", "phone", "2125550150", "Linda"),
    ("contact for my boss Linda: linda.w@corp.com / 212-555-0150", "en", "email", "linda.w@corp.com", "Linda"),
    ("my cousin Dev. cell 617 555 0123. lives in Boston.", "en", "phone", "6175550123", "Dev"),
    ("- Priya (aunt): +1 (415) 555-0199", "en", "phone", "4155550199", "Priya"),
    ("Greta's email oatmeal18@hotmail.com", "en", "email", "oatmeal18@hotmail.com", "Greta"),
    ("话说老王的手机 139 0000 1111 你存一下", "zh", "phone", "13900001111", "老王"),
    ("小周的邮箱是 zhou@qq.com 你记一下", "zh", "email", "zhou@qq.com", "小周"),
    ("周杰说有事发邮件到zj@qq.com就行 你记一下", "zh", "email", "zj@qq.com", "周杰"),
    ("jot this down Harriet email harriet.q@mail.com phone 303-555-0190", "en", "phone", "3035550190", "Harriet"),
    ("Name: Bea Lund / relation: neighbor / phone: 503-555-0142", "en", "phone", "5035550142", "Bea Lund"),
    ("bro my friend Mo's new # is 718-555-0111 lmao", "en", "phone", "7185550111", "Mo"),
    ("Pia's cell?? 312-555-0188 yeah that one", "en", "phone", "3125550188", "Pia"),
    ("my stepmom Carla - (206) 555-0175 - call after 6", "en", "phone", "2065550175", "Carla"),
    ("reach my sister Nell at 415-555-0166 if I'm not around", "en", "phone", "4155550166", "Nell"),
    ("Harriet email h.q@x.com, Dev email d.v@y.com", "en", "email", "d.v@y.com", "Dev"),
    # a plus sign of a country code stays with the number
    ("My sister — phone: +44 20 7946 0958.", "en", "phone", "442079460958", "sister"),
]


@pytest.mark.parametrize(("said", "language", "attribute", "value", "who"), READ)
def test_value_goes_to_the_person_the_clause_is_about(
    said: str, language: str, attribute: str, value: str, who: str
) -> None:
    assert _owner(said, language, attribute, value) == [who]


def test_plus_of_a_country_code_is_kept() -> None:
    got = extract_mentions("我表姐换号了，新号+86-152-0000-1234", language="zh")
    assert [f.value for m in got for f in m.facts if f.attribute == "phone"] == ["+86-152-0000-1234"]


# (message, language, attribute, value's digits or address): nobody may hold it
NOT_READ = [
    # the user's own
    ("my new number is 415-555-0133, save it pls", "en", "phone", "4155550133"),
    ("text me at 646-555-0198 if my sister Ada is late", "en", "phone", "6465550198"),
    ("I'm at me.myself@gmail.com now, my brother Tom set it up", "en", "email", "me.myself@gmail.com"),
    ("我的手机号是139 1111 2222，我表哥说记不住", "zh", "phone", "13911112222"),
    ("加我微信 13812345678 就行，我妹妹也加了", "zh", "phone", "13812345678"),
    # questions the user does not answer
    ("Is 212-555-0147 Marco's number?", "en", "phone", "2125550147"),
    ("do you think nora.b@gmail.com is my cousin Nora's email?", "en", "email", "nora.b@gmail.com"),
    ("138 0000 9999是不是我表哥的手机？", "zh", "phone", "13800009999"),
    # hypotheticals and businesses
    ("If you need a plumber, call 503-555-0110.", "en", "phone", "5035550110"),
    ("Kofi says call 919-555-0177 if the power goes out again", "en", "phone", "9195550177"),
    ("My sister says if the sink leaks again call 503-555-0111", "en", "phone", "5035550111"),
    ("Dana gave me the clinic's number, 617-555-0100.", "en", "phone", "6175550100"),
    ("如果要修空调就打 400-820-8820", "zh", "phone", "4008208820"),
    ("我表哥推荐的那家店电话是 0571-88776655", "zh", "phone", "057188776655"),
    ("Priya said the pizza place is 718-555-0123, best in town", "en", "phone", "7185550123"),
    # two people compete and nothing decides
    ("Anna and Bea came by, and she left her number, 303-555-0144.", "en", "phone", "3035550144"),
    ("Maya and Jo both moved, she's on 214-555-0109 now", "en", "phone", "2145550109"),
    ("小王和小李都来了，她留了个号 135 6666 7777", "zh", "phone", "13566667777"),
    # not a phone: order, room, tracking numbers, dates, prices, years, counts
    ("My brother Sam's order number is 555-123-4567, it still hasn't shipped", "en", "phone", "5551234567"),
    ("Ravi booked room 202 555 0199 for us lol", "en", "phone", "2025550199"),
    ("我表哥的快递单号是 1381234567890，还没到", "zh", "phone", "1381234567890"),
    ("我表哥的订单号 139 1234 5678 一直没发货", "zh", "phone", "13912345678"),
    ("My cousin Tess flew in on 2024-03-15 and paid $1,299.00 for it.", "en", "phone", "20240315"),
    ("Tess turned 31 in 2023, she has 2 kids and 3 dogs", "en", "phone", "2023"),
    ("公司的电话是010-62345678", "zh", "phone", "01062345678"),
    ("我的邮箱 me@qq.com 小周也知道", "zh", "email", "me@qq.com"),
    ("my boss Linda, I emailed her from me.work@x.com", "en", "email", "me.work@x.com"),
    ("that's not Rupert's number, 415-555-0177 is someone else's", "en", "phone", "4155550177"),
    ("My email is me@x.com, Harriet knows it", "en", "email", "me@x.com"),
    ("Her email is fern.d@x.com and mine is 415-555-0100", "en", "phone", "4155550100"),
    ("jot down Harriet email harriet.q@mail.com and mine is 303-555-0190", "en", "phone", "3035550190"),
    ("13712345678这个是我的，我表姐的还没存", "zh", "phone", "13712345678"),
    # no person at all
    ("555-867-5309 lol what a song", "en", "phone", "5558675309"),
    ("随手记个号 150 1234 0000", "zh", "phone", "15012340000"),
    # a number not of a phone's shape
    ("My dad's extension is 4471.", "en", "phone", "4471"),
    ("我爸的工号是20231234", "zh", "phone", "20231234"),
]


@pytest.mark.parametrize(("said", "language", "attribute", "value"), NOT_READ)
def test_value_with_no_clear_owner_goes_to_no_one(said: str, language: str, attribute: str, value: str) -> None:
    assert _owner(said, language, attribute, value) == []


@pytest.mark.parametrize(
    "said",
    ["2024-03-15", "12/25/2023", "$1,299.00", "10:30-11:45", "ISBN 978-3-16-148410-0", "v1.2.3", "192.168.1.10"],
)
def test_shapes_that_are_not_phones(said: str) -> None:
    assert PHONE_AT.search(said) is None


@pytest.mark.parametrize(
    "said",
    [
        "472/776-3210",
        "(736) 628-5922",
        "1-568-596-7056",
        "+1 792.399.2098",
        "+44 20 7946 0958",
        "138 1234 5678",
        "+86-139-3328-1106",
        "010-62345678",
        "19727165461",
    ],
)
def test_shapes_that_are_phones(said: str) -> None:
    m = PHONE_AT.search(f"x {said} y")
    assert m is not None and m.group(0) == said


def test_a_value_a_reader_gave_stays_where_it_is() -> None:
    got = extract_mentions("我表哥孙立伟的手机是138 1234 5678", language="zh")
    assert [(m.name, [f.value for f in m.facts]) for m in got] == [("孙立伟", ["138 1234 5678"])]


def _facts(said: str, language: str, attribute: str) -> list[tuple[str, str]]:
    """(who, value) of each `attribute` fact read: who by name, else relation, else "<pronoun>"."""
    return [
        (m.name or m.relation or "<pronoun>", f.value)
        for m in extract_mentions(said, language=language)
        for f in m.facts
        if f.attribute == attribute
    ]


# Heights and birthdays: the shape with a word that says what it is, for the person the clause says it of
FACTS_READ = [
    ("Standing 6'2\" tall, my nephew Bo always gets asked about basketball", "en", "height", ("Bo", "6'2\"")),
    ("Standing 1.58 m tall, my grandma needs a step stool for everything", "en", "height", ("grandma", "1.58 m")),
    ("ok you'll wanna know how tall my roommate Kit is: 180 cm lol", "en", "height", ("Kit", "180 cm")),
    (
        "So my boss is Mireille Fox; at her last checkup she measured 163 cm.",
        "en",
        "height",
        ("Mireille Fox", "163 cm"),
    ),
    ("Born on March 3, 1988, my cousin Ada never lets us forget it", "en", "birthday", ("Ada", "March 3, 1988")),
    ("2 August is Perrin's birthday, remind me!!", "en", "birthday", ("Perrin", "2 August")),
    ("体检的时候量出来一米七二的，是我表弟。", "zh", "height", ("表弟", "一米七二")),
    ("去年9月3号那天我们一起给舅舅过生日", "zh", "birthday", ("舅舅", "9月3号")),
    ("罗志强量了一下身高，183cm，还挺高", "zh", "height", ("罗志强", "183cm")),
]


@pytest.mark.parametrize(("said", "language", "attribute", "want"), FACTS_READ)
def test_height_and_birthday_go_to_the_one_they_are_said_of(
    said: str, language: str, attribute: str, want: tuple[str, str]
) -> None:
    assert _facts(said, language, attribute) == [want]


FACTS_NOT_READ = [
    ("Standing 1.80 m tall, I always hit my head on that door", "en", "height"),
    ("my sister said I measured 170 cm back in school", "en", "height"),
    ("The shelf is 1.80 m tall, my brother Ned built it", "en", "height"),
    ("If my son Theo were 180 cm he'd make the team", "en", "height"),
    ("How tall is my cousin Bea? 170 cm?", "en", "height"),
    ("March 3 is the deadline for my boss Ivan", "en", "birthday"),
    ("my brother Kai isn't 6 feet tall, he just acts like it", "en", "height"),
    ("我表哥没有一米八，顶多一米七五", "zh", "height"),
    ("my uncle Rui's kayak measures 1.65 m, he's so proud of it", "en", "height"),
    ("那条鱼量出来一米二，是我表哥钓的", "zh", "height"),
    ("我表哥家的沙发量出来一米八，太长了", "zh", "height"),
    ("Last year on 15 March my friend Oona got a surprise cake", "en", "birthday"),
    ("我身高一米六五，我妹妹比我高", "zh", "height"),
    ("那张桌子长一米六，我表哥搬回来的", "zh", "height"),
    ("我的生日是5月3号，我表姐总记错", "zh", "birthday"),
    ("5月3号我表哥要去北京出差", "zh", "birthday"),
]


@pytest.mark.parametrize(("said", "language", "attribute"), FACTS_NOT_READ)
def test_height_and_birthday_with_no_clear_owner_are_not_read(said: str, language: str, attribute: str) -> None:
    assert _facts(said, language, attribute) == []
