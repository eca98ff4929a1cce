"""The stored review on both stores (issue #21 item 5, seed 003 §6.2): the daily scan in maintenance, "ignore", items
resolved by the user's own actions, the weekly quality report, scoping by user, erase / clear / export / import."""

from __future__ import annotations

from datetime import timedelta

import pytest

from jiyi import ConflictError, FixedClock, Memory, NotFoundError, ValidationError
from jiyi._entity_models import Entity, Mention, MentionFact
from jiyi._models import Source
from jiyi.lifecycle import Lifecycle, LifecyclePolicy

from .conftest import T0


def _record(mem: Memory, user: str, text: str, mention: Mention) -> Entity:
    topic = mem.topics.create(user, "同事")
    msg = mem.messages.add(topic.id, "user", text)
    assert msg is not None
    [entity] = mem.entities.record(user, [mention], message_ids=[msg.id], topic_id=topic.id)
    return entity


def _two_wangs(mem: Memory, user: str = "li") -> tuple[Entity, Entity]:
    """王明 (小王, 住在上海) and 王小明 (住在北京), whom the user also calls 小王: likely one person."""
    lives = MentionFact(attribute="lives_in", value="上海", label="住在")
    wang = _record(mem, user, "王明是我的下属，大家叫他小王，住在上海",
                   Mention(name="王明", relation="下属", aliases=["小王"], facts=[lives]))  # fmt: skip
    beijing = MentionFact(attribute="lives_in", value="北京", label="住在")
    xiao = _record(mem, user, "王小明住在北京", Mention(name="王小明", facts=[beijing]))
    assert xiao.id != wang.id
    return wang, mem.entities.update(user, xiao.id, aliases=["小王"])


def _events(mem: Memory, kind: str) -> list[dict[str, object]]:
    return [e.data for e in mem.store.read_events(0, limit=1000) if e.type == kind]


def _kinds(mem: Memory, user: str = "li", status: str = "open") -> list[str]:
    return sorted(r.kind for r in mem.review.items(user, status=status))


def test_the_scan_stores_what_needs_review_and_announces_it(mem: Memory, clock: FixedClock) -> None:
    wang, xiao = _two_wangs(mem)
    imported = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    assert mem.review.items("li") == []  # nothing is computed on reading

    day = mem.review.scan("li")
    assert (day.period, day.new_items, day.open_items, day.unsourced_memories) == (
        "day", 2, {"duplicate": 1, "unsourced": 1}, 1,
    )  # fmt: skip
    items = mem.review.items("li")
    dup = next(r for r in items if r.kind == "duplicate")
    assert dup.item.entity_ids == [wang.id, xiao.id] and dup.item.shared == ["小王"]
    assert dup.found_at == T0 and dup.status == "open"
    assert next(r for r in items if r.kind == "unsourced").item.memory.id == imported.id  # type: ignore[union-attr]
    assert _events(mem, "review.found") == [{"new": 2, "open": {"duplicate": 1, "unsourced": 1}, "report_id": day.id}]

    clock.advance(hours=2)
    again = mem.review.scan("li")  # found again: the same items, nothing new, nothing announced
    assert again.new_items == 0 and len(_events(mem, "review.found")) == 1
    assert [(r.id, r.found_at, r.seen_at) for r in mem.review.items("li") if r.kind == "duplicate"] == [
        (dup.id, T0, T0 + timedelta(hours=2))
    ]
    assert mem.entities.get("li", wang.id).entity.state == "active"  # nothing changed by the scan
    assert mem.get("li", imported.id).is_current


def test_maintenance_scans_once_a_day_and_reports_once_a_week(mem: Memory, clock: FixedClock) -> None:
    _two_wangs(mem)
    life = Lifecycle(mem, LifecyclePolicy())
    life.run_due(clock.now())
    assert [r.period for r in mem.review.reports("li", period="day")] == ["day"]
    assert len(mem.review.reports("li", period="week")) == 1
    for hours in (1, 4, 18):  # maintenance runs hourly; the scan waits for its day (23 hours on)
        clock.advance(hours=hours)
        life.run_due(clock.now())
    assert len(mem.review.reports("li", period="day")) == 1
    clock.advance(hours=2)  # 25 hours after the first scan
    life.run_due(clock.now())
    days = mem.review.reports("li", period="day")
    assert len(days) == 2 and days[0].created_at > days[1].created_at  # newest first
    assert len(mem.review.reports("li", period="week")) == 1
    off = Lifecycle(mem, LifecyclePolicy(review_scan_every=None, quality_report_every=None))
    clock.advance(days=8)
    off.run_due(clock.now())
    assert len(mem.review.reports("li", period="day")) == 2  # turned off in the policy


def test_an_ignored_item_stays_ignored_until_its_content_changes_and_reopen_undoes_it(
    mem: Memory, clock: FixedClock
) -> None:
    wang, xiao = _two_wangs(mem)
    mem.entities.merge("li", wang.id, xiao.id)  # two places to live now: a conflict to pick from
    mem.review.scan("li")
    [conflict] = mem.review.items("li", kind="conflict")
    assert conflict.item.attribute == "lives_in" and sorted(f.value for f in conflict.item.facts) == ["上海", "北京"]

    ignored = mem.review.ignore("li", conflict.id)
    assert ignored.status == "ignored" and mem.review.items("li", kind="conflict") == []
    with pytest.raises(ConflictError):
        mem.review.ignore("li", conflict.id)
    clock.advance(days=1)
    assert mem.review.scan("li").new_items == 0
    assert [r.id for r in mem.review.items("li", status="ignored")] == [conflict.id]

    back = mem.review.reopen("li", conflict.id)  # the undo of "ignore"
    assert back.status == "open" and [r.id for r in mem.review.items("li", kind="conflict")] == [conflict.id]
    mem.review.ignore("li", conflict.id)

    # A third value: what the conflict is about changed, so it is raised again, as a new item.
    guangzhou = MentionFact(attribute="lives_in", value="广州", label="住在")
    other = _record(mem, "li", "明明住在广州", Mention(name="明明", facts=[guangzhou]))
    mem.entities.merge("li", wang.id, other.id)
    clock.advance(days=1)
    assert mem.review.scan("li").new_items == 1
    [raised] = mem.review.items("li", kind="conflict")
    assert raised.id != conflict.id and sorted(f.value for f in raised.item.facts) == ["上海", "北京", "广州"]


def test_an_item_dealt_with_goes_at_once_and_a_scan_marks_it_resolved(mem: Memory, clock: FixedClock) -> None:
    wang, xiao = _two_wangs(mem)
    imported = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    mem.review.scan("li")
    assert _kinds(mem) == ["duplicate", "unsourced"]

    mem.entities.merge("li", wang.id, xiao.id)  # the duplicate is dealt with
    mem.update("li", imported.id, verified=True)  # the memory is confirmed (a new, confirmed version)
    assert _kinds(mem) == []  # gone from the listing before any scan
    clock.advance(days=1)
    day = mem.review.scan("li")
    assert _kinds(mem, status="resolved") == ["duplicate", "unsourced"]
    assert _kinds(mem) == ["conflict"] and day.new_items == 1  # the merge made a conflict: 上海 or 北京

    # Undoing the merge brings the duplicate back: open again, and new to the user.
    [merge] = [h for h in mem.entities.history("li", wang.id) if h.action == "merge"]
    mem.entities.undo("li", merge.id)
    clock.advance(days=1)
    assert mem.review.scan("li").new_items == 1
    assert _kinds(mem) == ["duplicate"] and _kinds(mem, status="resolved") == ["conflict", "unsourced"]


def test_another_users_items_are_never_seen_or_changed(mem: Memory) -> None:
    _two_wangs(mem, "li")
    mem.review.scan("li")
    [item] = mem.review.items("li")
    assert mem.review.items("wang") == [] and mem.review.reports("wang") == []
    for call in (
        lambda: mem.review.get("wang", item.id),
        lambda: mem.review.ignore("wang", item.id),
        lambda: mem.review.reopen("wang", item.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert mem.review.get("li", item.id).status == "open"
    with pytest.raises(ValidationError):  # a row naming another user is refused by the store
        mem.store.save_review("wang", [item])
    with pytest.raises(ConflictError):  # li's id written as wang's
        mem.store.save_review("wang", [item.model_copy(update={"user_id": "wang"})])
    assert mem.review.get("li", item.id).user_id == "li"


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda m: m.review.items("li", status="closed"), "status"),
        (lambda m: m.review.items("li", kind="typo"), "kind"),
        (lambda m: m.review.reports("li", period="month"), "period"),
        (lambda m: m.review.reports("li", limit=0), "limit"),
        (lambda m: m.review.get("li", ""), "item_id"),
        (lambda m: m.review.ignore("li", "rev_\x00"), "item_id"),
        (lambda m: m.review.reopen("li", "\ud800"), "item_id"),
        (lambda m: m.review.get("li", "r" * 101), "item_id"),
    ],
)
def test_bad_arguments_are_refused_with_the_field_named(mem: Memory, call: object, field: str) -> None:
    with pytest.raises(ValidationError) as err:
        call(mem)  # type: ignore[operator]
    assert err.value.field == field


def test_the_weekly_report_counts_a_scripted_week(mem: Memory, clock: FixedClock) -> None:
    old = mem.add("li", "用户以前住在南京", type="fact")  # before the week: not counted
    clock.advance(days=2)
    tea = mem.add("li", "用户喜欢喝乌龙茶", type="preference")
    mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    mem.update("li", tea.id, "用户喜欢喝铁观音")
    gone = mem.add("li", "用户下周去上海出差", type="plan")
    mem.forget("li", gone.id)
    mem.restore("li", gone.id)
    mem.delete("li", old.id)
    wang, xiao = _two_wangs(mem)
    mem.entities.merge("li", wang.id, xiao.id)
    clock.advance(days=6)  # the week: T0+2d .. T0+8d

    week = mem.review.report("li")
    counts = (week.memories_added, week.memories_updated, week.memories_forgotten, week.memories_deleted,
              week.memories_restored, week.entities_added, week.entities_merged)  # fmt: skip
    # added: 乌龙茶, 杭州, 上海 and the two memories 王明 / 小王 were phrased in; the update's new version is "update"
    assert counts == (5, 1, 1, 1, 1, 2, 1)
    assert week.unsourced_memories == 1 and week.since == clock.now() - timedelta(days=7)
    assert mem.review.reports("li") == [week]
    assert _events(mem, "review.report") == []  # stored and listed, not announced
    clock.advance(days=7)
    quiet = mem.review.report("li")
    assert (quiet.memories_added, quiet.entities_merged) == (0, 0)
    assert [r.id for r in mem.review.reports("li")] == [quiet.id, week.id]


def test_erase_clear_export_and_import_carry_the_review(mem: Memory) -> None:
    _two_wangs(mem)
    mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    mem.review.scan("li")
    dup = next(r for r in mem.review.items("li") if r.kind == "duplicate")
    mem.review.ignore("li", dup.id)
    mem.review.report("li")
    lines = list(mem.export_user("li"))
    assert sum('"kind": "review_item"' in x for x in lines) == 2
    assert sum('"kind": "quality_report"' in x for x in lines) == 2

    removed = mem.store.erase_user("li")
    assert (removed["review_items"], removed["quality_reports"]) == (2, 2)
    assert mem.review.items("li", status="ignored") == [] and mem.review.reports("li", period="day") == []

    report = mem.import_user("li", lines)
    assert (report.review_items, report.quality_reports) == (2, 2)
    assert [r.id for r in mem.review.items("li", status="ignored")] == [dup.id]  # still ignored
    assert mem.import_user("li", lines).review_items == 0  # idempotent
    assert mem.review.scan("li").new_items == 0  # the scan knows the imported items

    assert mem.clear("li", confirm=True) > 0
    assert mem.review.items("li", status="ignored") == [] and mem.review.reports("li") == []


def test_a_decision_made_while_a_scan_runs_is_kept(mem: Memory) -> None:
    _two_wangs(mem)
    mem.review.scan("li")
    [read] = mem.review.items("li")  # what a scan read, open
    mem.review.ignore("li", read.id)  # meanwhile the user ignores it
    # The scan writes what it decided on the open item: left, since it is not open any more.
    assert mem.store.save_review("li", [read], expect={read.id: "open"}) == [read.id]
    assert mem.review.get("li", read.id).status == "ignored"
    # A second scan storing the same key under a new id (two scans at once) keeps the first one's row.
    twin = read.model_copy(update={"id": "rev_twin", "status": "open"})
    assert mem.store.save_review("li", [twin]) == []
    assert [r.id for r in mem.store.list_review_items("li")] == [read.id]


def test_maintenance_reads_the_entity_review_once_when_the_scan_and_the_report_are_both_due(
    mem: Memory, clock: FixedClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    _two_wangs(mem)
    mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    real, calls = mem.entities.review, []

    def counted(user_id: str) -> object:
        calls.append(user_id)
        return real(user_id)

    monkeypatch.setattr(mem.entities, "review", counted)  # the real review, counted
    made = mem.review.due("li", clock.now())
    assert [r.period for r in made] == ["day", "week"] and calls == ["li"]
    day, week = made
    assert day.open_items == week.open_items == {"duplicate": 1, "unsourced": 1}  # the same reading for both
    assert week.unsourced_memories == day.unsourced_memories == 1


def _say(mem: Memory, user: str, *texts: str) -> None:
    topic = mem.topics.create(user, "闲聊")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)


def test_the_weekly_report_counts_the_duplicates_the_distiller_skipped(mem: Memory, clock: FixedClock) -> None:
    _say(mem, "li", "我家的橘猫叫橘子")
    clock.advance(hours=1)
    _say(mem, "li", "我家的橘猫叫橘子")  # said again: nothing added (before the week below)
    clock.advance(days=7, hours=1)
    _say(mem, "li", "我家的橘猫叫橘子")  # in the week: one
    _say(mem, "li", "我对花生过敏")
    _say(mem, "li", "我对花生过敏")  # and two
    _say(mem, "wang", "我家的橘猫叫橘子")  # another user's first time: nothing skipped, nothing counted for li
    assert len([m for m in mem.list("li") if "橘子" in m.content]) == 1  # stored once
    clock.advance(hours=1)

    week = mem.review.report("li")
    assert week.duplicates_skipped == 2
    assert mem.review.report("wang").duplicates_skipped == 0
    assert mem.review.reports("li")[0].duplicates_skipped == 2  # stored with the report
    removed = mem.store.erase_user("li")
    assert removed["skipped_duplicates"] == 3
    assert mem.store.count_skipped_duplicates("li", T0, clock.now()) == 0
    assert mem.store.count_skipped_duplicates("wang", T0, clock.now()) == 0
