"""Chinese capture of several people at once (issue #21): WHO each fact is about when the person is not the plain
subject of the clause.

Several people in one clause ("我同事王芳和李强都是程序员"), a count then the names ("我有两个下属，吴杰明和陈晓东"), a
list of people after an intro line ("跟你说一下我的几个同事。" then "王芳，31岁，本科。"), a name said in two forms
("立伟是我表哥，全名孙立伟", "我同事老张，全名张卫东"), a relation said again alone ("舅舅55岁"), a person met inside a
story ("昨天跟同事郑雅琴去吃火锅，她说…"), a 他 / 她 after two people (read as no one: Chinese 他 says no gender
for sure), facts said in the next message or after a short reply of the assistant — and the look-alikes that are
nobody ("今天是我表哥的生日", "我同事们都很忙").

Every sentence here is written for these tests (none comes from a benchmark pool). Each table case is one user
message and the exact mentions read from it, as in `test_entity_extract`; each story is told to a `Memory` and
the people it made are counted against the people meant.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

# Several people sharing one clause, and what is then said of each
TOGETHER: list[tuple[str, list[Row]]] = [
    (
        "我同事王芳和李强都是程序员，王芳31岁，李强28岁。",
        [
            _p("王芳", "同事", ("age", "31岁"), ("job", "程序员")),
            _p("李强", "同事", ("age", "28岁"), ("job", "程序员")),
        ],
    ),
    (
        "我同学周楠和刘洋都在杭州上班",
        [_p("周楠", "同学", ("works_in", "杭州")), _p("刘洋", "同学", ("works_in", "杭州"))],
    ),
    (
        "我同事陈静和赵磊都是本科学历",
        [_p("陈静", "同事", ("education", "本科")), _p("赵磊", "同事", ("education", "本科"))],
    ),
    (
        "我下属马超跟吴涛都是90后，马超是山东济南人，吴涛是湖北武汉人",
        [_p("马超", "下属", ("from", "山东济南")), _p("吴涛", "下属", ("from", "湖北武汉"))],
    ),
    (
        "我表姐李晓燕和表妹李晓雯都是医生",
        [_p("李晓雯", "表妹", ("job", "医生")), _p("李晓燕", "表姐", ("job", "医生"))],
    ),
    (
        "我叔叔王建国和婶婶张丽都是山东济南人",
        [_p("张丽", "婶婶", ("from", "山东济南")), _p("王建国", "叔叔", ("from", "山东济南"))],
    ),
    (
        "我表弟刘浩然和表妹刘欣然都在北京上学",
        [_p("刘欣然", "表妹", ("lives_in", "北京")), _p("刘浩然", "表弟", ("lives_in", "北京"))],
    ),
    (
        "我表姐孙丽跟我同事王芳都是山东人",
        [_p("王芳", "同事", ("from", "山东")), _p("孙丽", "表姐", ("from", "山东"))],
    ),
    (
        "我同学周楠和刘洋，周楠在杭州，刘洋在南京",
        [_p("周楠", "同学", ("lives_in", "杭州")), _p("刘洋", "同学", ("lives_in", "南京"))],
    ),
    (
        "我同事吴杰明和陈晓东都是专科毕业的",
        [_p("吴杰明", "同事", ("education", "专科")), _p("陈晓东", "同事", ("education", "专科"))],
    ),
    # a cousin's tie is his own: the name after 和 is nobody's 表哥
    (
        "我表哥孙立伟和王芳都喜欢打羽毛球",
        [_p("孙立伟", "表哥", ("likes", "打羽毛球")), _p("王芳", "", ("likes", "打羽毛球"))],
    ),
    (
        "我同事郑雅琴和她老公都在字节工作",
        [
            _p("郑雅琴", "同事", ("employer", "字节"), links=(("works_at", "字节"),)),
            _p("郑雅琴的老公", "", ("employer", "字节"), links=(("老公", "郑雅琴"), ("works_at", "字节"))),
            _org("字节"),
        ],
    ),
    # a 他 / 她 after two people: which one is not said
    ("我同事王芳和李强，她是上海人", [_p("王芳", "同事"), _p("李强", "同事")]),
    (
        "我同事王芳和李强都喜欢跑步，他在深圳工作",
        [_p("王芳", "同事", ("likes", "跑步")), _p("李强", "同事", ("likes", "跑步"))],
    ),
    (
        "我同事王芳和我表哥孙立伟都喜欢跑步，他在深圳工作",
        [_p("孙立伟", "表哥", ("likes", "跑步")), _p("王芳", "同事", ("likes", "跑步"))],
    ),
]

# A count, then the names; a relation said again alone is the one the message named
COUNTED: list[tuple[str, list[Row]]] = [
    (
        "我有两个下属，吴杰明和陈晓东，吴杰明是专科，陈晓东是本科",
        [_p("吴杰明", "下属", ("education", "专科")), _p("陈晓东", "下属", ("education", "本科"))],
    ),
    (
        "我有三个同事，张伟、李娜和王磊，张伟是程序员，李娜是产品经理，王磊是测试",
        [
            _p("张伟", "同事", ("job", "程序员")),
            _p("李娜", "同事", ("job", "产品经理")),
            _p("王磊", "同事", ("job", "测试")),
        ],
    ),
    ("我有两个同事，郑雅琴和钱梅", [_p("郑雅琴", "同事"), _p("钱梅", "同事")]),
    (
        "我有两个同事，王芳和李强，王芳是上海人，李强是成都人",
        [_p("王芳", "同事", ("from", "上海")), _p("李强", "同事", ("from", "成都"))],
    ),
    (
        "我的两个下属吴杰明和陈晓东都是专科",
        [_p("吴杰明", "下属", ("education", "专科")), _p("陈晓东", "下属", ("education", "专科"))],
    ),
    (
        "我两个表哥孙立伟和孙立军都在深圳工作",
        [_p("孙立伟", "表哥", ("works_in", "深圳")), _p("孙立军", "表哥", ("works_in", "深圳"))],
    ),
    # what 都 says after the names is said of each
    (
        "我有两个表妹，刘欣然和刘悦然，都在北京上学",
        [_p("刘欣然", "表妹", ("lives_in", "北京")), _p("刘悦然", "表妹", ("lives_in", "北京"))],
    ),
    (
        "我有两个同事，王芳和李强，他们都是程序员",
        [_p("王芳", "同事", ("job", "程序员")), _p("李强", "同事", ("job", "程序员"))],
    ),
    (
        "我有三个同事，张伟、李娜和王磊，都是本科",
        [
            _p("张伟", "同事", ("education", "本科")),
            _p("李娜", "同事", ("education", "本科")),
            _p("王磊", "同事", ("education", "本科")),
        ],
    ),
    ("王芳和李强都很忙", []),
    (
        "我舅舅叫赵国强，舅妈叫刘桂兰。舅舅55岁，舅妈52岁。",
        [_p("赵国强", "舅舅", ("age", "55岁")), _p("刘桂兰", "舅妈", ("age", "52岁"))],
    ),
    (
        "我叔叔叫王建国，婶婶叫张丽，叔叔在济南工作，婶婶在青岛工作",
        [_p("王建国", "叔叔", ("works_in", "济南")), _p("张丽", "婶婶", ("works_in", "青岛"))],
    ),
    (
        "我表哥叫孙立伟，表姐叫孙丽，表哥一米八二，表姐一米六五",
        [_p("孙立伟", "表哥", ("height", "一米八二")), _p("孙丽", "表姐", ("height", "一米六五"))],
    ),
]

# A name said in two forms: the full name names them, the first form stays theirs
TWO_NAMES: list[tuple[str, list[Row]]] = [
    ("立伟是我表哥，全名孙立伟。", [_p("孙立伟", "表哥", aliases=("立伟",))]),
    ("晓燕是我同事，全名陈晓燕，硕士毕业", [_p("陈晓燕", "同事", ("education", "硕士"), aliases=("晓燕",))]),
    ("我同事老张，全名张卫东，今年四十二岁", [_p("张卫东", "同事", ("age", "四十二岁"), aliases=("老张",))]),
    ("我同事小郑，全名郑雅琴，老家四川成都的", [_p("郑雅琴", "同事", ("from", "四川成都"), aliases=("小郑",))]),
    ("我下属小吴，大名叫吴杰明，专科毕业", [_p("吴杰明", "下属", ("education", "专科"), aliases=("小吴",))]),
    (
        "建军是我舅舅，本名赵建军，在郑州开出租",
        [_p("赵建军", "舅舅", ("job", "开出租"), ("works_in", "郑州"), aliases=("建军",))],
    ),
    ("我上司姓刘，大名刘海波", [_p("刘海波", "上司", ("surname", "刘"))]),
]

# Someone met inside a story about something else, and the 他 / 她 after them
IN_A_STORY: list[tuple[str, list[Row]]] = [
    ("昨天跟同事郑雅琴去吃火锅，她说她老家是四川成都的", [_p("郑雅琴", "同事", ("from", "四川成都"))]),
    ("周末陪表姐李晓燕去逛街，她最近在准备考研", [_p("李晓燕", "表姐", ("note", "最近在准备考研"))]),
    ("昨天和同事吴杰明一起加班，他是专科毕业的", [_p("吴杰明", "同事", ("education", "专科"))]),
    (
        "上周约了同学周楠吃饭，她现在在字节工作",
        [_p("周楠", "同学", ("employer", "字节"), links=(("works_at", "字节"),)), _org("字节")],
    ),
    ("昨天去医院看我舅舅赵国强，他今年五十八了", [_p("赵国强", "舅舅", ("age", "五十八岁"))]),
]

# A relation said of no one in particular, or of the user's group: nobody is made
NOBODY: list[tuple[str, list[Row]]] = [
    ("今天是我表哥的生日", []),
    ("明天是我同事的婚礼", []),
    ("我同事们都很忙", []),
    # (an outing the user went on is an event, with whom; 同事们 is no one person)
    ("这周跟同事们去团建了", [("团建", "event", "", (), (("date", "这周"), ("with", "同事们")), ())]),
    ("这位是我同事", []),
    ("跟同事们一起吃了顿饭，他们都很能喝", []),
]

ALL = [*TOGETHER, *COUNTED, *TWO_NAMES, *IN_A_STORY, *NOBODY]


@pytest.mark.parametrize(("text", "expected"), ALL, ids=[t for t, _ in ALL])
def test_who_each_fact_is_about(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


# Stories told over several messages ("助手：" a short reply of the assistant between them), and the people they
# make: exactly these, each with (relation, facts) — a fact listed is on them, the relation is theirs.
Story = tuple[tuple[str, ...], dict[str, tuple[str, dict[str, str]]]]
STORIES: list[Story] = [
    (
        ("跟你说一下我的几个同事。", "王芳，31岁，本科。", "李强，28岁，硕士。"),
        {
            "王芳": ("同事", {"age": "31岁", "education": "本科"}),
            "李强": ("同事", {"age": "28岁", "education": "硕士"}),
        },
    ),
    (
        ("说说我的两个表哥。", "孙立伟，35岁，在深圳当医生。", "孙立军，32岁，在广州做销售。"),
        {
            "孙立伟": ("表哥", {"age": "35岁", "works_in": "深圳", "job": "医生"}),
            "孙立军": ("表哥", {"age": "32岁", "works_in": "广州", "job": "销售"}),
        },
    ),
    (
        ("我有两个叔叔。", "助手：好的，他们是做什么的？", "王建国，55岁，开出租。", "王建军，50岁，当老师。"),
        {"王建国": ("叔叔", {"age": "55岁", "job": "开出租"}), "王建军": ("叔叔", {"age": "50岁", "job": "老师"})},
    ),
    (
        ("跟你说说我的几个同事。", "郑雅琴，32岁，老家四川成都。", "吴杰明，28岁，专科。", "陈晓东，30岁，本科。"),
        {
            "郑雅琴": ("同事", {"age": "32岁", "from": "四川成都"}),
            "吴杰明": ("同事", {"age": "28岁", "education": "专科"}),
            "陈晓东": ("同事", {"age": "30岁", "education": "本科"}),
        },
    ),
    (("立伟是我表哥，全名孙立伟。", "立伟今年35岁了"), {"孙立伟": ("表哥", {"age": "35岁"})}),
    (("我表弟叫浩浩，全名刘浩然", "浩然今年上高二"), {"刘浩然": ("表弟", {"school": "高二"})}),
    (("我同事小郑，大名叫郑雅琴", "小郑今年32岁"), {"郑雅琴": ("同事", {"age": "32岁"})}),
    (("我上司刘海波", "助手：好的", "刘总今年四十五岁"), {"刘海波": ("上司", {"age": "四十五岁"})}),
    (("我下属吴杰明", "小吴是专科毕业的"), {"吴杰明": ("下属", {"education": "专科"})}),
    # a given name and 姐 / 哥, the way a cousin or an older colleague is called
    (("我表姐叫李晓燕", "晓燕姐在杭州当老师"), {"李晓燕": ("表姐", {"works_in": "杭州", "job": "老师"})}),
    (("我表哥叫孙立伟", "助手：好的", "立伟哥今年35岁"), {"孙立伟": ("表哥", {"age": "35岁"})}),
    (("我同事叫郑雅琴", "雅琴姐老家是成都的"), {"郑雅琴": ("同事", {"from": "成都"})}),
    (
        ("我同事王芳和李强", "助手：嗯，他们怎么了？", "王芳是上海人，李强是成都人"),
        {"王芳": ("同事", {"from": "上海"}), "李强": ("同事", {"from": "成都"})},
    ),
    (
        ("我表哥孙立伟和表姐孙丽", "助手：好的", "表哥在深圳工作，表姐在广州工作"),
        {"孙立伟": ("表哥", {"works_in": "深圳"}), "孙丽": ("表姐", {"works_in": "广州"})},
    ),
    (
        ("我同学周楠和刘洋", "周楠在杭州，刘洋在南京"),
        {"周楠": ("同学", {"lives_in": "杭州"}), "刘洋": ("同学", {"lives_in": "南京"})},
    ),
    (
        ("我有两个下属，一个叫吴杰明，一个叫陈晓东", "吴杰明是专科，陈晓东是本科"),
        {"吴杰明": ("下属", {"education": "专科"}), "陈晓东": ("下属", {"education": "本科"})},
    ),
    (
        ("我上司李振华", "助手：好的，记住了。", "他今年45岁，是部门经理"),
        {"李振华": ("上司", {"age": "45岁", "title": "部门经理"})},
    ),
    (("我表哥孙立伟", "助手：嗯嗯", "他个子挺高的，一米八二"), {"孙立伟": ("表哥", {"height": "一米八二"})}),
    (("我有个同事叫郑雅琴", "助手：嗯", "雅琴老家是四川成都的"), {"郑雅琴": ("同事", {"from": "四川成都"})}),
    (
        ("我舅舅赵国强和我舅妈刘桂兰上个月去云南旅游了", "舅舅是医生，舅妈是老师"),
        {"赵国强": ("舅舅", {"job": "医生"}), "刘桂兰": ("舅妈", {"job": "老师"})},
    ),
    (("我表妹叫何晓雨", "她在成都读研究生"), {"何晓雨": ("表妹", {"lives_in": "成都", "education": "研究生"})}),
    (("我同事郑雅琴和吴杰明", "雅琴是四川成都人"), {"郑雅琴": ("同事", {"from": "四川成都"}), "吴杰明": ("同事", {})}),
    (
        ("我同事在字节上班，是个程序员", "我同事叫吴杰明"),
        {"吴杰明": ("同事", {"employer": "字节", "job": "程序员"})},
    ),
    (
        ("我有两个下属", "助手：嗯", "吴杰明和陈晓东", "吴杰明是专科"),
        {"吴杰明": ("下属", {"education": "专科"}), "陈晓东": ("下属", {})},
    ),
    (("我舅舅叫赵国强", "舅舅今年58了"), {"赵国强": ("舅舅", {"age": "58岁"})}),
    (("我同事老周，全名周建军", "助手：好的", "老周是山东青岛人"), {"周建军": ("同事", {"from": "山东青岛"})}),
    (
        ("我表哥孙立伟和我同事王芳都喜欢跑步", "王芳是上海人，孙立伟是济南人"),
        {"王芳": ("同事", {"likes": "跑步", "from": "上海"}), "孙立伟": ("表哥", {"likes": "跑步", "from": "济南"})},
    ),
    (
        ("跟你说一下我的几个同事。", "王芳和李强，都是本科。", "王芳31岁，李强28岁。"),
        {
            "王芳": ("同事", {"education": "本科", "age": "31岁"}),
            "李强": ("同事", {"education": "本科", "age": "28岁"}),
        },
    ),
    # the list ended: a later name is not one of the group
    (("说说我的两个表哥。", "孙立伟，35岁。", "今天好累，先不聊了。"), {"孙立伟": ("表哥", {"age": "35岁"})}),
    # an intro line followed by talk of something else gives nobody the group's tie
    (("跟你说一下我的几个同事。", "今天天气不错，我去了公园。"), {}),
    (
        ("我同事王芳和李强都喜欢跑步，他在深圳工作", "王芳31岁"),
        {"王芳": ("同事", {"likes": "跑步", "age": "31岁"}), "李强": ("同事", {"likes": "跑步"})},
    ),
]


def _tell(mem: Memory, user: str, said: tuple[str, ...]) -> None:
    """Each user message distilled on its own, the assistant's short replies in the topic between them."""
    topic = mem.topics.create(user, "chat")
    for text in said:
        if text.startswith("助手："):
            mem.messages.add(topic.id, "assistant", text.removeprefix("助手："))
            continue
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)


def check_story(mem: Memory, said: tuple[str, ...], people: dict[str, tuple[str, dict[str, str]]]) -> None:
    """Tell the story to u1 and check the people made: exactly these, each with its relation and every fact listed;
    u2 has none."""
    _tell(mem, "u1", said)
    made = {e.name: e for e in mem.entities.list("u1", kind="person")}
    assert set(made) == set(people), made  # none split, none missing, none made up
    for name, (relation, facts) in people.items():
        view = mem.entities.get("u1", made[name].id)
        got = {f.attribute: f.value for f in view.facts}
        assert view.entity.relation == relation, (name, view.entity)
        assert {a: got.get(a) for a in facts} == facts, (name, got)
    assert not mem.entities.list("u2")  # another user's world is not read


@pytest.mark.parametrize(("said", "people"), STORIES, ids=[" / ".join(s) for s, _ in STORIES])
def test_a_story_makes_the_people_meant_and_no_others(
    mem: Memory, backend: str, said: tuple[str, ...], people: dict[str, tuple[str, dict[str, str]]]
) -> None:
    check_story(mem, said, people)


def test_a_count_asked_over_people_told_as_a_list_sees_each(mem: Memory, backend: str) -> None:
    _tell(
        mem,
        "u1",
        ("跟你说一下我的几个同事。", "王芳，31岁，本科。", "李强，28岁，硕士。", "我同事陈静和赵磊都是本科学历"),
    )
    block = mem.context("u1", "我的同事里有几个是本科？").text
    for said in ("王芳", "李强", "陈静", "赵磊", "本科", "硕士"):
        assert said in block, block
