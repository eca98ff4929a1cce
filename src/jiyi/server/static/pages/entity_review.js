// The review under the people list (seed 003 §6.2, issue #21): conflicting values of one attribute (keep one: the
// memories stating the others are forgotten, restorable), likely duplicates (merge them, undoable on the entity's
// page), memories no conversation states (confirm or forget them). Nothing here is decided without the user.
import { api } from "../api.js";
import { clear, confirmDialog, h, toast } from "../dom.js";
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
  const panel = h("section", { class: "card review", id: "ent-review" },
    h("h2", {}, icon("review"), " ", t("rev.title")), h("p", { class: "muted" }, t("rev.hint")), list);
  panel.reload = () => load(list, () => { panel.reload(); changed(); }).catch((e) => toast(t("error") + e.message, "error"));
  panel.reload();
  return panel;
}

async function load(list, changed) {
  const [review, entities] = await Promise.all([api("/api/entities/review"), api("/api/entities", { query: { limit: 1000 } })]);
  const names = new Map(entities.map((e) => [e.id, e.name]));
  // Two entities of one name are told apart by their relation ("Amy（妹妹）", "Amy（朋友）").
  const relations = new Map(entities.map((e) => [e.id, e.relation]));
  names.relationOf = (id) => relations.get(id) || "";
  clear(list);
  for (const item of review.items) list.append(itemCard(item, names, changed));
  if (!review.items.length) list.append(h("p", { class: "muted", id: "review-none" }, t("rev.none")));
}

function entityLink(id, names) {
  const relation = names.relationOf(id);
  return h("a", { href: "#/people?id=" + encodeURIComponent(id) }, names.get(id) || id, relation ? `（${relation}）` : "");
}

function itemCard(item, names, changed) {
  const card = h("article", { class: "card review-item", "data-kind": item.kind });
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
  return card;
}
