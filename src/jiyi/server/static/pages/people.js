// People & things (issue #21): the people, places and things the user talks about. `#/people` lists them (kind and
// relation filters, search) above the review; `#/people?id=…` is one entity's page: its facts, past values, links,
// the conversations they came from, rename and aliases, merge and split by hand — each change undoable there.
import { api } from "../api.js";
import { absTime, clear, confirmDialog, h, toast } from "../dom.js";
import { icon, kindIcon } from "../icons.js";
import { t } from "../i18n.js";
import { attrLabel, kindLabel, linkLabel, reviewPanel } from "./entity_review.js";

const KINDS = ["person", "place", "org", "pet", "thing", "event"];
// Changes a person can take back from the page (the writer's own `create` and `supersede` follow memories).
const UNDOABLE = ["update", "merge", "split", "delete", "restore"];

let view = null;

export async function render(root, params) {
  view = { root, seq: 0 };
  const id = params.get("id");
  if (id) await entityPage(root, id);
  else await listPage(root, params);
}

export function dispose() {
  view = null;
}

/** Entity changes made elsewhere (the worker, another tab) redraw the list; an entity page is left alone
 * while the user may be editing it. */
export function onEvent(type) {
  if (view && view.reloadList && (type.startsWith("memory.") || type.startsWith("review."))) view.reloadList();
}

// --- the list ---------------------------------------------------------------------------------------------

async function listPage(root, params) {
  const v = Object.assign(view, { kind: params.get("kind") || "", relation: params.get("relation") || "",
    q: params.get("q") || "", relations: new Set() });
  const search = h("input", { type: "search", id: "ent-search", placeholder: t("ent.search"), value: v.q,
    "aria-label": t("ent.search"), oninput: debounce(() => { v.q = search.value.trim(); reload(); }, 250) });
  v.kindBar = h("div", { class: "chips", id: "kind-filter" });
  v.relationSel = h("select", { id: "ent-relation", "aria-label": t("ent.relation"),
    onchange: () => { v.relation = v.relationSel.value; reload(); } });
  v.count = h("span", { class: "muted", id: "ent-count" });
  v.list = h("div", { class: "ent-list", id: "ent-list" });
  const review = reviewPanel(() => reload());
  root.append(
    h("div", { class: "toolbar" }, search),
    h("div", { class: "filters" },
      h("div", { class: "row" }, h("span", { class: "label" }, t("ent.kind")), v.kindBar),
      h("div", { class: "row" }, h("span", { class: "label" }, t("ent.relation")), v.relationSel, v.count)),
    v.list, review);
  renderKinds();
  v.reloadList = () => { reload(); review.reload(); };

  async function reload() {
    const seq = (v.seq += 1);
    const rows = await api("/api/entities", { query: { kind: v.kind, relation: v.relation, q: v.q } });
    if (seq !== v.seq || view !== v) return;
    if (!v.relation) v.relations = new Set(rows.map((e) => e.relation).filter(Boolean));
    renderRelations();
    v.count.textContent = t("ent.count", { n: rows.length });
    clear(v.list);
    if (!rows.length) v.list.append(h("p", { class: "muted", id: "ent-empty" }, t("ent.empty")));
    for (const e of rows) v.list.append(entityCard(e));
  }

  function renderKinds() {
    clear(v.kindBar);
    for (const kind of ["", ...KINDS]) {
      v.kindBar.append(h("button", { type: "button", class: "chip" + (v.kind === kind ? " on" : ""),
        "data-kind": kind || "all", onclick: () => { v.kind = kind; v.relation = ""; renderKinds(); reload(); } },
      kind ? [kindIcon(kind), " ", kindLabel(kind)] : t("mem.all")));
    }
  }

  function renderRelations() {
    clear(v.relationSel).append(h("option", { value: "" }, t("ent.relation.all")));
    for (const r of [...v.relations].sort()) v.relationSel.append(h("option", { value: r }, r));
    v.relationSel.value = v.relation;
  }

  await reload();
}

function entityCard(e) {
  return h("a", { class: "card ent", id: "ent-" + e.id, href: "#/people?id=" + encodeURIComponent(e.id) },
    h("span", { class: "ent-kind", title: kindLabel(e.kind) }, kindIcon(e.kind)),
    h("span", { class: "ent-main" },
      h("b", { class: "ent-name" }, e.name),
      e.relation ? h("span", { class: "badge" }, e.relation) : null,
      e.aliases.length ? h("span", { class: "muted ent-aliases" }, t("ent.aliases", { a: e.aliases.join("、") })) : null));
}

// --- one entity ---------------------------------------------------------------------------------------------

async function entityPage(root, id) {
  const v = view;
  const seq = (v.seq += 1);
  const [page, history, others] = await Promise.all([
    api(`/api/entities/${encodeURIComponent(id)}`),
    api(`/api/entities/${encodeURIComponent(id)}/history`, { query: { limit: 50 } }).catch(() => []),
    api("/api/entities", { query: { limit: 1000 } }),
  ]);
  if (seq !== v.seq || view !== v) return;
  const { view: ev, names, sources } = page;
  const e = ev.entity;
  const again = () => { if (view === v) entityPage(clear(root), e.id); };
  const topicOf = new Map(sources.map((m) => [m.id, m]));
  v.banner = h("div", { class: "banner", id: "ent-banner", hidden: true });
  root.append(h("p", {}, h("a", { href: "#/people", id: "ent-back" }, "← " + t("ent.back"))), v.banner);
  if (v.note) { showBanner(v.note.text, v.note.undo, v.note.link); v.note = null; }
  if (e.id !== id) showBanner(t("ent.merged.into"));

  const head = h("section", { class: "card ent-head", id: "ent-head", "data-state": e.state },
    h("h1", { id: "ent-name" }, kindIcon(e.kind), " ", e.name),
    h("div", { class: "row" },
      h("span", { class: "badge", id: "ent-kind" }, kindLabel(e.kind)),
      e.relation ? h("span", { class: "badge", id: "ent-head-relation" }, e.relation) : null,
      e.state !== "active" ? h("span", { class: "badge deleted" }, t("ent.state." + e.state)) : null,
      e.aliases.length ? h("span", { class: "muted", id: "ent-aliases" }, t("ent.aliases", { a: e.aliases.join("、") })) : null),
    h("div", { class: "row actions" },
      e.state === "deleted"
        ? h("button", { type: "button", class: "btn", "data-act": "restore", onclick: restore }, t("restore"))
        : [h("button", { type: "button", class: "btn", "data-act": "edit", onclick: () => toggle(editBox) }, icon("pin"), " ", t("edit")),
          h("button", { type: "button", class: "btn", "data-act": "merge", onclick: () => toggle(mergeBox) }, icon("merge"), " ", t("ent.merge")),
          h("button", { type: "button", class: "btn", "data-act": "split", onclick: () => toggleSplit() }, icon("split"), " ", t("ent.split")),
          h("button", { type: "button", class: "btn danger", "data-act": "delete", onclick: remove }, t("delete"))]));
  const editBox = editForm(e, again);
  const mergeBox = mergeForm(e, others.filter((o) => o.id !== e.id), again);
  const splitBox = h("div", { class: "editbox", id: "ent-split", hidden: true });
  head.append(editBox, mergeBox, splitBox);

  const facts = h("ul", { class: "facts", id: "ent-facts" });
  for (const f of ev.facts) facts.append(factRow(f, topicOf, true));
  const past = h("ul", { class: "facts past", id: "ent-past" });
  for (const f of [...ev.past].sort((a, b) => (b.valid_to || "").localeCompare(a.valid_to || ""))) past.append(factRow(f, topicOf, false));
  const links = h("ul", { class: "facts", id: "ent-links" });
  for (const l of ev.links) links.append(linkRow(e, l, names));
  const srcList = h("ul", { class: "sources", id: "ent-sources" });
  for (const m of sources) {
    srcList.append(h("li", { "data-message": m.id },
      h("span", { class: "muted" }, absTime(m.created_at)), " ", h("q", {}, m.content), " ",
      h("a", { href: `#/chat?topic=${encodeURIComponent(m.topic_id)}`, "data-topic": m.topic_id }, icon("chat"), " ", t("ent.topic"))));
  }
  root.append(head,
    section(t("ent.facts"), facts, ev.facts.length, t("ent.nofacts")),
    section(t("ent.past"), past, ev.past.length, t("ent.nopast")),
    section(t("ent.links"), links, ev.links.length, t("ent.nolinks")),
    section(t("ent.sources"), srcList, sources.length, t("ent.nosources")),
    section(t("ent.history"), historyList(history, again), history.length, t("ent.nohistory")));

  function toggleSplit() {
    const on = splitBox.hidden;
    splitBox.hidden = !on;
    for (const box of facts.querySelectorAll("input.pick")) box.hidden = !on;
    if (!on) return;
    const name = h("input", { type: "text", id: "ent-split-name", placeholder: t("ent.split.name"), "aria-label": t("ent.split.name") });
    clear(splitBox).append(h("p", { class: "muted edit-note" }, t("ent.split.hint")), name,
      h("div", { class: "row end" }, h("button", { type: "button", class: "btn primary", id: "ent-split-do", onclick: async () => {
        const ids = [...facts.querySelectorAll("input.pick:checked")].map((b) => b.value);
        if (!ids.length || !name.value.trim()) return toast(t(ids.length ? "ent.split.name" : "ent.split.none"), "error");
        try {
          const made = await api(`/api/entities/${encodeURIComponent(e.id)}/split`, { method: "POST", body: { fact_ids: ids, name: name.value.trim() } });
          v.note = { text: t("ent.split.done", { n: made.name }), undo: "split", link: made };
          again();
        } catch (err) { toast(t("error") + err.message, "error"); }
      } }, t("ent.split.do"))));
    name.focus();
  }

  async function remove() {
    if (!(await confirmDialog(t("ent.delete.confirm", { n: e.name }), t("delete")))) return;
    await act(() => api(`/api/entities/${encodeURIComponent(e.id)}`, { method: "DELETE" }), t("ent.deleted", { n: e.name }), "delete");
  }

  async function restore() {
    await act(() => api(`/api/entities/${encodeURIComponent(e.id)}/restore`, { method: "POST" }), t("ent.restored", { n: e.name }), "restore");
  }

  async function act(call, text, undo) {
    try {
      await call();
      v.note = { text, undo };
      again();
    } catch (err) { toast(t("error") + err.message, "error"); }
  }

  function editForm(ent, done) {
    const name = h("input", { type: "text", id: "ent-edit-name", value: ent.name, "aria-label": t("ent.name") });
    const aliases = h("input", { type: "text", id: "ent-edit-aliases", value: ent.aliases.join(", "), "aria-label": t("ent.aliases.edit") });
    const relation = h("input", { type: "text", id: "ent-edit-relation", value: ent.relation, "aria-label": t("ent.relation.edit") });
    const kind = h("select", { id: "ent-edit-kind", "aria-label": t("ent.kind.edit") },
      KINDS.map((k) => h("option", { value: k }, kindLabel(k))));
    kind.value = ent.kind;
    const form = h("form", { class: "editbox ent-edit", id: "ent-edit", hidden: true, onsubmit: async (ev2) => {
      ev2.preventDefault();
      const body = { name: name.value.trim(), relation: relation.value.trim(), kind: kind.value,
        aliases: aliases.value.split(/[,，、]/).map((x) => x.trim()).filter(Boolean) };
      try {
        await api(`/api/entities/${encodeURIComponent(ent.id)}`, { method: "PATCH", body });
        v.note = { text: t("saved"), undo: "update" };
        done();
      } catch (err) { toast(t("error") + err.message, "error"); }
    } },
      h("label", {}, t("ent.name"), name), h("label", {}, t("ent.aliases.edit"), aliases),
      h("label", {}, t("ent.relation.edit"), relation), h("label", {}, t("ent.kind.edit"), kind),
      h("div", { class: "row end" }, h("button", { type: "submit", class: "btn primary", id: "ent-edit-save" }, t("save"))));
    return form;
  }

  function mergeForm(ent, candidates, done) {
    const pick = h("select", { id: "ent-merge-pick", "aria-label": t("ent.merge.pick") },
      h("option", { value: "" }, t("ent.merge.choose")),
      candidates.map((o) => h("option", { value: o.id }, o.relation ? `${o.name}（${o.relation}）` : o.name)));
    return h("div", { class: "editbox", id: "ent-merge", hidden: true },
      h("label", {}, t("ent.merge.pick"), pick),
      h("div", { class: "row end" }, h("button", { type: "button", class: "btn primary", id: "ent-merge-do", onclick: async () => {
        const other = candidates.find((o) => o.id === pick.value);
        if (!other) return;
        await act(() => api(`/api/entities/${encodeURIComponent(ent.id)}/merge`, { method: "POST", body: { other_id: other.id } }),
          t("ent.merged", { a: ent.name, b: other.name }), "merge");
      } }, t("ent.merge.do"))));
  }
}

function toggle(el) {
  el.hidden = !el.hidden;
}

/** The banner after a change: what happened, an undo of it (the newest such change in the history) and,
 * after a split, a link to the new entity. */
function showBanner(text, undo, link) {
  const v = view;
  const parts = [h("span", { id: "ent-banner-text" }, text)];
  if (link) parts.push(" ", h("a", { href: "#/people?id=" + encodeURIComponent(link.id), id: "ent-banner-link" }, t("ent.open", { n: link.name })));
  if (undo) {
    parts.push(" ", h("button", { type: "button", class: "btn small", id: "ent-undo", onclick: async (ev) => {
      ev.target.disabled = true;
      const id = new URLSearchParams(location.hash.split("?")[1] || "").get("id");
      try {
        const rows = await api(`/api/entities/${encodeURIComponent(id)}/history`, { query: { limit: 20 } });
        const last = rows.find((r) => r.action === undo && !r.undone);
        if (last) await api(`/api/entities/history/${encodeURIComponent(last.id)}/undo`, { method: "POST" });
        toast(t("undone"));
        if (view === v) entityPage(clear(v.root), id);
      } catch (err) { toast(t("error") + err.message, "error"); ev.target.disabled = false; }
    } }, t("undo")));
  }
  clear(v.banner).append(...parts);
  v.banner.hidden = false;
}

function section(title, body, n, empty) {
  return h("section", { class: "card" }, h("h2", {}, title), n ? body : h("p", { class: "muted" }, empty));
}

function factRow(f, topicOf, current) {
  const src = f.message_ids.map((m) => topicOf.get(m)).find(Boolean);
  const when = current ? t("ent.since", { d: absTime(f.valid_from) }) : t("ent.span", { a: absTime(f.valid_from), b: f.valid_to ? absTime(f.valid_to) : "" });
  return h("li", { "data-fact": f.id, "data-attribute": f.attribute },
    current ? h("input", { type: "checkbox", class: "pick", value: f.id, hidden: true, "aria-label": f.value }) : null,
    h("span", { class: "attr" }, attrLabel(f)), h("span", { class: "value" }, f.value),
    h("span", { class: "muted when" }, when, " ",
      src ? h("a", { href: `#/chat?topic=${encodeURIComponent(src.topic_id)}`, class: "source", title: t("ent.topic"), "aria-label": t("ent.topic") }, icon("chat")) : null));
}

function linkRow(e, l, names) {
  const out = l.source_id === e.id;
  const other = out ? l.target_id : l.source_id;
  const otherEl = h("a", { href: "#/people?id=" + encodeURIComponent(other) }, names[other] || other);
  return h("li", { "data-link": l.id },
    out ? [h("span", { class: "attr" }, linkLabel(l.relation)), otherEl]
      : [otherEl, h("span", { class: "attr" }, linkLabel(l.relation)), e.name]);
}

function historyList(rows, again) {
  const list = h("ol", { class: "history", id: "ent-history" });
  for (const r of rows) {
    const undoable = !r.undone && UNDOABLE.includes(r.action);
    list.append(h("li", { "data-action": r.action, "data-history": r.id },
      h("span", { class: "muted" }, absTime(r.created_at)), " ", t("ent.act." + r.action), " ",
      r.undone ? h("span", { class: "badge" }, t("undone")) : null,
      undoable ? h("button", { type: "button", class: "btn small", "data-act": "undo", onclick: async () => {
        try {
          await api(`/api/entities/history/${encodeURIComponent(r.id)}/undo`, { method: "POST" });
          toast(t("undone"));
          again();
        } catch (err) { toast(t("error") + err.message, "error"); }
      } }, t("undo")) : null));
  }
  return list;
}

function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
}
