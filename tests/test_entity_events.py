"""Events, things and places the user talks about (issue #21): read from one message, kept apart or joined on every
store, and found again by a question that says what they are, not their whole name.

Extractor cases are one user message and the exact mentions read from it, as in `test_entity_extract`.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_record import phrase
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _p, _rows


def _ev(name: str, *facts: tuple[str, str]) -> Row:
    return _p(name, "", *facts, kind="event")


def _thing(name: str, relation: str, *facts: tuple[str, str]) -> Row:
    return _p(name, relation, *facts, kind="thing")


def _place(name: str, relation: str) -> Row:
    return _p(name, relation, kind="place")


EVENTS_ZH: list[tuple[str, list[Row]]] = [
    # formal: "X的<attribute>是Y"
    ("年终总结大会的地点是上海国际会议中心", [_ev("年终总结大会", ("place", "上海国际会议中心"))]),
    ("年终总结大会的规模是百人", [_ev("年终总结大会", ("size", "百人"))]),
    ("职业培训的持续时间是一周", [_ev("职业培训", ("duration", "一周"))]),
    ("项目启动会的时间定在3月15号", [_ev("项目启动会", ("date", "3月15号"))]),
    ("新品推介会的主要内容是介绍秋季新款", [_ev("新品推介会", ("content", "介绍秋季新款"))]),
    # casual, several facts in one breath, the time said before the name
    (
        "我们公司下周三的产品发布会在深圳会展中心办，规模大概三百人，持续两天",
        [_ev("产品发布会", ("date", "下周三"), ("duration", "两天"), ("place", "深圳会展中心"), ("size", "三百人"))],
    ),
    (
        "招聘会在杭州开了三天，来了差不多两百人",
        [_ev("招聘会", ("duration", "三天"), ("place", "杭州"), ("size", "两百人"))],
    ),
    (
        "我参加了一个为期五天的技术培训，在成都，主要讲云原生架构",
        [_ev("技术培训", ("content", "云原生架构"), ("duration", "五天"), ("place", "成都"))],
    ),
    ("我参加了和大学室友的毕业旅行，在桂林阳朔", [_ev("和大学室友的毕业旅行", ("place", "桂林阳朔"))]),
    ("和大学室友的毕业旅行在桂林阳朔", [_ev("和大学室友的毕业旅行", ("place", "桂林阳朔"))]),
    ("我们公司下周三的产品发布会在深圳", [_ev("产品发布会", ("date", "下周三"), ("place", "深圳"))]),
    ("上个月去云南旅行了一周", [_ev("云南旅行", ("date", "上个月"), ("duration", "一周"), ("place", "云南"))]),
    ("周六的同学聚会来了二十几个人", [_ev("同学聚会", ("date", "周六"), ("size", "二十几个人"))]),
    ("艺术展览在798艺术区举办", [_ev("艺术展览", ("place", "798艺术区"))]),
    (
        "上周的商业会议在北京国贸开的，大概五十个人",
        [_ev("商业会议", ("date", "上周"), ("place", "北京国贸"), ("size", "五十个人"))],
    ),
    ("这次职业培训一共三天，地点在苏州", [_ev("职业培训", ("duration", "三天"), ("place", "苏州"))]),
    ("去年十月在上海参加了一个产品发布会", [_ev("产品发布会", ("date", "去年十月"), ("place", "上海"))]),
    (
        "公司年会在三亚办，规模五百人左右，主题是十年回顾",
        [_ev("公司年会", ("content", "十年回顾"), ("place", "三亚"), ("size", "五百人"))],
    ),
    # told to the assistant ("跟你说说"); the kind word with 那次 / 上次那个 is the event told of before
    (
        "顺便说下，跟你说说春季校园招聘会，那次招聘会在2025年1月12日。",
        [_ev("春季校园招聘会", ("date", "2025年1月12日"))],
    ),
    ("补充一下，上次那个会议在2025年6月22日", [_ev("会议", ("date", "2025年6月22日"))]),
    ("上次那个展览前后半个月", [_ev("展览", ("duration", "半个月"))]),
    (
        "我刚参加完老乡周末聚会，我们是去深圳会展中心参加的那次活动",
        [_ev("老乡周末聚会", ("place", "深圳会展中心"))],
    ),
    (
        "前阵子我去了项目管理PMP培训，在上次那个培训上我们学怎么带团队",
        [_ev("项目管理PMP培训", ("content", "学怎么带团队"))],
    ),
    # two events in one message stay two
    (
        "春季招聘会在南京办，秋季招聘会在武汉办",
        [_ev("春季招聘会", ("place", "南京")), _ev("秋季招聘会", ("place", "武汉"))],
    ),
    # a plain mention, a question, a wish, someone else's event: nothing
    ("开会好累", []),
    ("明天有个会议", []),
    ("你们公司的年会在哪办？", []),
    ("我想去欧洲旅游", []),
    ("我打算参加下个月的产品发布会", []),
    ("如果有音乐会我就去", []),
]

EVENTS_EN: list[tuple[str, list[Row]]] = [
    ("The career fair's location is the Javits Center.", [_ev("career fair", ("place", "Javits Center"))]),
    ("The hackathon's size was 80 people.", [_ev("hackathon", ("size", "80 people"))]),
    ("The summit's duration is three days.", [_ev("summit", ("duration", "three days"))]),
    ("The awards gala's date is December 12.", [_ev("awards gala", ("date", "December 12"))]),
    ("The seminar's topic was supply chain risk.", [_ev("seminar", ("content", "supply chain risk"))]),
    (
        "The Q3 planning offsite ran for a week in Austin.",
        [_ev("Q3 planning offsite", ("duration", "a week"), ("place", "Austin"))],
    ),
    ("Mia's wedding was in Napa, about 120 guests.", [_ev("Mia's wedding", ("place", "Napa"), ("size", "120 guests"))]),
    (
        "I attended a three-day workshop in Denver, it was all about data engineering.",
        [_ev("workshop", ("content", "data engineering"), ("duration", "three days"), ("place", "Denver"))],
    ),
    (
        "Last weekend I went to a jazz concert at the Blue Note. It lasted three hours.",
        [_ev("jazz concert", ("date", "Last weekend"), ("duration", "three hours"), ("place", "Blue Note"))],
    ),
    ("My cousin's wedding is in June in Portland.", [_ev("cousin's wedding", ("date", "June"), ("place", "Portland"))]),
    (
        "The sales conference is a three-day event in Chicago.",
        [_ev("sales conference", ("duration", "three days"), ("place", "Chicago"))],
    ),
    ("We took a trip to Peru last year.", [_ev("trip to Peru", ("date", "last year"), ("place", "Peru"))]),
    ("I'm planning a trip to the East Coast.", []),
    (
        "Oh, let me tell you about the Corvid smart speaker launch. It was at the Seattle Center in Seattle.",
        [_ev("Corvid smart speaker launch", ("place", "Seattle Center in Seattle"))],
    ),
    ("There were roughly 80 people at that meeting.", [_ev("meeting", ("size", "80 people"))]),
    ("the meeting was boring", []),
    ("We have a meeting on Monday.", []),
    ("Where was the conference?", []),
    ("If the party is in Boston I'll go.", []),
    ("Good to hear you learned a lot at the conference in Detroit!", []),
]

OWNED: list[tuple[str, list[Row]]] = [
    ("我现在用的是华为Mate 60", [_thing("华为Mate 60", "使用")]),
    ("我的手机是苹果iPhone 14", [_thing("苹果iPhone 14", "拥有", ("type", "手机"))]),
    ("我最近入手了一双新百伦Fresh Foam 1080v10跑鞋", [_thing("新百伦Fresh Foam 1080v10跑鞋", "拥有")]),
    ("我特别喜欢香奈儿五号香水", [_thing("香奈儿五号香水", "喜欢")]),
    ("我平时开的是一辆比亚迪汉", [_thing("比亚迪汉", "使用")]),
    ("I just got a Dyson V15 vacuum", [_thing("Dyson V15 vacuum", "owns")]),
    ("I drive a Toyota RAV4", [_thing("Toyota RAV4", "uses")]),
    ("My phone is an iPhone 15 Pro", [_thing("iPhone 15 Pro", "owns", ("type", "phone"))]),
    ("I use a Garmin Forerunner 265 watch", [_thing("Garmin Forerunner 265 watch", "uses")]),
    ("I love my Kindle Paperwhite", [_thing("Kindle Paperwhite", "likes")]),
    ("我住在阳光小区", [_place("阳光小区", "居住")]),
    ("周末去了东湖公园", [_place("东湖公园", "参观")]),
    ("昨天路过了万达广场", [_place("万达广场", "路过")]),
    ("我住的小区叫翠湖天地", [_place("翠湖天地", "居住")]),
    ("I live near Riverside Park", [_place("Riverside Park", "lives at")]),
    ("我常逛万象城", [_place("万象城", "参观")]),
    ("我住在翠湖天地", [_place("翠湖天地", "居住")]),
    (
        "My everyday perfume is Chanel No. 5. I rent an apartment at Oakwood Terrace.",
        [_thing("Chanel No. 5", "owns", ("type", "perfume")), _place("Oakwood Terrace", "lives at")],
    ),
    ("Last weekend we went to Golden Gate Park", [_place("Golden Gate Park", "visited")]),
    ("I drove past Lakeside Mall on the way home", [_place("Lakeside Mall", "passed")]),
    # no brand or model, no named spot, a band, a wish: nothing
    ("我喜欢吃火锅", []),
    ("我喜欢苹果汁", []),
    ("我买了新手机", []),
    ("去了医院", []),
    ("今天我去爬山了", []),
    ("我喜欢AC/DC这样的摇滚乐队", []),
    ("I got a new job", []),
    ("I bought a Christmas tree", []),
    ("I want to buy a Dyson vacuum someday", []),
]


@pytest.mark.parametrize(("text", "expected"), [*EVENTS_ZH, *EVENTS_EN, *OWNED])
def test_events_things_and_places_are_read(text: str, expected: list[Row]) -> None:
    language = "en" if text.isascii() else "zh"
    assert _rows(extract_mentions(text, language=language)) == expected


def test_a_thing_or_place_is_phrased_with_the_users_tie() -> None:
    assert phrase("华为Mate 60", "使用", [], "zh") == "用户使用华为Mate 60"
    assert phrase("Golden Gate Park", "visited", [], "en") == "The user visited Golden Gate Park"


def _say(mem: Memory, user: str, *texts: str) -> None:
    """Each message in its own distilled batch, as a conversation spread over days is."""
    topic = mem.topics.create(user, "chat")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)


def _facts(mem: Memory, user: str, name: str) -> dict[str, str]:
    found = mem.entities.find(user, name)
    assert len(found) == 1, [(e.name, e.kind) for e in found]
    return {f.attribute: f.value for f in mem.entities.get(user, found[0].id).facts}


def test_events_kept_apart_joined_and_found_by_what_they_are(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "我们部门的产品发布会在深圳会展中心办，规模大概三百人",
        "年终总结大会的地点是上海国际会议中心",
        "产品发布会持续两天",
        "我现在用的是华为Mate 60",
        "我住在阳光小区",
    )
    events = sorted(e.name for e in mem.entities.list("u1") if e.kind == "event")
    assert events == ["产品发布会", "年终总结大会"]  # two events apart, the first said twice and joined
    assert _facts(mem, "u1", "产品发布会") == {"place": "深圳会展中心", "size": "三百人", "duration": "两天"}
    # asked by what it is, not its whole name
    assert "深圳会展中心" in mem.context("u1", "那个发布会在哪办？").text
    assert "华为Mate 60" in mem.context("u1", "我用的什么手机？").text
    assert "阳光小区" in mem.context("u1", "我住在哪个小区？").text
    # another user's world holds none of it
    assert mem.entities.list("u2") == []
    assert "华为Mate 60" not in mem.context("u2", "我用的什么手机？").text


def test_english_events_and_things_are_found_by_what_they_are(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "The Q3 planning offsite ran for a week in Austin.",
        "Mia's wedding was in Napa, about 120 guests.",
        "I just got a Dyson V15 vacuum.",
        "I bought a Garmin Forerunner 265 watch.",
    )
    assert _facts(mem, "u1", "Q3 planning offsite") == {"duration": "a week", "place": "Austin"}
    assert "Austin" in mem.context("u1", "Where was the offsite?").text
    block = mem.context("u1", "Which vacuum do I have?").text
    assert "Dyson V15 vacuum" in block
    # a question about a phone is not answered with the vacuum or the watch
    section = mem.context("u1", "What phone do I use?").text.split("## People and things")
    assert len(section) == 1 or "Dyson" not in section[1].split("\n\n")[0]


def _session(mem: Memory, user: str, *texts: str) -> None:
    """One conversation, distilled once: "那次活动" / "it" points to the event the messages before it told of."""
    topic = mem.topics.create(user, "chat")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)


def test_an_event_said_again_by_its_kind_or_as_it_is_one_event(mem: Memory) -> None:
    _session(
        mem,
        "u1",
        "上个月我参加了项目管理PMP培训，那次培训是在上海国家会展中心办的",
        "我表哥孙立伟个子挺高",
        "那次培训总共搞了一周",
        "那次活动来了五十多人",
        "我常逛大悦城",
    )
    events = [e.name for e in mem.entities.list("u1") if e.kind == "event"]
    assert events == ["项目管理PMP培训"]  # "那次培训" and "那次活动" are the training, not two more events
    facts = _facts(mem, "u1", "项目管理PMP培训")
    assert facts["place"] == "上海国家会展中心" and facts["duration"] == "一周" and facts["size"] == "五十多人"
    # a mall asked about by its kind, its name saying only 城
    assert "大悦城" in mem.context("u1", "离我家最近的商场是哪个？").text


def test_an_english_event_said_again_as_that_meeting_or_it_is_one_event(mem: Memory) -> None:
    _session(
        mem,
        "u1",
        "I attended the Q3 distributor summit recently. "
        "That meeting was held at the Hynes Convention Center in Boston.",
        "It lasted two days.",
        "The meeting drew about 200 people.",
        "My go-to mall is Westfield Mall.",
    )
    events = [e.name for e in mem.entities.list("u1") if e.kind == "event"]
    assert events == ["Q3 distributor summit"]
    facts = _facts(mem, "u1", "Q3 distributor summit")
    assert facts == {"place": "Hynes Convention Center in Boston", "duration": "two days", "size": "200 people"}
    assert "Westfield Mall" in mem.context("u1", "Where do I buy my clothes?").text


def test_an_event_told_by_its_kind_first_joins_the_one_named_in_full_later(mem: Memory) -> None:
    _session(
        mem,
        "u1",
        "That product launch was on September 4.",
        "I went to the Corvid smart speaker launch. It drew about 200 people.",
        "那个招聘会的规模是千人",
        "春季校园招聘会在北京办",
    )
    events = [e for e in mem.entities.list("u1") if e.kind == "event"]
    assert len(events) == 2, [(e.name, e.aliases) for e in events]  # one launch, one job fair
    views = {e.name: {f.attribute: f.value for f in mem.entities.get("u1", e.id).facts} for e in events}
    launch = next(v for name, v in views.items() if "launch" in name)
    fair = next(v for name, v in views.items() if "招聘会" in name)
    assert launch["date"] == "September 4" and launch["size"] == "200 people"
    assert fair["size"] == "千人" and fair["place"] == "北京"


def _e(name: str, *facts: tuple[str, str]) -> Row:
    return _p(name, "", *facts, kind="event")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a book's title keeps its marks, at a clause's edge too
        ("我报名参加了《人间词话》分享会，来的人有二十多个人", [_e("《人间词话》分享会", ("size", "二十多个人"))]),
        ("对了，《三体》读书会人数嘛，十来个人", [_e("《三体》读书会", ("size", "十来个人"))]),
        # a field after the name and a colon; a head count said as 人数 / 来的人
        ("《红楼梦》研讨会：时长小半天", [_e("《红楼梦》研讨会", ("duration", "小半天"))]),
        ("那场年会的参与人数为三百来人", [_e("年会", ("size", "三百来人"))]),
        ("那次同学会到场的有四十多人", [_e("同学会", ("size", "四十多人"))]),
        # the place said first and pointed back to
        ("苏州国际博览中心——上次那个车展就是在那儿", [_e("车展", ("place", "苏州国际博览中心"))]),
        ("西湖边的草坪，那次野餐就在那里办的", [_e("野餐", ("place", "西湖边的草坪"))]),
        # a labelled field before the event it is of
        ("地点：杭州云栖小镇，说的是那次峰会", [_e("峰会", ("place", "杭州云栖小镇"))]),
        # the week before last; "那一场" and "一搞就是" go on about the event just named
        (
            "上上周去了开源社区黑客松，那一场一搞就是两天两夜",
            [_e("开源社区黑客松", ("date", "上上周"), ("duration", "两天两夜"))],
        ),
        # a place said on its own too is a place the user went
        ("上周我去了西湖，还去了西湖音乐节", [_e("西湖音乐节"), _p("西湖", "参观", kind="place")]),
        # no event: a wait, a pointer to the listener's place
        ("我等了大半天", []),
        ("我就在那儿等你", []),
    ],
)
def test_event_facts_said_by_title_field_or_place_first(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We ran the Lakeside 5K last month. Location for it: Riverside Park in Dayton.",
         [_e("Lakeside 5K", ("date", "last month"), ("place", "Riverside Park in Dayton"))]),
        ("I went to the library book club. Headcount at it was twelve people.",
         [_e("library book club", ("size", "twelve people"))]),
        ("The potluck we went to ended up at Grant Hall in Spokane.",
         [_e("potluck", ("place", "Grant Hall in Spokane"))]),
        ("The open house I went to dragged on for an afternoon.", [_e("open house", ("duration", "an afternoon"))]),
        ("Oh, the trivia night was done in three hours.", [_e("trivia night", ("duration", "three hours"))]),
        ("Mostly the swap meet was haggling over vinyl.", [_e("swap meet", ("content", "haggling over vinyl"))]),
        ("Our camping trip mostly meant fishing off the dock.",
         [_e("camping trip", ("content", "fishing off the dock"))]),
        ("The point of it was touring the labs.", []),  # no event told of before
        # a building named for an event kind is a place, not an event
        ("The cookout was at the Moscone Convention Center in SF.",
         [_e("cookout", ("place", "Moscone Convention Center in SF"))]),
        ("I was going to the party but it rained", []),
    ],
)  # fmt: skip
def test_english_event_fields_said_by_label_relative_clause_or_gerund(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def test_an_event_said_again_by_the_tail_of_its_name_is_one_event(mem: Memory) -> None:
    _session(
        mem,
        "u1",
        "We drove out to the Labor Day camping trip. It was at Big Sur.",
        "This camping trip mostly meant hiking the coast.",
        "I went to the regional boat show. It drew about 300 people.",
        "The boat show I went to was at Fort Mason in San Francisco.",
        "上上周去了48小时AI黑客松",
        "那场黑客松的举办地为杭州云栖小镇",
    )
    events = {e.name: {f.attribute: f.value for f in mem.entities.get("u1", e.id).facts}
              for e in mem.entities.list("u1") if e.kind == "event"}  # fmt: skip
    assert set(events) == {"Labor Day camping trip", "regional boat show", "48小时AI黑客松"}, events
    assert events["Labor Day camping trip"]["content"] == "hiking the coast"
    assert events["regional boat show"]["place"] == "Fort Mason in San Francisco"
    assert events["48小时AI黑客松"]["place"] == "杭州云栖小镇"


def test_a_capitalised_event_word_inside_another_name_is_no_event() -> None:
    said = "My coworker Keiko gave me a tour of the Summit Children's Hospital office."
    assert [m.kind for m in extract_mentions(said, language="en")] == ["person"]
    assert _rows(extract_mentions("I went to the Summit Dinner last night with 40 people", language="en")) == [
        _e("Summit Dinner", ("date", "last night"), ("size", "40 people"))
    ]
