"""A person named after they were introduced (both languages): "我表妹在成都读研究生" then "她叫何晓雨", "My cousin
works in Denver." then "His name is Rob Hale.", "Let me tell you about my brother-in-law. His name's Marcus Bell."

The name goes to the one person it can only be (the one the message or the last message was about, a pronoun's
gender ruling out the others), the facts already held stay on them, no second person is made and no two are
merged; the naming is in the entity history and undone from there. The look-alikes name nobody: the user's own
name, "她叫我…", "他叫了外卖", "they call it …", a question, the name of someone else of theirs.

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._rules_common import sentence_language

# (the messages in order, the last one read) -> the people read from the last: (name, relation, aliases)
NAMED: list[tuple[tuple[str, ...], list[tuple[str, str, tuple[str, ...]]]]] = [
    (("我表妹在成都读研究生", "她叫何晓雨"), [("何晓雨", "表妹", ())]),
    (("说说我姐夫吧。", "他叫陈志刚，今年四十一。"), [("陈志刚", "姐夫", ())]),
    (("我有个大学室友", "名字叫周楠，在杭州上班"), [("周楠", "室友", ())]),
    (("我舅舅在宁波开了家五金店", "他名字叫赵国栋"), [("赵国栋", "舅舅", ())]),
    (("我下属今年二十六岁", "他全名叫马俊杰"), [("马俊杰", "下属", ())]),
    (("我婶婶是山东济南人", "她的名字是刘桂芳"), [("刘桂芳", "婶婶", ())]),
    (("我表哥个子挺高，一米八二", "对了，他大名叫孙立伟，小名叫伟伟"), [("孙立伟", "表哥", ("伟伟",))]),
    (("我上司是北京人", "我们都叫她燕姐"), [("", "上司", ("燕姐",))]),
    (("我表弟今年二十三", "他小名叫豆豆"), [("", "表弟", ("豆豆",))]),
    (("我表哥在深圳上班，我表妹在杭州读书", "她叫何晓雨"), [("何晓雨", "表妹", ())]),
    (("我有个表妹，她叫何晓雨，在成都读研究生",), [("何晓雨", "表妹", ())]),
    (("我侄女今年五岁", "家里人都喊她妞妞"), [("", "侄女", ("妞妞",))]),
    (("我同事郑雅琴老家是四川成都的", "她英文名叫Grace"), [("郑雅琴", "同事", ("Grace",))]),
    (("我表姐在上海做律师", "她叫王琳，比我大三岁"), [("王琳", "表姐", ())]),
    (("我下属小吴是专科学历", "他全名吴杰明"), [("小吴", "下属", ("吴杰明",))]),
    (("我同事小李是做设计的", "她全名叫李思琪"), [("小李", "同事", ("李思琪",))]),
    (("我姑姑在武汉当老师", "她本名叫黄丽华"), [("黄丽华", "姑姑", ())]),
    (("My cousin works in Denver.", "His name is Rob Hale."), [("Rob Hale", "cousin", ())]),
    (("Let me tell you about my brother-in-law. His name's Marcus Bell.",), [("Marcus Bell", "brother-in-law", ())]),
    (("Let me tell you about my brother-in-law.", "His name's Marcus Bell."), [("Marcus Bell", "brother-in-law", ())]),
    (
        ("Tess is my coworker, she lives in Boston.", "Her full name is Tess Grant."),
        [("Tess Grant", "coworker", ("Tess",))],
    ),
    (("My aunt Katherine lives in Ohio.", "She goes by Kat."), [("Katherine", "aunt", ("Kat",))]),
    (("My niece just turned five.", "We call her Bunny."), [("", "niece", ("Bunny",))]),
    (("My boss grew up in Leeds.", "Oh, and her name's Lena Moss."), [("Lena Moss", "boss", ())]),
    (("My uncle is a pharmacist in Denver", "He's called Rob."), [("Rob", "uncle", ())]),
    (
        ("My sister lives in Austin and my brother lives in Reno.", "Her name is Amy Cole."),
        [("Amy Cole", "sister", ())],
    ),
    (("My cousin's name is Rob Hale.",), [("Rob Hale", "cousin", ())]),
    (("I have a colleague from Leeds - her name is Megan Ortiz.",), [("Megan Ortiz", "colleague", ())]),
    (("My godmother lives in Lisbon. Her name's Ines, by the way.",), [("Ines", "godmother", ())]),
    (
        ("My brother-in-law teaches chemistry.", "His name's Marcus Bell and he's 38."),
        [("Marcus Bell", "brother-in-law", ())],
    ),
    (("My grandma still lives in Cork.", "Everyone calls her Nana Bee."), [("", "grandma", ("Nana Bee",))]),
    (("My manager is super strict.", "btw his full name is Frank Ortiz"), [("Frank Ortiz", "manager", ())]),
    (("My stepdad retired last year.", "He goes by Mack."), [("", "stepdad", ("Mack",))]),
    (("My roommate is from Ohio.", "Her name's Priya Shah, she studies nursing."), [("Priya Shah", "roommate", ())]),
    (("我表姐", "叫孙丽"), [("孙丽", "表姐", ())]),
    (("我二舅在青岛当船长，他全名叫刘海涛",), [("刘海涛", "二舅", ())]),
    (("我那个同事吧，名字叫郑雅琴，老家四川成都的",), [("郑雅琴", "同事", ())]),
    (("我有个发小在深圳做程序员", "大名张子轩，小名轩轩"), [("张子轩", "发小", ("轩轩",))]),
    (("我表妹读高三了", "我们家都叫她小雨"), [("", "表妹", ("小雨",))]),
    (("我师兄博士毕业了", "他英文名叫Kevin"), [("", "师兄", ("Kevin",))]),
    (("昨天跟我小姨吃饭了", "她名字叫周美玲，在南京一所中学教语文"), [("周美玲", "小姨", ())]),
    (("我闺蜜下个月结婚", "她的名字叫陈思思"), [("陈思思", "闺蜜", ())]),
    (("my coworker just got promoted", "her name is Dana Whitfield and she's a team lead now"),
     [("Dana Whitfield", "coworker", ())]),
    (("So my manager, whose name is Frank Ortiz, is a regional director at Halvorsen Foods.",),
     [("Frank Ortiz", "manager", ())]),
    (("My landlord is from Miami.", "Full name: Oscar Delgado."), [("Oscar Delgado", "landlord", ())]),
    (("My aunt is coming over.", "She's called Gloria, she's 57."), [("Gloria", "aunt", ())]),
    (("my best friend lives in Seattle", "his name's Tom Becker"), [("Tom Becker", "best friend", ())]),
    (("My nephew just started college.", "We all call him Ollie."), [("", "nephew", ("Ollie",))]),
    # the name of someone of theirs names that one, read as their kin (a relation path), never the one talked about
    (("我舅舅是个医生", "他儿子叫赵小宝"), [("赵小宝", "舅舅的儿子", ())]),
    (("我表哥刚买了车", "他媳妇叫张敏"), [("张敏", "表哥的媳妇", ())]),
]  # fmt: skip

# (the messages in order) -> a name that must be no one's (nor an alias), read from the last
NOBODY: list[tuple[tuple[str, ...], str]] = [
    (("我表妹在成都读研究生", "我叫张伟"), "张伟"),
    (("我表姐住在杭州", "她叫我明天去她家吃饭"), "我明天去她家吃饭"),
    (("我同事老家是四川成都的", "他叫了外卖"), "了外卖"),
    (("我表妹在成都读研究生", "她室友叫王丽"), "王丽"),
    (("我表妹在成都读研究生", "她叫什么来着？"), "什么来着"),
    (("我表哥和表弟都在北京工作", "他叫孙立"), "孙立"),  # one of two: unclear, so no one
    (("My boss is from Texas.", "What's his name again?"), "again"),
    (("My neighbor is a retired teacher.", "They call it the Big Apple."), "Big Apple"),
    (("My cousin lives in Denver.", "My name is Jordan."), "Jordan"),
    (("My sister is a nurse in Austin.", "She called me yesterday."), "me"),
    (("My mentor teaches at Purdue.", "His son's name is Kyle."), "Kyle"),
    (("My brother and my uncle came over for dinner.", "His name is Sam."), "Sam"),  # either of two
    (("My aunt lives in Reno.", "His name is Carl."), "Carl"),  # "his" is not the aunt
    (("If my boss were a cartoon character, she'd be called Daisy.",), "Daisy"),
    (("我想给我家的新车起个名字叫小白",), "小白"),
    (("我表弟在上海工作", "他叫我周末去找他玩"), "我周末去找他玩"),
    (("我同事请假了", "她叫了个滴滴去医院"), "了个滴滴去医院"),
    (("我老公的同事叫李明",), "李明"),  # the 同事's name, not the 老公's
    (("我上司最近很忙", "他叫什么来着，我一下想不起来了"), "什么来着"),
    (("My brother-in-law is visiting.", "His wife's name is Erin."), "Erin"),
    (("My uncle works in Denver.", "They call it the Mile High City."), "Mile High City"),
    (("my cousin is a nurse", "what's her name again, Dana?"), "Dana"),
    # one of theirs no tie word names is said first: the name is theirs, not the colleague's of the last message
    (("My colleague Rob is great.", "They're doing great. Our one-year-old is so cute, his name is Kyle!"), "Kyle"),
    (("我表哥在深圳上班", "我家小的可爱死了，他叫豆豆"), "豆豆"),
]


# what follows 叫 / "call" there is no one's name at all: no person goes by it
_NOT_A_NAME = {
    *("我明天去她家吃饭", "了外卖", "什么来着", "我周末去找他玩", "了个滴滴去医院"),
    *("Big Apple", "Mile High City"),
}


def _read(said: tuple[str, ...]) -> list[tuple[str, str, tuple[str, ...]]]:
    *recent, text = said
    found = extract_mentions(text, language=sentence_language(text), recent=recent)
    return [(m.name, m.relation, tuple(m.aliases)) for m in found if m.kind == "person"]


@pytest.mark.parametrize(("said", "people"), NAMED, ids=[" / ".join(s) for s, _ in NAMED])
def test_a_name_said_later_names_the_one_talked_about(
    said: tuple[str, ...], people: list[tuple[str, str, tuple[str, ...]]]
) -> None:
    assert _read(said) == people


@pytest.mark.parametrize(("said", "name"), NOBODY, ids=[" / ".join(s) for s, _ in NOBODY])
def test_what_only_looks_like_a_naming_names_no_one_talked_about(said: tuple[str, ...], name: str) -> None:
    for got, relation, aliases in _read(said):
        assert not (got == name and (relation or name in _NOT_A_NAME)), (got, relation)
        assert name not in aliases, (got, aliases)


def test_a_name_given_to_a_pet_makes_a_pet() -> None:
    for said, name, tie in [
        (("Guess what - I got a puppy two weeks ago! Her name's Coco and she's adorable.",), "Coco", "puppy"),
    ]:
        *recent, text = said
        found = extract_mentions(text, language=sentence_language(text), recent=recent)
        assert [(m.name, m.kind, m.relation) for m in found if m.name == name] == [(name, "pet", tie)], found


def _tell(mem: Memory, user: str, said: tuple[str, ...], *, sessions: bool = False) -> None:
    """Each user message distilled on its own; `sessions`: each in a conversation of its own."""
    topic = mem.topics.create(user, "chat")
    for text in said:
        if sessions:
            topic = mem.topics.create(user, "chat")
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)


STORIES: list[tuple[tuple[str, ...], bool, dict[str, tuple[str, dict[str, str]]]]] = [
    (("我表妹在成都读研究生", "她叫何晓雨"), False, {"何晓雨": ("表妹", {"education": "研究生"})}),
    (("我表妹在成都读研究生", "我表妹叫何晓雨"), True, {"何晓雨": ("表妹", {"education": "研究生"})}),
    (("我表哥一米八二", "我表妹在杭州读书", "她叫何晓雨"), False,
     {"何晓雨": ("表妹", {}), "表哥": ("表哥", {"height": "一米八二"})}),
    (("My cousin works in Denver.", "His name is Rob Hale."), False, {"Rob Hale": ("cousin", {"works_in": "Denver"})}),
    (("Tess is my coworker, she lives in Boston.", "Her full name is Tess Grant."), False,
     {"Tess Grant": ("coworker", {"lives_in": "Boston"})}),
    (("My sister lives in Austin.", "My name is Jordan."), False, {"sister": ("sister", {"lives_in": "Austin"})}),
    (("说说我姐夫吧。", "他叫陈志刚，今年四十一。"), False, {"陈志刚": ("姐夫", {"age": "四十一岁"})}),
    # a name one goes by first, the real name later: one person, called by the real name
    (("我上司是北京人", "我们都叫她燕姐", "我上司叫李燕"), False, {"李燕": ("上司", {})}),
    (("My niece just turned five.", "We call her Bunny.", "My niece's name is Lily Moore."), False,
     {"Lily Moore": ("niece", {})}),
    (("My brother-in-law teaches chemistry.", "His name's Marcus Bell and he's 38."), False,
     {"Marcus Bell": ("brother-in-law", {"age": "38"})}),
    (("我表哥在北京工作，我表弟也在北京工作", "他叫孙立"), False, {"表哥": ("表哥", {}), "表弟": ("表弟", {})}),
    (("My aunt Katherine lives in Ohio.", "She goes by Kat."), False, {"Katherine": ("aunt", {"lives_in": "Ohio"})}),
]  # fmt: skip


@pytest.mark.parametrize(("said", "sessions", "people"), STORIES, ids=[" / ".join(s) for s, _, _ in STORIES])
def test_the_named_person_is_the_one_held_with_their_facts(
    mem: Memory,
    backend: str,
    said: tuple[str, ...],
    sessions: bool,
    people: dict[str, tuple[str, dict[str, str]]],
) -> None:
    _tell(mem, "u1", said, sessions=sessions)
    made = {e.name: e for e in mem.entities.list("u1", kind="person")}
    assert set(made) == set(people), made  # no second person, none missing
    for name, (relation, facts) in people.items():
        view = next(v for v in mem.entities.views("u1") if v.entity.id == made[name].id)
        got = {f.attribute: f.value for f in view.facts}
        assert view.entity.relation == relation, view.entity
        assert {a: got.get(a) for a in facts} == facts, (name, got)
    assert not mem.entities.list("u2")


def test_a_name_one_goes_by_stays_beside_the_real_name(mem: Memory, backend: str) -> None:
    _tell(mem, "u1", ("我上司是北京人", "我们都叫她燕姐", "我上司叫李燕"))
    [boss] = mem.entities.list("u1", kind="person")
    assert (boss.name, boss.aliases) == ("李燕", ["燕姐"])


def test_a_naming_is_in_the_history_and_undone_from_there(mem: Memory, backend: str) -> None:
    _tell(mem, "u1", ("我表妹在成都读研究生", "她叫何晓雨"))
    [cousin] = mem.entities.list("u1", kind="person")
    assert cousin.name == "何晓雨"
    [named] = [h for h in mem.entities.history("u1", cousin.id) if h.action == "update"]
    assert named.actor == "extractor" and "何晓雨" in named.reason
    mem.entities.undo("u1", named.id)
    back = mem.entities.get("u1", cousin.id)
    assert back.entity.name == "表妹" and "何晓雨" not in back.entity.aliases
    assert {f.attribute: f.value for f in back.facts}.get("education") == "研究生"  # its facts stay
    assert mem.entities.history("u2") == []


@pytest.mark.parametrize("said", ["周一要跟老板谈加薪", "我想跟老板谈谈", "明天跟同事谈恋爱的事", "下午找领导谈一下"])
def test_a_verb_after_a_relation_is_no_name(said: str) -> None:
    assert not [m.name for m in extract_mentions(said, language="zh") if m.name], said


@pytest.mark.parametrize(
    ("said", "name"),
    [("我同事谈伟在腾讯上班", "谈伟"), ("我舅舅管伟是医生", "管伟"), ("我领导付晓今年40", "付晓")],
)
def test_a_surname_that_is_also_a_verb_still_names(said: str, name: str) -> None:
    assert name in [m.name for m in extract_mentions(said, language="zh")]
