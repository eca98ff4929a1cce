"""The people & things page in the browser: the list with its filters, a person's page (facts, past values,
links, the conversations they came from) at both widths and in both languages, rename and aliases, merge and
split by hand with undo, and the review."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from jiyi._entity_models import Mention
from jiyi._models import Source

from ..entity_world import fact, say, world
from .conftest import UI, open_page
from .test_translations import english_words

#: What stays in Latin letters on these pages in the Chinese UI: the user's own data.
USER_DATA = {"Amy"}


def _fits(page: Any, width: int) -> None:
    # Nothing wider than the screen: a phone user never scrolls sideways to read a fact.
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page overflows sideways"


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_a_persons_page_shows_facts_past_values_links_and_sources(
    browser: Any, ui: UI, width: int, locale: str
) -> None:
    w = world(ui.mem)
    say(ui.mem, "li", w.topic_id, "其实小王搬去杭州了",
        Mention(name="小王", facts=[fact("lives_in", "杭州", "住在", correction=True)]))  # fmt: skip
    page = open_page(browser, ui, locale=locale, width=width, height=844, path="/#/people")
    zh = locale == "zh-CN"
    expect(page.locator("#nav [data-page=people]")).to_have_text("人和事" if zh else "People & things")
    cards = page.locator("#ent-list a.ent")
    expect(cards).to_have_count(4)
    page.click("#kind-filter [data-kind=person]")
    expect(cards).to_have_count(3)
    page.select_option("#ent-relation", "下属")
    expect(cards).to_have_count(2)
    page.fill("#ent-search", "小王")
    expect(cards).to_have_count(1)
    _fits(page, width)
    if zh:
        assert english_words(page, USER_DATA) == [], "list"
    cards.first.click()
    expect(page.locator("#ent-name")).to_contain_text("王明")
    expect(page.locator("#ent-aliases")).to_contain_text("小王")
    current = page.locator("#ent-facts li[data-attribute=lives_in]")
    expect(current).to_contain_text("住在" if zh else "Lives in")
    expect(current.locator(".value")).to_have_text("杭州")
    expect(page.locator("#ent-past li .value")).to_have_text("上海")
    expect(page.locator("#ent-links")).to_contain_text("字节")
    sources = page.locator("#ent-sources li")
    expect(sources).to_have_count(3)  # who he is, where he works, where he lives now (not where he lived)
    expect(sources.last).to_contain_text("搬去杭州")
    expect(sources.first.locator("a[data-topic]")).to_have_attribute("href", f"#/chat?topic={w.topic_id}")
    _fits(page, width)
    if zh:
        assert english_words(page, USER_DATA) == [], "entity page"
    # Rename and aliases: the forms open on demand.
    for form in ("#ent-edit", "#ent-merge", "#ent-split"):
        expect(page.locator(form)).to_be_hidden()
    page.click("#ent-head [data-act=edit]")
    expect(page.locator("#ent-edit")).to_be_visible()
    page.fill("#ent-edit-name", "王小明")
    page.fill("#ent-edit-aliases", "小王，Wang")
    page.click("#ent-edit-save")
    expect(page.locator("#ent-name")).to_contain_text("王小明")
    expect(page.locator("#ent-aliases")).to_contain_text("Wang")
    assert ui.mem.entities.get("li", w.wang).entity.aliases == ["小王", "Wang"]
    page.click("#ent-undo")
    expect(page.locator("#ent-name")).to_contain_text("王明")
    assert ui.mem.entities.get("li", w.wang).entity.name == "王明"
    # The link to the other end of a relation opens its page.
    page.locator("#ent-links a").click()
    expect(page.locator("#ent-name")).to_contain_text("字节")
    page.context.close()


def test_merge_by_hand_and_undo_from_the_page(browser: Any, ui: UI) -> None:
    w = world(ui.mem)
    (sister,) = say(ui.mem, "li", w.topic_id, "我姐姐住在慕尼黑",
                    Mention(relation="姐姐", facts=[fact("lives_in", "慕尼黑", "住在")]))  # fmt: skip
    page = open_page(browser, ui, path=f"/#/people?id={w.amy}")
    expect(page.locator("#ent-name")).to_contain_text("Amy")
    page.click("#ent-head [data-act=merge]")
    page.select_option("#ent-merge-pick", sister)
    page.click("#ent-merge-do")
    expect(page.locator("#ent-banner-text")).to_contain_text("合并")
    expect(page.locator("#ent-facts li[data-attribute=lives_in] .value")).to_have_text(["柏林", "慕尼黑"])
    assert ui.mem.entities.get("li", sister).entity.id == w.amy
    # The merged one's address now opens the one it was merged into, and says so.
    page.goto(f"{ui.url}/#/people?id={sister}")
    expect(page.locator("#ent-banner-text")).to_have_text("你打开的条目已合并进这里")
    expect(page.locator("#ent-name")).to_contain_text("Amy")
    # The two places now disagree: the review lists the conflict.
    page.click("#ent-back")
    expect(page.locator("#review-list [data-kind=conflict]")).to_contain_text("Amy")
    page.goto(f"{ui.url}/#/people?id={w.amy}")
    page.locator("#ent-history li[data-action=merge] [data-act=undo]").click()
    expect(page.locator("#ent-facts li[data-attribute=lives_in] .value")).to_have_text(["柏林"])
    assert ui.mem.entities.get("li", sister).entity.state == "active"
    page.context.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_split_picked_facts_off_and_undo(browser: Any, ui: UI, width: int) -> None:
    w = world(ui.mem)
    say(ui.mem, "li", w.topic_id, "小王喜欢打羽毛球",
        Mention(name="小王", facts=[fact("hobby", "羽毛球", "爱好")]))  # fmt: skip
    page = open_page(browser, ui, locale="en-US", width=width, height=844, path=f"/#/people?id={w.wang}")
    hobby = page.locator("#ent-facts li[data-attribute=hobby]")
    expect(hobby).to_have_count(1)
    page.click("#ent-head [data-act=split]")
    page.locator("#ent-facts li[data-attribute=hobby] input.pick").check()
    page.fill("#ent-split-name", "王小明")
    page.click("#ent-split-do")
    expect(page.locator("#ent-banner-text")).to_contain_text("Split off")
    expect(hobby).to_have_count(0)
    expect(page.locator("#ent-facts li[data-attribute=lives_in]")).to_have_count(1)
    _fits(page, width)
    page.click("#ent-banner-link")
    expect(page.locator("#ent-name")).to_contain_text("王小明")
    expect(page.locator("#ent-facts li[data-attribute=hobby] .value")).to_have_text(["羽毛球"])
    page.goto(f"{ui.url}/#/people?id={w.wang}")
    page.locator("#ent-history li[data-action=split] [data-act=undo]").click()
    expect(hobby).to_have_count(1)
    assert {f.value for f in ui.mem.entities.get("li", w.wang).facts} >= {"上海", "羽毛球"}
    page.context.close()


def test_the_review_merges_a_duplicate_and_confirms_an_unsourced_memory(browser: Any, ui: UI) -> None:
    w = world(ui.mem)
    (lily,) = say(ui.mem, "li", w.topic_id, "我的大学同学 Lily 是律师", Mention(name="Lily", relation="大学同学"))
    ui.mem.entities.update("li", lily, name="Amy")
    ui.mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    page = open_page(browser, ui, locale="en-US", path="/#/people")
    dup = page.locator("#review-list [data-kind=duplicate]")
    expect(dup).to_contain_text("Same name")
    dup.locator("[data-act=merge]").click()
    expect(dup).to_have_count(0)
    assert ui.mem.entities.get("li", lily).entity.id == w.amy
    unsourced = page.locator("#review-list [data-kind=unsourced]")
    expect(unsourced).to_contain_text("用户在杭州长大")
    unsourced.locator("[data-act=verify]").click()
    expect(page.locator("#review-none")).to_be_visible()
    assert ui.mem.list("li", current_only=True, text="杭州长大")[0].verified
    page.context.close()


def test_the_review_keeps_one_of_two_values_after_the_user_sees_what_is_forgotten(browser: Any, ui: UI) -> None:
    w = world(ui.mem)
    (sister,) = say(ui.mem, "li", w.topic_id, "我姐姐住在慕尼黑",
                    Mention(relation="姐姐", facts=[fact("lives_in", "慕尼黑", "住在")]))  # fmt: skip
    ui.mem.entities.merge("li", w.amy, sister)
    berlin = next(f for f in ui.mem.entities.get("li", w.amy).facts if f.value == "柏林")
    (lily,) = say(ui.mem, "li", w.topic_id, "我的大学同学 Lily 是律师", Mention(name="Lily", relation="大学同学"))
    ui.mem.entities.update("li", lily, name="Amy")
    ui.mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    page = open_page(browser, ui, path="/#/people")
    conflict = page.locator("#review-list [data-kind=conflict]")
    expect(conflict.locator("li .value")).to_have_text(["柏林", "慕尼黑"])
    expect(page.locator("#review-list [data-kind=duplicate]")).to_contain_text("同名")
    expect(page.locator("#review-list [data-kind=unsourced]")).to_contain_text("杭州长大")
    assert english_words(page, USER_DATA) == [], "review"
    conflict.locator("li", has_text="慕尼黑").locator("[data-act=keep]").click()
    dialog = page.locator("dialog.confirm")
    expect(dialog).to_contain_text(ui.mem.get("li", berlin.memory_id).content)
    dialog.locator("[data-act=confirm]").click()
    expect(conflict).to_have_count(0)
    assert ui.mem.get("li", berlin.memory_id).state.value == "forgotten"  # restorable, not gone
    assert [f.value for f in ui.mem.entities.get("li", w.amy).facts if f.attribute == "lives_in"] == ["慕尼黑"]
    page.context.close()
