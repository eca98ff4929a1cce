"""Events, things and places told the way people talk (issue #21): several facts in one breath, the place before the
event, the event named last, a correction, a fact said in a later message; relative dates kept as the day they
stood for, and event memories phrased as the user's event.

Extractor cases are one user message and the exact mentions read from it, as in `test_entity_extract`; the
sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi import Memory
from jiyi._entity_event_text import absolute_date, event_phrase
from jiyi._entity_models import MentionFact
from jiyi.extractors._entities import extract_mentions

from .test_entity_events import _ev, _place, _say, _thing
from .test_entity_extract import Row, _rows

SAID_ZH: list[tuple[str, list[Row]]] = [
    # several facts in one breath, the place and time before the name, "开两天"
    (
        "我们下周四在杭州开项目启动会，大概三十人，开两天",
        [_ev("项目启动会", ("date", "下周四"), ("duration", "两天"), ("place", "杭州"), ("size", "三十人"))],
    ),
    # a remark between the name and the facts ("规模挺大"), a size with no number word before it ("上千人")
    (
        "上个月的招聘会规模挺大，上千人，地点在武汉光谷",
        [_ev("招聘会", ("date", "上个月"), ("place", "武汉光谷"), ("size", "上千人"))],
    ),
    ("产品发布会为期一周，在上海世博中心", [_ev("产品发布会", ("duration", "一周"), ("place", "上海世博中心"))]),
    # the trip's place said before it is named, its length as "两天一夜"
    ("我和老同学去了一趟厦门，两天一夜的旅行", [_ev("旅行", ("duration", "两天一夜"), ("place", "厦门"))]),
    ("艺术展览在北京798，展期一个月", [_ev("艺术展览", ("duration", "一个月"), ("place", "北京798"))]),
    (
        "音乐会是上周六晚上在国家大剧院，两个多小时",
        [_ev("音乐会", ("date", "上周六晚上"), ("duration", "两个多小时"), ("place", "国家大剧院"))],
    ),
    ("在深圳会展中心举办的招聘会，去了好几百人", [_ev("招聘会", ("place", "深圳会展中心"), ("size", "几百人"))]),
    (
        "下个月公司要搞团建，去千岛湖，三天两夜",
        [
            _ev("团建", ("date", "下个月"), ("duration", "三天两夜"), ("place", "千岛湖")),
            _place("千岛湖", "参观"),
        ],
    ),
    ("我参加了一场马拉松，大概三万人参赛", [_ev("马拉松", ("size", "三万人"))]),
    (
        "婚礼定在十月二号，在老家办，来了两百多位亲友",
        [_ev("婚礼", ("date", "十月二号"), ("place", "老家"), ("size", "两百多位"))],
    ),
    ("上周末的露营在莫干山，一共八个人", [_ev("露营", ("date", "上周末"), ("place", "莫干山"), ("size", "八个人"))]),
    # note-style, the event named last
    (
        "地点：成都；规模：百人；时长：两天——这是那次职业培训",
        [_ev("职业培训", ("duration", "两天"), ("place", "成都"), ("size", "百人"))],
    ),
    ("我们组织的读书会每次十来个人，在星巴克", [_ev("读书会", ("place", "星巴克"), ("size", "十来个人"))]),
    (
        "春节期间和家人去了三亚旅游，玩了一周",
        [_ev("三亚旅游", ("date", "春节"), ("duration", "一周"), ("place", "三亚"), ("with", "家人"))],
    ),
    ("产品发布会下周三开，大概两百人参加", [_ev("产品发布会", ("date", "下周三"), ("size", "两百人"))]),
    ("招聘会开两天半", [_ev("招聘会", ("duration", "两天半"))]),
    ("黑客松是48小时的，在我们公司办公室", [_ev("黑客松", ("duration", "48小时"), ("place", "我们公司办公室"))]),
    ("这次旅行去了大理，十天左右", [_ev("旅行", ("duration", "十天"), ("place", "大理"))]),
    ("技术分享会持续三天，主题是大模型应用", [_ev("技术分享会", ("content", "大模型应用"), ("duration", "三天"))]),
    (
        "我们部门的职业培训为期两周，在苏州工业园区",
        [_ev("职业培训", ("duration", "两周"), ("place", "苏州工业园区"))],
    ),
    (
        "同学会定在下个月十五号，估计二十来个人",
        [_ev("同学会", ("date", "下个月十五号"), ("size", "二十来个人"))],
    ),
    ("那场音乐会在体育馆，差不多一万人", [_ev("音乐会", ("place", "体育馆"), ("size", "一万人"))]),
    # what kind of trip is no place ("家庭自驾游" did not go to 家庭); the place said after
    ("我去了家庭自驾游，那次自驾游在川西", [_ev("家庭自驾游", ("place", "川西"))]),
    # a day said later makes a time that named none precise ("去年" … "8月13日")
    ("去年我们去了趟三亚旅游，那次旅游是8月13日", [_ev("三亚旅游", ("date", "去年8月13日"), ("place", "三亚"))]),
    ("上个月参加了行业峰会，那次峰会是15号开的", [_ev("行业峰会", ("date", "上个月15号"))]),
    ("去年参加了行业峰会，那次峰会是15号开的", [_ev("行业峰会", ("date", "去年"))]),  # which month: not said
    ("我参加了开发者大会，在深圳", [_ev("开发者大会", ("place", "深圳"))]),
    # a second round of our own wordings: remarks between facts, 少说也有, 摆了三十多桌, 全部门…
    (
        "这次项目启动会在公司大会议室开的，二十来号人，一上午就结束了",
        [_ev("项目启动会", ("duration", "一上午"), ("place", "公司大会议室"), ("size", "二十来号人"))],
    ),
    (
        "年终总结大会就放在下周五，地点还是国际会议中心",
        [_ev("年终总结大会", ("date", "下周五"), ("place", "国际会议中心"))],
    ),
    (
        "我们去年那次团建是在莫干山，三天两夜，全部门四十多人",
        [_ev("团建", ("date", "去年"), ("duration", "三天两夜"), ("place", "莫干山"), ("size", "四十多人"))],
    ),
    (
        "跟你讲，昨天那场演唱会在鸟巢，少说也有五六万人",
        [_ev("演唱会", ("date", "昨天"), ("place", "鸟巢"), ("size", "五六万人"))],
    ),
    (
        "产品发布会我们定在了12月8号，在杭州国际博览中心",
        [_ev("产品发布会", ("date", "12月8号"), ("place", "杭州国际博览中心"))],
    ),
    ("读书会一般每月一次，在图书馆，十几个人", [_ev("读书会", ("place", "图书馆"), ("size", "十几个人"))]),
    (
        "我上周参加了个职业培训，讲的是项目管理，为期三天，在南京",
        [_ev("职业培训", ("content", "项目管理"), ("date", "上周"), ("duration", "三天"), ("place", "南京"))],
    ),
    ("婚宴在老家县城的酒店办的，摆了三十多桌", [_ev("婚宴", ("place", "老家县城的酒店"), ("size", "三十多桌"))]),
    (
        "这个艺术展在上海当代艺术博物馆，展期两个月",
        [_ev("艺术展", ("duration", "两个月"), ("place", "上海当代艺术博物馆"))],
    ),
    ("招聘会是在体育中心办的，人山人海，估计有上万人", [_ev("招聘会", ("place", "体育中心"), ("size", "上万人"))]),
    ("那次同学聚会我们是在火锅店吃的，来了十五个同学", [_ev("同学聚会", ("place", "火锅店"), ("size", "十五个同学"))]),
    (
        "春节我们全家去了哈尔滨旅游，玩了五天",
        [_ev("哈尔滨旅游", ("date", "春节"), ("duration", "五天"), ("place", "哈尔滨"))],
    ),
    (
        "马拉松是上个月跑的，在厦门，三万多人参加",
        [_ev("马拉松", ("date", "上个月"), ("place", "厦门"), ("size", "三万多人"))],
    ),
]

SAID_EN: list[tuple[str, list[Row]]] = [
    (
        "The hackathon lasted a full weekend and had a few dozen people.",
        [_ev("hackathon", ("duration", "a full weekend"), ("size", "a few dozen people"))],
    ),
    ("We did a week-long offsite in Lisbon.", [_ev("offsite", ("duration", "a week"), ("place", "Lisbon"))]),
    (
        "The trade show runs from Monday to Wednesday in Las Vegas.",
        [_ev("trade show", ("date", "Monday"), ("duration", "3 days"), ("place", "Las Vegas"))],
    ),
    # a guess at a number is no wish ("maybe 60 people")
    (
        "The reunion was held in Chicago, maybe 60 people showed up.",
        [_ev("reunion", ("place", "Chicago"), ("size", "60 people"))],
    ),
    ("The kickoff meeting is next Tuesday in the main office.", [_ev("kickoff meeting", ("date", "next Tuesday"))]),
    (
        "The concert was at Madison Square Garden. About 20,000 people were there.",
        [_ev("concert", ("place", "Madison Square Garden"), ("size", "20,000 people"))],
    ),
    (
        "The music festival was a blast: three days, 40,000 people, in Austin.",
        [_ev("music festival", ("duration", "three days"), ("place", "Austin"), ("size", "40,000 people"))],
    ),
    ("The product launch drew a crowd of about 300.", [_ev("product launch", ("size", "300 people"))]),
    (
        "Our sales kickoff lasts a week and covers pricing strategy.",
        [_ev("sales kickoff", ("content", "pricing strategy"), ("duration", "a week"))],
    ),
    (
        "My friend's wedding was in Savannah, roughly 90 guests, and it went on for two days.",
        [_ev("friend's wedding", ("duration", "two days"), ("place", "Savannah"), ("size", "90 guests"))],
    ),
    (
        "We had a 200-person product launch at the Javits Center.",
        [_ev("product launch", ("place", "Javits Center"), ("size", "200 people"))],
    ),
    (
        "The family reunion was a three-day thing in Ohio.",
        [_ev("family reunion", ("duration", "three days"), ("place", "Ohio"))],
    ),
    ("It was a great time, the barbecue had maybe 30 people.", [_ev("barbecue", ("size", "30 people"))]),
    (
        "We went on the office ski trip last year. It was on January 9, 2025.",
        [_ev("office ski trip", ("date", "January 9, 2025"))],
    ),
    # note-style, the event as a topic question, other people nouns, a topic before 'and lasted'
    (
        "So the Q4 planning offsite — Denver, three days, maybe forty of us.",
        [_ev("Q4 planning offsite", ("duration", "three days"), ("place", "Denver"), ("size", "forty of us"))],
    ),
    (
        "Went to my college reunion over the weekend, like 150 people showed up at the alumni hall.",
        [_ev("college reunion", ("size", "150 people"))],
    ),
    (
        "The charity gala took place at the Ritz-Carlton and raised a lot; roughly 500 guests.",
        [_ev("charity gala", ("place", "Ritz-Carlton"), ("size", "500 guests"))],
    ),
    (
        "Our team's hackathon is coming up on March 3 in the Berlin office, it runs 48 hours.",
        [_ev("team's hackathon", ("date", "March 3"), ("duration", "48 hours"), ("place", "Berlin"))],
    ),
    ("The onboarding training went for two full weeks.", [_ev("onboarding training", ("duration", "two full weeks"))]),
    (
        "My brother's wedding is set for June 14 at a lake house in Vermont.",
        [_ev("brother's wedding", ("date", "June 14"), ("place", "Vermont"))],
    ),
    (
        "We had our annual company retreat in Scottsdale, it was a four-day event with about 80 employees.",
        [_ev("annual company retreat", ("duration", "four days"), ("place", "Scottsdale"), ("size", "80 employees"))],
    ),
    (
        "The design conference? It was in Amsterdam, lasted three days, and had around 2,000 attendees.",
        [_ev("design conference", ("duration", "three days"), ("place", "Amsterdam"), ("size", "2,000 attendees"))],
    ),
    (
        "Heads up: the job fair will be at the Convention Center on Saturday, about a thousand visitors expected.",
        [_ev("job fair", ("date", "Saturday"), ("place", "Convention Center"), ("size", "a thousand visitors"))],
    ),
    (
        "The jazz concert last night at the Blue Note ran about two hours.",
        [_ev("jazz concert", ("date", "last night"), ("duration", "two hours"), ("place", "Blue Note"))],
    ),
    ("Our road trip through Utah took ten days.", [_ev("road trip", ("duration", "ten days"), ("place", "Utah"))]),
    (
        "The book club meetup was at Maria's place, only six of us.",
        [_ev("book club meetup", ("place", "Maria's place"), ("size", "six of us"))],
    ),
    (
        "I ran the Chicago Marathon in October with 45,000 other runners.",
        [_ev("Chicago Marathon", ("date", "October"), ("size", "45,000 other runners"))],
    ),
    (
        "The workshop covered negotiation tactics and lasted all afternoon.",
        [_ev("workshop", ("content", "negotiation tactics"), ("duration", "all afternoon"))],
    ),
    (
        "Last month's trade show was held in Las Vegas over four days.",
        [_ev("trade show", ("date", "Last month"), ("duration", "four days"), ("place", "Las Vegas"))],
    ),
    ("The kickoff for the new project is on Monday at HQ.", [_ev("kickoff", ("date", "Monday"), ("place", "HQ"))]),
    (
        "The art exhibit I saw in Paris ran for three months.",
        [_ev("art exhibit", ("duration", "three months"), ("place", "Paris"))],
    ),
    ("The seminar drew a few hundred people.", [_ev("seminar", ("size", "a few hundred people"))]),
    (
        "We're hosting a barbecue on Saturday for about 25 friends.",
        [_ev("barbecue", ("date", "Saturday"), ("size", "25 friends"))],
    ),
]

# A change of date or place replaces the value said before (a correction).
MOVED: list[tuple[str, list[Row]]] = [
    ("公司的年会推迟到了一月中旬", [("公司年会", "event", "", (), (("date", "一月中旬", "fix"),), ())]),
    ("下周的商业会议改在深圳开了", [("商业会议", "event", "", (), (("date", "下周"), ("place", "深圳", "fix")), ())]),
    (
        "The product launch got pushed to next Thursday.",
        [("product launch", "event", "", (), (("date", "next Thursday", "fix"),), ())],
    ),
    ("商业会议改到下周四了", [("商业会议", "event", "", (), (("date", "下周四", "fix"),), ())]),
    ("年会改在杭州办", [("年会", "event", "", (), (("place", "杭州", "fix"),), ())]),
    ("The conference got moved to Friday.", [("conference", "event", "", (), (("date", "Friday", "fix"),), ())]),
    (
        "The offsite is now in Seattle instead of Portland.",
        [("offsite", "event", "", (), (("place", "Seattle", "fix"),), ())],
    ),
    (
        "The training session was moved to Thursday.",
        [("training session", "event", "", (), (("date", "Thursday", "fix"),), ())],
    ),
]

OWNED: list[tuple[str, list[Row]]] = [
    ("家里的扫地机器人是石头G20", [_thing("石头G20", "拥有", ("type", "扫地机器人"))]),
    ("我家的咖啡机是德龙La Specialista", [_thing("德龙La Specialista", "拥有", ("type", "咖啡机"))]),
    ("我平常用一台联想ThinkPad X1 Carbon办公", [_thing("联想ThinkPad X1 Carbon", "使用")]),
    ("我老婆送了我一瓶祖玛珑蓝风铃香水，我很喜欢", [_thing("祖玛珑蓝风铃香水", "拥有")]),
    ("我们小区叫碧桂园凤凰城", [_place("碧桂园凤凰城", "居住")]),
    ("上周末去了一趟故宫博物院", [_place("故宫博物院", "参观")]),
    ("每天上班都会经过人民公园", [_place("人民公园", "路过")]),
    ("We got a Bosch dishwasher last month.", [_thing("Bosch dishwasher", "owns")]),
    ("I'm obsessed with my Le Creuset dutch oven.", [_thing("Le Creuset dutch oven", "likes")]),
    ("We live in the Maple Grove apartments.", [_place("Maple Grove apartments", "lives at")]),
    ("I walk past Central Park every morning.", [_place("Central Park", "passed")]),
    ("We visited the Grand Canyon last summer.", [_place("Grand Canyon", "visited")]),
    ("My go-to grocery store is Trader Joe's.", [_place("Trader Joe's", "visited")]),
    ("I've lived at Willow Creek for three years.", [_place("Willow Creek", "lives at")]),
    # a kind of thing, not one thing
    ("I'm a big fan of Nintendo games.", []),
]


@pytest.mark.parametrize(("text", "expected"), [*SAID_ZH, *SAID_EN, *MOVED, *OWNED])
def test_events_things_and_places_said_in_many_ways(text: str, expected: list[Row]) -> None:
    language = "en" if text.isascii() else "zh"
    assert _rows(extract_mentions(text, language=language)) == expected


SAID_AT = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)  # a Friday, as the `clock` fixture's T0


@pytest.mark.parametrize(
    ("value", "past", "expected"),
    [
        ("下周三", False, "2026-11-25"),
        ("下个月十五号", False, "2026-12-15"),
        ("上个月", True, "2026-10"),
        ("去年十月", True, "2025-10"),
        ("去年8月13日", True, "2025-08-13"),
        ("上个月15号", True, "2026-10-15"),
        ("上周六晚上", True, "2026-11-14"),
        ("周六", True, "2026-11-14"),  # "周六的聚会来了二十人" said on a Friday: the Saturday before
        ("周六", False, "2026-11-21"),
        ("next Friday", False, "2026-11-27"),
        ("Last weekend", True, "2026-11-14"),
        # no relative date, or only part of one: kept as said
        ("3月15号", False, "3月15号"),
        ("December 12", False, "December 12"),
        ("春节", True, "春节"),
        ("last summer", True, "last summer"),
    ],
)
def test_a_relative_event_date_is_the_day_it_stood_for_when_said(value: str, past: bool, expected: str) -> None:
    language = "en" if value.isascii() else "zh"
    assert absolute_date(value, SAID_AT, language, past=past) == expected


def test_an_event_memory_says_it_is_the_users_event() -> None:
    place = MentionFact(attribute="place", value="Lake Tahoe", label="location")
    assert event_phrase("camping trip", [place], "en", tense="past") == "The user's camping trip was at Lake Tahoe"
    facts = [
        MentionFact(attribute="size", value="200人", label="规模"),
        MentionFact(attribute="place", value="上海", label="地点"),
    ]
    assert event_phrase("产品发布会", facts, "zh") == "用户参加的产品发布会在上海举行，规模约200人"
    said = [
        MentionFact(attribute="place", value="Austin", label="location"),
        *(MentionFact(attribute=a, value=v, label=a) for a, v in (("duration", "a week"), ("date", "2026-11-27"))),
    ]
    assert (
        event_phrase("Q3 offsite", said, "en", tense="future")
        == "The Q3 offsite the user is going to will be on 2026-11-27, will be in Austin, and will last a week"
    )


def _events(mem: Memory, user: str) -> dict[str, dict[str, str]]:
    out = {}
    for e in mem.entities.list(user):
        if e.kind == "event":
            out[e.name] = {f.attribute: f.value for f in mem.entities.get(user, e.id).facts}
    return out


def _memories(mem: Memory, user: str) -> list[str]:
    return [m.content for m in mem.list(user)]


def test_event_dates_are_stored_and_shown_as_absolute_days(mem: Memory) -> None:
    _say(mem, "u1", "产品发布会下周三开，大概两百人参加", "The design summit is next Friday in Denver.")
    events = _events(mem, "u1")
    assert events["产品发布会"]["date"] == "2026-11-25"  # said on Friday 2026-11-20
    assert events["design summit"]["date"] == "2026-11-27"
    block = mem.context("u1", "产品发布会是哪天？").text
    assert "2026-11-25" in block


def test_an_event_memory_is_phrased_as_the_users_event(mem: Memory) -> None:
    _say(mem, "u1", "招聘会开两天半", "The hackathon lasted a full weekend and had a few dozen people.")
    said = _memories(mem, "u1")
    assert "用户参加的招聘会持续两天半" in said
    assert "The hackathon the user went to lasted a full weekend and had a few dozen people" in said
    assert not any(m.startswith(("hackathon ", "招聘会的")) for m in said)


def test_a_later_fact_joins_the_last_event_after_talk_of_other_people(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "上个月我去参加了一个产品发布会，在上海。",
        "我表哥孙立伟个子挺高，一米八二。",
        "他老家是山东济南的。",
        "我同事郑雅琴在深圳上班。",
        "那次活动来了差不多两百人。",
        "那个会开了两天。",
    )
    assert _events(mem, "u1") == {
        "产品发布会": {"date": "2026-10", "place": "上海", "size": "两百人", "duration": "两天"},
    }


def test_an_english_event_is_found_again_by_another_kind_word_and_as_it(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "I went to the AI summit in Boston.",
        "My cousin Dana is 34.",
        "It lasted two days.",
        "The conference drew about 200 people.",
    )
    assert _events(mem, "u1") == {"AI summit": {"place": "Boston", "duration": "two days", "size": "200 people"}}


def test_a_moved_event_keeps_only_its_new_date_and_place(mem: Memory) -> None:
    _say(mem, "u1", "公司年会定在下周五，在苏州办", "年会改在杭州办", "年会改到下周六了")
    assert _events(mem, "u1") == {"公司年会": {"date": "2026-11-28", "place": "杭州"}}


def test_questions_over_events_and_things_get_every_value(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "公司年会在上海办，规模五百人左右，持续两天",
        "职业培训在杭州，为期一周，大概三十人",
        "上个月的招聘会在上海光大会展中心，上千人，开了三天",
        "我现在用的是华为Mate 60手机",
    )
    where = mem.context("u1", "有几个活动在上海办？").text
    assert all(v in where for v in ("公司年会", "上海", "招聘会", "上海光大会展中心", "职业培训", "杭州"))
    biggest = mem.context("u1", "哪个活动规模最大？").text
    assert all(v in biggest for v in ("五百人", "三十人", "上千人"))
    assert "华为Mate 60手机" in mem.context("u1", "我用的什么手机？").text


def test_english_questions_over_events_and_things_get_every_value(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "The sales summit was in Chicago, about 300 people, it lasted three days.",
        "Our hackathon ran for two weeks in Austin.",
        "So the Q4 planning offsite — Denver, maybe forty of us, five days.",
        "I use a Pixel 8 Pro phone.",
    )
    longest = mem.context("u1", "Which of the events lasted more than a week?").text
    # every event with how long it lasted, in the section the model counts from (not only a quoted message)
    told = ("sales summit — duration: three days", "hackathon — duration: two weeks", "offsite — duration: five days")
    assert all(v in longest for v in told), longest
    assert "Pixel 8 Pro" in mem.context("u1", "what phone do I use?").text


def test_an_event_told_of_first_and_described_in_the_next_messages_is_one_event(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "Let me tell you about our offsite.",
        "We were in Lisbon for a week.",
        "There were 40 of us.",
        "跟你说说我参加的那个培训吧。",
        "在杭州，为期五天。",
        "主要讲数据分析。",
    )
    assert _events(mem, "u1") == {
        "offsite": {"place": "Lisbon", "duration": "a week", "size": "40 of us"},
        "培训": {"place": "杭州", "duration": "五天", "content": "数据分析"},
    }


def test_an_event_the_user_goes_to_is_not_said_to_be_theirs() -> None:
    # "The user's wedding lasted an afternoon" read as the user's own wedding; it was an old roommate's
    lasted = [MentionFact(attribute="duration", value="an afternoon", label="duration")]
    assert event_phrase("wedding", lasted, "en", tense="past") == "The wedding the user went to lasted an afternoon"
    assert event_phrase("book club night", lasted, "en").startswith("The book club night the user goes to ")
    assert event_phrase("road trip", lasted, "en", tense="past").startswith("The user's road trip ")
