"""Resolution of a mention to one of the user's entities (issue #21): joins only on evidence, never on a surname."""

from __future__ import annotations

from datetime import UTC, datetime

from jiyi._entity_models import Entity, EntityKind, EntityState, EntityView, Mention, MentionFact
from jiyi._entity_resolve import resolve, same_relation
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._referents import pronoun_gender

_T = datetime(2026, 11, 1, tzinfo=UTC)


def _e(
    id_: str,
    name: str,
    relation: str = "",
    *,
    kind: EntityKind = "person",
    aliases: tuple[str, ...] = (),
    state: EntityState = "active",
) -> EntityView:
    entity = Entity(
        id=id_,
        user_id="u1",
        kind=kind,
        name=name,
        aliases=list(aliases),
        relation=relation,
        state=state,
        created_at=_T,
        updated_at=_T,
    )
    return EntityView(entity=entity)


def _m(text: str, language: str = "zh", recent: tuple[str, ...] = ()) -> Mention:
    [mention] = [m for m in extract_mentions(text, language=language, recent=recent) if m.kind != "org"]
    return mention


WORLD = [
    _e("amy", "Amy", "妹妹"),
    _e("wm", "王明", "大学室友", aliases=("小王",)),
    _e("wf", "王芳", "同事"),
    _e("tom", "Tom Lee", "friend"),
    _e("alee", "Amy Lee", "colleague"),
    _e("cafe", "公司楼下的咖啡店", "公司楼下的咖啡店", kind="place"),
    _e("max", "Max", "dog", kind="pet"),
]


def test_exact_name_or_alias_joins_case_insensitively() -> None:
    assert resolve(_m("Amy 喜欢拍照"), WORLD) == "amy"
    assert resolve(Mention(name="amy", relation="妹妹"), WORLD) == "amy"
    assert resolve(_m("小王喜欢打篮球"), WORLD) == "wm"  # an alias said before
    assert resolve(_m("Max is 8 now", "en"), WORLD) == "max"  # a bare name read as a person finds the dog


def test_a_name_with_a_different_relation_is_another_person() -> None:
    # "Amy" the sister exists; "my colleague Amy" is not her
    assert resolve(_m("my colleague Amy loves writing", "en"), [_e("amy", "Amy", "sister")]) is None


def test_a_nickname_joins_a_full_name_only_when_the_relation_agrees() -> None:
    people = [_e("wm", "王明", "同事"), _e("zw", "张伟", "老板")]
    assert resolve(_m("我同事小王喜欢钓鱼"), people) == "wm"
    # no relation said: the one person named in full with that surname (as a first name joins its full name)
    assert resolve(_m("小王喜欢钓鱼"), people) == "wm"
    assert resolve(_m("小王喜欢钓鱼"), [*people, _e("wf", "王芳", "同学")]) is None  # two 王: cannot be told
    assert resolve(_m("我同事小张喜欢钓鱼"), people) is None  # 小张 is not 王明, whatever the relation
    assert resolve(_m("我朋友小王喜欢钓鱼"), people) is None  # another relation: another person
    assert resolve(_m("我老板张总是北京人"), people) == "zw"
    assert resolve(_m("my friend Tom lives in Toronto", "en"), [_e("tom", "Tom Lee", "friend")]) == "tom"


def test_a_shared_surname_never_merges_two_people() -> None:
    assert resolve(_m("我同事王芳喜欢跑步"), [_e("wm", "王明", "同事")]) is None
    assert resolve(_m("王芳喜欢跑步"), [_e("wm", "王明", "同事")]) is None
    assert resolve(_m("Amy Lee is my friend", "en"), [_e("tom", "Tom Lee", "friend")]) is None
    assert resolve(Mention(name="Lee", relation="friend"), [_e("tom", "Tom Lee", "friend")]) is None
    # 小王 with two 王 colleagues: equally likely, so a new entity
    two = [_e("wm", "王明", "同事"), _e("wf", "王芳", "同事")]
    assert resolve(_m("我同事小王喜欢钓鱼"), two) is None


def test_an_unnamed_relation_joins_the_one_entity_with_it() -> None:
    assert resolve(_m("我妹妹在西门子工作"), WORLD) == "amy"
    assert resolve(_m("my sister lives in Munich", "en"), WORLD) == "amy"  # across languages
    assert resolve(_m("我们公司楼下那家咖啡店周一不开门"), WORLD) == "cafe"
    assert resolve(_m("我大学室友是杭州人"), WORLD) == "wm"
    assert resolve(_m("我室友是杭州人"), WORLD) == "wm"
    # no sister yet / two sisters: nothing to join, or unclear which
    assert resolve(_m("我姐姐在西门子工作"), WORLD) is None
    two = [_e("a", "Amy", "sister"), _e("b", "Beth", "sister")]
    assert resolve(_m("my sister lives in Munich", "en"), two) is None
    assert resolve(_m("my sister lives in Munich", "en"), two, recent_ids=["b", "a"]) == "b"


def test_a_different_tie_is_not_the_same_relation() -> None:
    assert not same_relation("男朋友", "朋友")
    assert not same_relation("girlfriend", "friend")
    assert not same_relation("表妹", "妹")
    assert not same_relation("ex girlfriend", "girlfriend")
    assert same_relation("大学室友", "室友")
    assert same_relation("best friend", "friend")
    assert same_relation("妈妈", "mother")
    assert same_relation("coworker", "同事")


def test_a_pronoun_joins_the_most_recent_entity_of_a_compatible_kind() -> None:
    she = _m("其实她搬去了慕尼黑")
    assert resolve(she, WORLD, recent_ids=["amy", "wm"]) == "amy"
    assert resolve(she, WORLD, recent_ids=["cafe", "wm", "amy"]) == "wm"  # the place is not a "she"
    assert resolve(she, WORLD) is None  # nobody was talked about recently
    assert resolve(she, WORLD, recent_ids=["gone"]) is None  # an id that is not among the candidates


def test_places_join_across_languages_and_entities_not_active_are_ignored() -> None:
    world = [_e("b", "柏林", kind="place"), _e("x", "Amy", "sister", state="merged")]
    assert resolve(Mention(name="Berlin", kind="place"), world) == "b"
    assert resolve(Mention(name="Amy", relation="sister"), world) is None


def test_the_issue_example_resolves_end_to_end() -> None:
    world = [_e("amy", "Amy", "妹妹")]
    first = _m("我妹妹 Amy 搬去柏林了")
    assert resolve(first, world) == "amy"
    correction = _m("其实她搬去了慕尼黑", recent=("我妹妹 Amy 搬去柏林了",))
    assert correction.facts[0].correction and resolve(correction, world, recent_ids=["amy"]) == "amy"


def test_a_name_said_later_joins_the_one_unnamed_entity_with_that_relation() -> None:
    unnamed = _e("s", "妹妹", "妹妹")
    assert resolve(_m("我妹妹 Amy 搬去柏林了"), [unnamed]) == "s"
    assert resolve(_m("my sister Amy moved to Berlin", "en"), [_e("s", "sister", "sister")]) == "s"
    # a named sister is another person; with two entities of that relation it cannot be told which
    assert resolve(_m("我妹妹 Amy 搬去柏林了"), [_e("b", "Beth", "妹妹")]) is None
    assert resolve(_m("我妹妹 Amy 搬去柏林了"), [unnamed, _e("b", "Beth", "妹妹")]) is None


def test_a_pronoun_joins_no_one_its_gender_rules_out() -> None:
    """ "My nephew Ty is tall." then "She lives in Denver now.": she is not the nephew (stop 25: she joined him)."""
    people = [
        _e("ty", "Ty", "nephew"),
        _e("ava", "Ava", "niece"),
        _e("wg", "王刚", "表哥"),
        _e("lin", "林悦", "表姐"),
        _e("sam", "Sam", "coworker"),
    ]
    she = _m("She lives in Denver now.", "en")
    assert she.gender == "f"
    assert resolve(she, people, recent_ids=["ty", "ava"]) == "ava"  # the nephew is passed over
    assert resolve(she, people, recent_ids=["ty"]) is None
    assert resolve(she, people, recent_ids=["sam", "ty"]) == "sam"  # a coworker may be anyone
    he = _m("He works in Boston now.", "en")
    assert resolve(he, people, recent_ids=["ava", "ty"]) == "ty"
    ta = _m("她在杭州上班")
    assert (ta.gender, resolve(ta, people, recent_ids=["wg", "lin"])) == ("f", "lin")
    assert resolve(_m("他在杭州上班"), people, recent_ids=["lin", "wg"]) == "wg"
    # a message with both genders' pronouns says no gender: the pronoun joins as before
    assert pronoun_gender("She told me he moved to Denver.") == ""
    assert pronoun_gender("他们说她搬走了") == "f"


def test_what_only_a_person_has_never_joins_a_pet() -> None:
    # "my cat knocked over a plant" then "She — job: actuary": no cat is an actuary
    cat = [_e("cat", "cat", "cat", kind="pet")]
    job = Mention(pronoun=True, gender="f", language="en", facts=[MentionFact(attribute="job", value="actuary")])
    assert resolve(job, cat, recent_ids=["cat"]) is None
    assert resolve(_m("Max works as a nurse", "en"), WORLD) != "max"
    assert resolve(_m("Max's email is max@example.com", "en"), WORLD) != "max"
    # what a pet has still joins it
    age = Mention(pronoun=True, gender="f", language="en", facts=[MentionFact(attribute="age", value="3")])
    assert resolve(age, cat, recent_ids=["cat"]) == "cat"
