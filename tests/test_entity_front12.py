"""The value said first, clefts and fronted phrases are read (issue #21, `extractors/_entities_fronted`).

People lead with the value ("一米七二，这是我表姐罗佳慧的身高", "Tacoma is where my brother-in-law Marco
works", "An MBA, that's what my manager Priya has"), build a cleft that names the person last
("硕士毕业的是我表姐罗佳慧", "要说谁最开朗，那就是我表姐韩梦瑶", "The one who works in Austin is my cousin Mia") or
front a phrase whose subject follows the comma ("At 158 cm, my grandma…", "Raised in Tulsa, Oklahoma, my stepdad
Ray…", "Hooked on pottery, my mother-in-law…"). The readers expect the person first: on main every case below but
one read nothing of the fact (the one: an age said person-first after a cleft). The negatives — the user's own, a
thing, a real question, a hypothetical, the object of a relative clause, a time or place that is no attribute, a
phrase about someone else — must stay unread.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _facts(messages: list[str], language: str, who: str | None) -> list[tuple[str, str]]:
    """The facts the last message gives (the ones before it as the recent messages) about `who` (a name, an alias, a
    relation, or "" for a pronoun), or about anyone when `who` is None."""
    mentions = extract_mentions(messages[-1], language=language, recent=messages[:-1])
    return [
        (f.attribute, f.value)
        for m in mentions
        if who is None or who in ({m.name, m.relation, *m.aliases} - {""} or {""})
        for f in m.facts
    ]


@pytest.mark.parametrize(
    ("messages", "language", "who", "attribute", "value"),
    [
        (["一米七二，这是我表姐罗佳慧的身高。"], "zh", "罗佳慧", "height", "一米七二"),
        (["江西九江，我舅舅的老家"], "zh", "舅舅", "from", "江西九江"),
        (["178cm——这就是我同事许文涛的个头啦"], "zh", "许文涛", "height", "178cm"),
        (["护士，这是我婶婶的工作。"], "zh", "婶婶", "job", "护士"),
        (["硕士，我上司贺志强的学历。"], "zh", "贺志强", "education", "硕士"),
        (["11月23日，这是我表妹的生日哈"], "zh", "表妹", "birthday", "11月23日"),
        (["tian.yx@163.com，这是我下属田雨萱的邮箱"], "zh", "田雨萱", "email", "tian.yx@163.com"),
        (["13688889999，那是我舅妈的手机号"], "zh", "舅妈", "phone", "13688889999"),
        (["乐观开朗，我叔叔蒋建国的性格"], "zh", "蒋建国", "trait", "乐观开朗"),
        (["四十七岁——这是我表哥现在的年纪"], "zh", "表哥", "age", "四十七岁"),
        (["邮箱fenghy@qq.com，这是我同事冯浩宇的"], "zh", "冯浩宇", "email", "fenghy@qq.com"),
        (["我表姐韩梦瑶在杭州上班。宁波，她的老家。"], "zh", "韩梦瑶", "from", "宁波"),
        (["产品经理，这就是我下属曹振宇的职位"], "zh", "曹振宇", "title", "产品经理"),
        (["下围棋，这是我舅舅的爱好"], "zh", "舅舅", "hobby", "下围棋"),
        (["硕士毕业的是我表姐罗佳慧"], "zh", "罗佳慧", "education", "硕士"),
        (["今年刚满三十五的是我堂哥"], "zh", "堂哥", "age", "三十五岁"),
        (["成都那边上班的是我表弟袁立军"], "zh", "袁立军", "works_in", "成都"),
        (["老家在湖南长沙的那位是我上司彭雪梅"], "zh", "彭雪梅", "from", "湖南长沙"),
        (["最喜欢打羽毛球的是我婶婶"], "zh", "婶婶", "likes", "打羽毛球"),
        (["做程序员的那个是我同事许文涛"], "zh", "许文涛", "job", "程序员"),
        (["当医生的是我大舅"], "zh", "大舅", "job", "医生"),
        (["要说谁最开朗，那就是我表姐韩梦瑶"], "zh", "韩梦瑶", "trait", "开朗"),
        (["最细心的要数我同事董欣怡了"], "zh", "董欣怡", "trait", "细心"),
        (["大专毕业的那个是我下属刘志鹏"], "zh", "刘志鹏", "education", "大专"),
        (["记一下，本科毕业的是我表弟袁立军，他今年二十六"], "zh", "袁立军", "education", "本科"),
        (["记一下，本科毕业的是我表弟袁立军，他今年二十六"], "zh", "袁立军", "age", "二十六岁"),
        (["我表姐韩梦瑶下个月结婚。", "宁波，她的老家。"], "zh", "", "from", "宁波"),
        (["6月2日出生的那个是我堂妹，一米六，这是她的身高"], "zh", "堂妹", "height", "一米六"),
        (["6月2日出生的那个是我堂妹，一米六，这是她的身高"], "zh", "堂妹", "birthday", "6月2日"),
        (["嗯，在广州上班的是我姐夫曹振宇"], "zh", "曹振宇", "works_in", "广州"),
        (["Tacoma is where my brother-in-law Marco works."], "en", "Marco", "works_in", "Tacoma"),
        (["Galway is where my aunt Siobhan grew up"], "en", "Siobhan", "from", "Galway"),
        (["Sacramento, California is where my boss lives now."], "en", "boss", "lives_in", "Sacramento, California"),
        (["An MBA, that's what my manager Priya has."], "en", "Priya", "education", "MBA"),
        (["Pharmacist — that's my uncle Rob's job."], "en", "Rob", "job", "pharmacist"),
        (["Electrician, that's what my cousin Drew does for a living"], "en", "Drew", "job", "electrician"),
        (["Leeds, that's my boss Lena's hometown."], "en", "Lena", "from", "Leeds"),
        (["The one who works in Austin is my cousin Mia."], "en", "Mia", "works_in", "Austin"),
        (["The guy who's a firefighter is my brother-in-law Marco"], "en", "Marco", "job", "firefighter"),
        (["It's my aunt Siobhan who grew up in Galway."], "en", "Siobhan", "from", "Galway"),
        (["At 6'2\", my nephew Caleb is the tallest in the family."], "en", "Caleb", "height", "6'2\""),
        (["At 158 cm, my grandma barely reaches the counter."], "en", "grandma", "height", "158 cm"),
        (["At 1.91 m, my colleague Jonas ducks through doorways."], "en", "Jonas", "height", "1.91 m"),
        (["Born and bred in Glasgow, my coworker Fiona swears by Irn-Bru."], "en", "Fiona", "from", "Glasgow"),
        (["Raised in Tulsa, Oklahoma, my stepdad Ray still says y'all."], "en", "Ray", "from", "Tulsa, Oklahoma"),
        (["Born on 9 May, my sister Tess always gets a spring party."], "en", "Tess", "birthday", "9 May"),
        (["Based in Lisbon these days, my cousin Ana works remotely."], "en", "Ana", "lives_in", "Lisbon"),
        (["Living in Phoenix now, my uncle Ray hates the heat."], "en", "Ray", "lives_in", "Phoenix"),
        (
            ["Hooked on pottery, my mother-in-law spends Saturdays at the studio."],
            "en",
            "mother-in-law",
            "likes",
            "pottery",
        ),
        (
            ["Obsessed with crossword puzzles, my grandpa Walt does one every morning."],
            "en",
            "Walt",
            "likes",
            "crossword puzzles",
        ),
        (["A plumber by trade, my uncle Rob fixes everything for free."], "en", "Rob", "job", "plumber"),
        (["Trained as a paramedic, my cousin Drew stays calm in any crisis."], "en", "Drew", "job", "paramedic"),
        (["Originally from Perth, my coworker Liam misses the beaches."], "en", "Liam", "from", "Perth"),
        (["Working in Osaka, my cousin Ken only visits at New Year."], "en", "Ken", "works_in", "Osaka"),
        (["ok so Denver is where my sister Tess works now, and she loves it"], "en", "Tess", "works_in", "Denver"),
        (["Honestly my boss Lena is great; Manchester is where she grew up."], "en", "Lena", "from", "Manchester"),
        (["My cousin Mia just got promoted.", "Austin is where she works."], "en", "", "works_in", "Austin"),
        (["Right after high school my brother Sam trained as an electrician."], "en", "Sam", "job", "electrician"),
        (
            ["A PhD, that's what my sister-in-law Jess has, and she teaches in Boston."],
            "en",
            "Jess",
            "education",
            "PhD",
        ),
        (["Spokane, Washington is where my mentor Greg was born"], "en", "Greg", "from", "Spokane, Washington"),
        # an age said first (stop 25): "Turning N …", "Aged N"
        (["Turning 79 this year, my great-aunt Keiko wants a quiet birthday."], "en", "Keiko", "age", "79"),
        (["Turning forty this year, my cousin Dana is planning a road trip"], "en", "Dana", "age", "forty"),
        (
            ["My stepsister called.", "Turning thirty-two this year, she wants no fuss."],
            "en",
            "stepsister",
            "age",
            "thirty-two",
        ),
        (["Aged 61, my uncle Bob still runs marathons."], "en", "Bob", "age", "61"),
        (["Aged 5, my niece Ava wants a pony lol"], "en", "Ava", "age", "5"),
        # a fronted phrase after a semicolon opens in lower case
        (
            ["Adding someone: Bianca Thornton, my coworker; based in Omaha these days, she rarely makes it home."],
            "en",
            "Bianca Thornton",
            "works_in",
            "Omaha",
        ),
        (["My uncle is great; born and raised in Cork, he never lost the accent."], "en", "uncle", "from", "Cork"),
        (["Newly made head of product, my cousin Cormac is swamped."], "en", "Cormac", "title", "head of product"),
        (["Just promoted to regional manager, my sister Dana is thrilled"], "en", "Dana", "title", "regional manager"),
        (["My sister-in-law Keiko; always blunt, she has not changed since school."], "en", "Keiko", "trait", "blunt"),
        (
            ["Anyway, raised in Eau Claire, Wisconsin, my aunt Keiko still roots for the home team."],
            "en",
            "Keiko",
            "from",
            "Eau Claire, Wisconsin",
        ),
        (["Honestly, at six foot three, my nephew Ty towers over us."], "en", "Ty", "height", "six foot three"),
        (["Armed with a doctorate, my cousin Eli went straight to work."], "en", "Eli", "education", "doctorate"),
        (["With an MBA, my sister Jo runs the family shop"], "en", "Jo", "education", "MBA"),
    ],
)
def test_the_person_said_after_the_value_gets_it(
    messages: list[str], language: str, who: str, attribute: str, value: str
) -> None:
    assert (attribute, value) in _facts(messages, language, who)


@pytest.mark.parametrize(
    ("messages", "language", "who", "attribute"),
    [
        (["本科毕业的是我"], "zh", None, None),
        (["最贵的是那台电脑"], "zh", None, None),
        (["我最喜欢的是我表哥"], "zh", "表哥", "likes"),
        (["北京，我的老家"], "zh", None, None),
        (["要说谁最细心？"], "zh", None, None),
        (["谁最细心，你觉得是我嫂子吗？"], "zh", "嫂子", "trait"),
        (["如果在深圳上班的是我表弟就好了"], "zh", "表弟", "works_in"),
        (["负责这个项目的是我同事小吴"], "zh", None, None),
        (["一米六五，这是我表姐的身高，我表哥比她高"], "zh", "表哥", "height"),
        (["小王介绍的是我表哥"], "zh", "表哥", None),
        (["我记得是在上海工作的是他吗"], "zh", None, None),
        (["At 38, I finally learned to swim."], "en", None, None),
        (["At the party, my cousin Mia danced all night."], "en", "Mia", None),
        (["In Denver, my sister met her husband."], "en", "sister", "lives_in"),
        (["Boise is where I work."], "en", None, None),
        (["A master's, that's what I have."], "en", None, None),
        (["The one who I trust most is my cousin Leah."], "en", "Leah", None),
        (["Born in Cork, my uncle's wife Mary never lost the accent."], "en", "uncle", "from"),
        (["Nurse — that's my aunt's dream job."], "en", "aunt", "job"),
        (["Leeds, that's where I grew up."], "en", None, None),
        (["At 6 am, my dad goes jogging."], "en", "dad", "height"),
        (["Denver is where my sister met her husband."], "en", "sister", None),
        (["Hooked on chess, I play every night."], "en", None, None),
        (["Is Boise where your stepmom works?"], "en", None, None),
        (["At 188 cm, the wardrobe barely fits in my room."], "en", None, None),
        (["Based in Denver, the company hires remote workers."], "en", None, None),
        (["Turning 40 next month, I am planning a trip."], "en", None, None),
        (["I moved last year; based in Denver now, I love it."], "en", None, None),
        (["Just made dinner, my cousin Dana came over."], "en", "Dana", "title"),
        (["Always hungry, I eat five times a day."], "en", None, None),
        (["Anyway, at the party, my cousin Mia danced all night."], "en", "Mia", None),
        (["Newly made, the cake tasted great."], "en", None, None),
        (["With a master's, I got the job."], "en", None, None),
        (["With a smile, my cousin Elliot said hi."], "en", "Elliot", "education"),
        (["Turning left at the light, my cousin Dana hit the curb."], "en", "Dana", None),
        (["Turning 40 next month, my cousin Dana's wife wants a party."], "en", "Dana", "age"),
        (["Turning 30 soon, the company is throwing a party."], "en", None, None),
    ],
)
def test_a_value_first_clause_of_no_person_of_the_users_is_left(
    messages: list[str], language: str, who: str | None, attribute: str | None
) -> None:
    # `who` None: no fact about anyone; `attribute` None: no fact about `who`
    assert [f for f in _facts(messages, language, who) if attribute is None or f[0] == attribute] == []


def test_values_said_first_reach_the_table(tmp_path) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create("u", "聊天")
        for said in ("我表姐罗佳慧在杭州上班。", "一米六八，这是她的身高。", "硕士毕业的是我表姐罗佳慧。",
                     "要说谁最开朗，那就是我表哥袁立军。", "Galway is where my aunt Siobhan grew up.",
                     "At 158 cm, my aunt Siobhan barely reaches the counter.",
                     "A plumber by trade, my uncle Rob fixes everything for free."):  # fmt: skip
            mem.messages.add(topic.id, "user", said)
        mem.extract(topic.id)
        table = {
            v.entity.name or v.entity.relation: {f.attribute: f.value for f in v.facts} for v in mem.entities.views("u")
        }
    finally:
        mem.close()
    assert table["罗佳慧"]["height"] == "一米六八" and table["罗佳慧"]["education"] == "硕士", table
    assert table["袁立军"]["trait"] == "开朗", table
    assert table["Siobhan"]["from"] == "Galway" and table["Siobhan"]["height"] == "158 cm", table
    assert table["Rob"]["job"] == "plumber", table
