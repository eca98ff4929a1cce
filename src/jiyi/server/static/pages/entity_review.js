// The review under the people list (seed 003 §6.2, issue #21): conflicting values of one attribute (keep one: the
// memories stating the others are forgotten, restorable), likely duplicates (merge them, undoable on the entity's
// page), memories no conversation states (confirm or forget them). Nothing here is decided without the user.
// The items are the ones the daily scan stored (/api/review/items), each with when it was found; "忽略" dismisses
// one (undone from the ignored list), "现在检查" scans now. The weekly quality report is the card above them.
import { api } from "../api.js";
import { absDate, absTime, clear, confirmDialog, h, toast } from "../dom.js";
import { icon } from "../icons.js";
import { t } from "../i18n.js";

/** A kind in words ("人物" / "Person"). */
export function kindLabel(kind) {
  const key = "kind." + kind;
  return t(key) === key ? kind : t(key);
}

/** An attribute in the interface's words when jiyi knows it, else in the user's own words, else its key. */
export function attrLabel(f) {
  const key = "attr." + f.attribute;
  return t(key) !== key ? t(key) : f.label || f.attribute;
}

/** A link's relation in words ("工作单位" / "works at"); one jiyi does not know, as the extractor named it. */
export function linkLabel(relation) {
  const key = "link." + relation;
  return t(key) !== key ? t(key) : relation.replaceAll("_", " ");
}

/** The panel; it loads itself, `reload()` fetches again. `changed()` is called after each answer. */
export function reviewPanel(changed) {
  const list = h("div", { class: "cards", id: "review-list" });
  const report = h("div", { id: "review-report" });
  const ignored = h("details", { id: "review-ignored" });
  const scanned = h("span", { class: "muted", id: "review-scanned" });
  const scan = h("button", { type: "button", class: "btn small", id: "review-scan", onclick: async () => {
    scan.disabled = true;
    try {
      const day = await api("/api/review/scan", { method: "POST" });
      toast(day.new_items ? t("rev.scan.new", { n: day.new_items }) : t("rev.scan.none"));
      panel.reload();
    } catch (e) {
      toast(t("error") + e.message, "error");
    } finally {
      scan.disabled = false;
    }
  } }, t("rev.scan"));
  const panel = h("section", { class: "card review", id: "ent-review" },
    report, h("h2", {}, icon("review"), " ", t("rev.title")), h("p", { class: "muted" }, t("rev.hint")),
    h("div", { class: "row" }, scan, scanned), list, ignored);
  const parts = { list, report, ignored, scanned };
  panel.reload = () => load(parts, () => { panel.reload(); changed(); }).catch((e) => toast(t("error") + e.message, "error"));
  panel.reload();
  return panel;
}

async function load(parts, changed) {
  // A user never scanned yet (new, or before the worker's first pass) is scanned once, on opening the page.
  let [day] = await api("/api/review/reports", { query: { period: "day", limit: 1 } });
  if (!day) day = await api("/api/review/scan", { method: "POST" });
  const [items, ignored, weeks, entities] = await Promise.all([
    api("/api/review/items"), api("/api/review/items", { query: { status: "ignored" } }),
    api("/api/review/reports", { query: { period: "week", limit: 1 } }), api("/api/entities", { query: { limit: 1000 } })]);
  const names = new Map(entities.map((e) => [e.id, e.name]));
  // Two entities of one name are told apart by their relation ("Amy（妹妹）", "Amy（朋友）").
  const relations = new Map(entities.map((e) => [e.id, e.relation]));
  names.relationOf = (id) => relations.get(id) || "";
  const { list } = parts;
  clear(list);
  for (const rec of items) list.append(itemCard(rec, names, changed));
  if (!items.length) list.append(h("p", { class: "muted", id: "review-none" }, t("rev.none")));
  parts.scanned.textContent = t("rev.scanned", { t: absDate(day.created_at, { time: true }) });
  clear(parts.ignored);
  parts.ignored.hidden = !ignored.length;
  parts.ignored.append(h("summary", {}, t("rev.ignored", { n: ignored.length })));
  for (const rec of ignored) parts.ignored.append(ignoredRow(rec, names, changed));
  clear(parts.report).append(reportCard(weeks[0], changed));
}

/** The weekly quality report as a few sentences (or a button making the first one). */
function reportCard(week, changed) {
  if (!week) {
    return h("div", { class: "card report", id: "report-card" }, h("h3", {}, t("rep.title")),
      h("p", { class: "muted" }, t("rep.none")),
      h("button", { type: "button", class: "btn small", id: "report-make", onclick: () => api("/api/review/reports",
        { method: "POST" }).then(changed, (e) => toast(t("error") + e.message, "error")) }, t("rep.make")));
  }
  const open = week.open_items || {};
  const total = (open.conflict || 0) + (open.duplicate || 0) + (open.unsourced || 0);
  const range = `${absDate(week.since)} – ${absDate(week.until)}`;
  return h("div", { class: "card report", id: "report-card", "data-report": week.id },
    h("h3", {}, t("rep.title"), " ", h("span", { class: "muted" }, range)),
    h("p", { "data-line": "memories" }, t("rep.memories", { a: week.memories_added, u: week.memories_updated,
      f: week.memories_forgotten, d: week.memories_deleted, r: week.memories_restored, k: week.duplicates_skipped })),
    h("p", { "data-line": "entities" }, t("rep.entities", { e: week.entities_added, m: week.entities_merged })),
    h("p", { "data-line": "review" }, total
      ? t("rep.review", { n: total, c: open.conflict || 0, p: open.duplicate || 0, s: open.unsourced || 0 })
      : t("rep.review.none")));
}

/** One ignored item: what it was about, and "恢复" (the undo of ignoring). */
function ignoredRow(rec, names, changed) {
  const about = rec.item.memory ? rec.item.memory.content
    : rec.item.entity_ids.map((id) => names.get(id) || id).join(" / ") + (rec.item.attribute ? `：${attrLabel(rec.item)}` : "");
  return h("div", { class: "row ignored-item", "data-item": rec.id, "data-kind": rec.kind },
    h("span", {}, t("rev.kind." + rec.kind), "：", about),
    h("button", { type: "button", class: "btn small", "data-act": "reopen", onclick: () => api(
      `/api/review/items/${encodeURIComponent(rec.id)}/reopen`, { method: "POST" }).then(() => { toast(t("rev.reopened")); changed(); },
      (e) => toast(t("error") + e.message, "error")) }, t("rev.reopen")));
}

function entityLink(id, names) {
  const relation = names.relationOf(id);
  return h("a", { href: "#/people?id=" + encodeURIComponent(id) }, names.get(id) || id, relation ? `（${relation}）` : "");
}

function itemCard(rec, names, changed) {
  const item = rec.item;
  const card = h("article", { class: "card review-item", "data-kind": item.kind, "data-item": rec.id });
  const run = async (call, done, ask) => {
    if (ask && !(await ask())) return;
    for (const b of card.querySelectorAll("button")) b.disabled = true;
    try {
      await call();
      toast(done);
      changed();
    } catch (e) {
      toast(t("error") + e.message, "error");
      for (const b of card.querySelectorAll("button")) b.disabled = false;
    }
  };
  if (item.kind === "conflict") {
    const [id] = item.entity_ids;
    const [before, after] = t("rev.conflict", { a: attrLabel(item.facts[0]) }).split("{n}");
    card.append(h("p", {}, before, entityLink(id, names), after));
    const rows = h("ul", { class: "facts" });
    for (const f of item.facts) {
      // Keeping one value forgets the memories that state the others (restorable from the memory list).
      const others = [...new Set(item.facts.filter((o) => o.memory_id !== f.memory_id).map((o) => o.memory_id))];
      // A memory may say more than the wrong value: the user sees what is forgotten before saying yes.
      const ask = async () => {
        const texts = await Promise.all(others.map((m) => api(`/api/memories/${encodeURIComponent(m)}`)));
        const m = texts.map((x) => `「${x.content}」`).join("");
        return confirmDialog(t("rev.keep.confirm", { v: f.value, m }), t("rev.keep"));
      };
      rows.append(h("li", { "data-fact": f.id }, h("span", { class: "value" }, f.value),
        h("button", { type: "button", class: "btn small", "data-act": "keep", onclick: () => run(
          () => Promise.all(others.map((m) => api(`/api/memories/${encodeURIComponent(m)}/forget`,
            { method: "POST", query: { reason: "review: kept " + f.value } }))),
          t("rev.kept", { v: f.value }), ask) }, t("rev.keep"))));
    }
    card.append(rows);
  } else if (item.kind === "duplicate") {
    const [a, b] = item.entity_ids;
    const [x, rest] = t("rev.duplicate").split("{a}");
    const [y, z] = rest.split("{b}");
    const shared = item.shared.map((s) => {
      const at = s.indexOf("=");
      return at < 0 ? s : `${attrLabel({ attribute: s.slice(0, at) })}：${s.slice(at + 1)}`;
    }).join("、");
    card.append(h("p", {}, x, entityLink(a, names), y, entityLink(b, names), z),
      h("p", { class: "muted" }, t("rev." + item.reason, { s: shared })),
      h("div", { class: "row" }, h("button", { type: "button", class: "btn", "data-act": "merge", onclick: () => run(
        () => api(`/api/entities/${encodeURIComponent(a)}/merge`, { method: "POST", body: { other_id: b } }),
        t("ent.merged", { a: names.get(a) || a, b: names.get(b) || b })) }, icon("merge"), " ", t("rev.merge"))));
  } else if (item.memory) {
    const m = item.memory;
    card.append(h("p", { class: "muted" }, t("rev.unsourced")), h("p", { class: "content" }, m.content),
      h("div", { class: "row" },
        h("button", { type: "button", class: "btn", "data-act": "verify", onclick: () => run(
          () => api(`/api/memories/${encodeURIComponent(m.id)}`, { method: "PATCH", body: { verified: true } }), t("rev.verified")) },
        icon("check"), " ", t("rev.verify")),
        h("button", { type: "button", class: "btn danger", "data-act": "forget", onclick: () => run(
          () => api(`/api/memories/${encodeURIComponent(m.id)}/forget`, { method: "POST" }), t("rev.forgotten")) },
        t("rev.forget"))));
  }
  // When the scan found it, and "忽略": later scans leave it alone while what it says is unchanged.
  card.append(h("div", { class: "row found" },
    h("span", { class: "muted", title: absTime(rec.found_at) }, t("rev.found", { t: absDate(rec.found_at) })),
    h("button", { type: "button", class: "btn small", "data-act": "ignore", onclick: () => run(
      () => api(`/api/review/items/${encodeURIComponent(rec.id)}/ignore`, { method: "POST" }), t("rev.ignored.done")) },
    t("rev.ignore"))));
  return card;
}
