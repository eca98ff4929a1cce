// Memory management (seed 003 §4.1, §4.3): search, filters, cards, edit, history with undo, delete/restore.
import { api } from "../api.js";
import { absTime, clear, confirmDialog, h, relTime, toast, typeLabel } from "../dom.js";
import { icon, typeIcon } from "../icons.js";
import { actorText, reasonText, t } from "../i18n.js";
import { proposalsPanel } from "./proposals.js";

const PAGE = 50;
const FILTER_TYPES = ["preference", "fact", "lesson", "plan", "todo", "personal", "event", "person", "episode", "manual"];
const EDIT_TYPES = [...FILTER_TYPES, "context", "core"];
const STATES = ["active", "forgotten", "deleted", "all"];
const RECALL_K = 30;
// Recall ranks every memory, however weakly related; hits far below the best one only bury it, so a
// hit under this share of the best score is not shown (the exact-text filter lists every match instead).
const RECALL_FLOOR = 0.3;

let view = null; // the live state of the page while it is shown

function query(v, offset) {
  return {
    type: v.type || undefined,
    state: v.state === "all" ? ["active", "forgotten", "deleted"] : v.state,
    text: v.text || undefined,
    limit: PAGE,
    offset,
  };
}

/** Searching by meaning: the list is recall's ranking, not a filtered listing. */
function recalling(v) {
  return Boolean(v.text) && !v.exact;
}

function matches(v, rec) {
  if (v.single) return false;
  if (v.type && rec.type !== v.type) return false;
  if (v.state !== "all" && rec.state !== v.state) return false;
  if (v.text && v.exact && !rec.content.toLowerCase().includes(v.text.toLowerCase())) return false;
  return rec.superseded_by === null;
}

export async function render(root, params) {
  const v = (view = {
    root, type: params.get("type") || "", state: params.get("state") || "active", text: params.get("q") || "",
    exact: params.get("exact") === "1", single: params.get("id") || "", offset: 0, total: 0, loadingSeq: -1, done: false, observer: null, seq: 0,
  });
  const search = h("input", {
    type: "search", id: "mem-search", placeholder: t("mem.search"), value: v.text, "aria-label": t("mem.search"),
    oninput: debounce(() => { v.text = search.value.trim(); v.single = ""; reload(); }, 250),
  });
  const exact = h("input", { type: "checkbox", id: "mem-exact", checked: v.exact,
    onchange: () => { v.exact = exact.checked; v.single = ""; reload(); } });
  const exactLabel = h("label", { class: "switch", for: "mem-exact", title: t("mem.exact.help") }, exact, t("mem.exact"));
  const clearBtn = h("button", { class: "btn danger", id: "mem-clear", type: "button", onclick: clearAll }, t("mem.clear"));
  v.typeBar = h("div", { class: "chips", id: "type-filter" });
  v.stateBar = h("div", { class: "chips", id: "state-filter" });
  v.count = h("span", { class: "muted", id: "mem-count" });
  v.list = h("div", { class: "cards", id: "mem-list" });
  // Not `onclick: loadMore`: the click event would arrive as `force` and bypass the guard against a
  // second load of the same page (the scroll observer fires too when the click brings the button into view).
  v.more = h("button", { class: "btn", id: "mem-more", type: "button", onclick: () => loadMore(false) }, t("mem.more"));
  v.banner = h("div", { class: "banner", hidden: true });
  v.proposals = proposalsPanel();
  root.append(
    v.proposals,
    h("div", { class: "toolbar" }, search, exactLabel, clearBtn),
    h("div", { class: "filters" },
      h("div", { class: "row" }, h("span", { class: "label" }, t("mem.filter")), v.typeBar),
      h("div", { class: "row" }, h("span", { class: "label" }, t("mem.state")), v.stateBar, v.count)),
    v.banner, v.list, h("div", { class: "center" }, v.more));
  renderChips();
  v.observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) loadMore();
  }, { rootMargin: "400px" });
  v.observer.observe(v.more);
  await reload();
}

export function dispose() {
  if (view && view.observer) view.observer.disconnect();
  view = null;
}

function renderChips() {
  const v = view;
  clear(v.typeBar);
  for (const type of ["", ...FILTER_TYPES]) {
    v.typeBar.append(h("button", {
      type: "button", class: "chip" + (v.type === type ? " on" : ""), "data-type": type || "all",
      onclick: () => { v.type = type; v.single = ""; renderChips(); reload(); },
    }, type ? [typeIcon(type), " ", typeLabel(type)] : t("mem.all")));
  }
  clear(v.stateBar);
  for (const st of STATES) {
    v.stateBar.append(h("button", {
      type: "button", class: "chip" + (v.state === st ? " on" : ""), "data-state": st,
      onclick: () => { v.state = st; v.single = ""; renderChips(); reload(); },
    }, st === "all" ? t("mem.all") : t("state." + st)));
  }
}

async function reload() {
  const v = view;
  v.seq += 1;
  v.offset = 0;
  v.done = false;
  // A card with an open edit form stays where it is, form, text and focus included (a refresh after an
  // undo or a filter change must not throw away what the user is typing). It is marked "kept": shown but
  // not counted in the offset, so the page that lists it again does not skip a memory.
  for (const c of [...v.list.children]) {
    if (isEditing(c)) c.dataset.kept = "1";
    else c.remove();
  }
  v.banner.hidden = true;
  if (v.single) {
    const seq = v.seq;
    const rec = await api(`/api/memories/${encodeURIComponent(v.single)}`);
    if (seq !== v.seq || view !== v) return;
    v.banner.hidden = false;
    clear(v.banner).append(t("mem.single") + " · ",
      h("a", { href: "#/memories", onclick: (e) => { e.preventDefault(); v.single = ""; reload(); } }, t("mem.showall")));
    const kept = document.getElementById("mem-" + rec.id);
    if (kept) show(kept, "memory.updated", rec);
    else v.list.append(card(rec));
    v.done = true;
    v.count.textContent = "";
    v.more.hidden = true;
    return;
  }
  if (recalling(v)) return recall(v);
  await loadMore(true);
}

/** The search box by meaning: hybrid recall (POST /api/memories/search), its score parts kept per card. */
async function recall(v) {
  const seq = v.seq;
  v.more.hidden = true;
  v.done = true;
  try {
    const hits = await api("/api/memories/search", { method: "POST", body: {
      query: v.text, k: RECALL_K, types: v.type ? [v.type] : undefined,
      include_inactive: v.state !== "active", record_access: false, // browsing is not the assistant using it
    } });
    if (seq !== v.seq || view !== v) return;
    const best = hits.length ? hits[0].score : 0;
    const shown = hits.filter((hit) => hit.memory && hit.score > 0 && hit.score >= best * RECALL_FLOOR && matches(v, hit.memory));
    for (const hit of shown) {
      const kept = document.getElementById("mem-" + hit.memory.id);
      if (kept) kept.hit = hit;
      else v.list.append(card(hit.memory, hit));
    }
    v.total = shown.length;
    v.count.textContent = t("mem.found", { n: shown.length });
    if (!shown.length) v.list.append(h("p", { class: "muted center empty" }, t("mem.notfound")));
  } catch (e) {
    toast(t("error") + e.message, "error");
  }
}

async function loadMore(force) {
  const v = view;
  if (!v || v.single) return;
  if (!force && (v.done || v.loadingSeq === v.seq)) return;
  const seq = (v.loadingSeq = v.seq);
  v.more.textContent = t("loading");
  try {
    const page = await api("/api/memories", { query: query(v, v.offset) });
    if (seq !== v.seq || view !== v) return;
    // A memory announced live while this page was loading is already shown: replace it, do not repeat it
    // (and its live arrival already moved the offset by one).
    let shown = 0;
    for (const rec of page.items) {
      const live = document.getElementById("mem-" + rec.id);
      if (live) {
        if (live.dataset.kept) delete live.dataset.kept;
        else shown += 1;
        show(live, "memory.updated", rec);
      } else v.list.append(card(rec));
    }
    v.offset += page.items.length - shown;
    v.total = page.total;
    v.done = v.offset >= page.total || page.items.length === 0;
    v.count.textContent = t("mem.count", { n: page.total });
    if (!page.total) v.list.append(h("p", { class: "muted center empty" }, t("mem.empty")));
  } catch (e) {
    toast(t("error") + e.message, "error");
  } finally {
    if (view === v && v.loadingSeq === seq) {
      v.loadingSeq = -1;
      v.more.hidden = v.done;
      v.more.textContent = t("mem.more");
    }
  }
}

/** The agent a memory belongs to and its metadata, read-only (the full JSON in the tooltip when clipped). */
function scopeMeta(rec) {
  const out = [];
  if (rec.agent_id) {
    out.push(h("span", { class: "sep" }, "|"), h("span", { class: "meta agent", title: t("mem.agent.title") }, t("mem.agent", { a: rec.agent_id })));
  }
  const json = rec.metadata && Object.keys(rec.metadata).length ? JSON.stringify(rec.metadata) : "";
  if (json) {
    const shown = json.length > 80 ? json.slice(0, 79) + "…" : json;
    out.push(h("span", { class: "sep" }, "|"), h("code", { class: "meta metadata", title: json }, shown));
  }
  return out;
}

/** "Why this matched": the score parts of a recall hit, in words. */
function why(hit) {
  const p = hit.parts;
  const pct = (x) => Math.round(x * 100) + "%";
  const rows = [
    ["why.vector", p.vector === null ? t("why.none") : pct(Math.max(0, p.vector))],
    ["why.text", p.text === null ? t("why.none") : t("why.rank", { r: p.text_rank })],
    ["why.importance", pct(p.importance)],
    ["why.recency", pct(p.recency)],
    ["why.final", hit.score.toFixed(3)],
  ];
  return h("dl", { class: "why" }, rows.map(([k, val]) => [h("dt", {}, t(k)), h("dd", {}, val)]));
}

function card(rec, hit) {
  const content = h("p", { class: "content" }, rec.content);
  const pct = Math.round(rec.importance * 100);
  const source = rec.topic_id
    ? h("a", { class: "source", href: `#/chat?topic=${encodeURIComponent(rec.topic_id)}` }, t("mem.source"))
    : h("span", { class: "source" }, t("mem.source.manual"));
  const actions = h("div", { class: "actions" });
  const extra = h("div", { class: "extra" });
  const el = h("article", { class: `card mem state-${rec.state}`, id: "mem-" + rec.id, dataset: { id: rec.id, state: rec.state } },
    h("header", {},
      h("span", { class: "type", dataset: { type: rec.type } }, typeIcon(rec.type), " ", typeLabel(rec.type)),
      h("span", { class: "sep" }, "|"),
      h("time", { datetime: rec.created_at, title: absTime(rec.created_at) }, relTime(rec.created_at)),
      h("span", { class: `badge ${rec.state}` }, t("state." + rec.state))),
    content,
    h("footer", {},
      h("span", { class: "meta" }, t("mem.access", { n: rec.access_count })),
      h("span", { class: "sep" }, "|"),
      h("span", { class: "meta" }, t("mem.importance", { p: pct })),
      rec.verified && h("span", { class: "meta verified", title: t("mem.edit.verified") }, icon("check")),
      ...scopeMeta(rec),
      h("span", { class: "sep" }, "|"),
      source,
      actions),
    extra);
  el.rec = rec;
  el.hit = hit || null;
  if (hit) {
    actions.append(h("button", { type: "button", class: "btn small", "data-act": "why", onclick: () => {
      const open = el.querySelector(".why");
      if (open) open.remove();
      else extra.before(why(el.hit));
    } }, t("why")));
  }
  const isCurrent = rec.superseded_by === null;
  if (rec.state === "active" && isCurrent) {
    actions.append(h("button", { type: "button", class: "btn small", "data-act": "edit", onclick: () => edit(el, rec, content) }, t("edit")));
  }
  actions.append(h("button", { type: "button", class: "btn small", "data-act": "history", onclick: () => history(rec, extra).catch((e) => toast(t("error") + e.message, "error")) }, t("history")));
  if (rec.state === "active") {
    actions.append(h("button", { type: "button", class: "btn small danger", "data-act": "delete", onclick: () => change(el, rec, "delete") }, t("delete")));
  } else {
    actions.append(h("button", { type: "button", class: "btn small primary", "data-act": "restore", onclick: () => change(el, rec, "restore") }, t("restore")));
  }
  return el;
}

function replaceCard(el, rec) {
  const v = view;
  if (!v || el.classList.contains("leaving")) return; // the answer and the event of one change: count it once
  if (!v.single && !matches(v, rec)) {
    el.classList.add("leaving");
    el.removeAttribute("id"); // gone from the list at once; later news of the memory finds no card
    setTimeout(() => el.remove(), 300);
    if (el.dataset.kept) return; // never counted (see reload)
    v.total -= 1;
    v.offset -= 1;
    v.count.textContent = t("mem.count", { n: v.total });
  } else {
    renew(el, rec);
  }
}

/** Put a fresh card for `rec` in the place of `el`, keeping its "kept" mark and an open history. */
function renew(el, rec) {
  // A newer version keeps the place (and the score parts) it had in the recall ranking.
  const fresh = card(rec, el.hit ? { ...el.hit, memory: rec } : null);
  if (el.dataset.kept) fresh.dataset.kept = "1";
  el.replaceWith(fresh);
  if (el.querySelector(".extra").firstChild) history(rec, fresh.querySelector(".extra")).catch(() => {});
  return fresh;
}

function isEditing(el) {
  return el.classList.contains("editing");
}

/**
 * Show the news `rec` (an event of `type`, or a page that listed it) on the card `el` — unless the card's
 * edit form is open: replacing it then would throw away what the user is typing (issue #16). The news
 * waits on the card (the newest wins, each carries the whole memory) and is shown when the form closes;
 * a save meanwhile goes through the server's own conflict check.
 */
function show(el, type, rec) {
  if (isEditing(el)) {
    el.pending = { type, rec };
    if (rec.id !== el.dataset.id || rec.state !== "active") note(el, t("mem.edit.changed"), false);
    return;
  }
  // A different id is a newer version of the memory on this card (an edit elsewhere supersedes it).
  if (type === "memory.updated" && (rec.id !== el.dataset.id || rec.superseded_by === null)) renew(el, rec);
  else replaceCard(el, rec);
}

/** Close the edit form of `el`: the text is shown again, then any news that waited for the form. */
function closeEdit(el, box, content) {
  box.replaceWith(content);
  el.classList.remove("editing");
  const waiting = el.pending;
  el.pending = null;
  if (waiting) show(el, waiting.type, waiting.rec);
  else if (el.dataset.kept && view && !view.single && !matches(view, el.rec)) el.remove();
}

function note(el, text, isError) {
  const box = el.querySelector(".editbox");
  if (!box) return;
  let line = box.querySelector(".edit-note");
  if (!line) box.prepend((line = h("p", { class: "edit-note", role: "status" })));
  line.textContent = text;
  line.classList.toggle("error", isError);
}

async function change(el, rec, action) {
  try {
    const out = action === "delete"
      ? await api(`/api/memories/${rec.id}`, { method: "DELETE" })
      : await api(`/api/memories/${rec.id}/restore`, { method: "POST" });
    toast(t(action === "delete" ? "mem.deleted" : "mem.restored"));
    // Looked up again: a live update may have put a fresh card in the place of `el` while we waited.
    const shown = document.getElementById("mem-" + rec.id);
    if (shown) replaceCard(shown, out);
  } catch (e) {
    toast(t("error") + e.message, "error");
  }
}

/** The fields of the edit form that differ from the memory: only those are sent (the rest is kept). */
function editChanges(rec, area, importance, type, verified) {
  const body = {};
  if (area.value !== rec.content) body.content = area.value;
  const pct = Number(importance.value);
  if (importance.value !== "" && Math.round(rec.importance * 100) !== pct) body.importance = pct / 100;
  if (type.value !== rec.type) body.type = type.value;
  if (verified.checked !== rec.verified) body.verified = verified.checked;
  return body;
}

function edit(el, rec, content) {
  const area = h("textarea", { class: "edit", rows: 3, value: rec.content });
  const importance = h("input", { type: "number", class: "edit-importance", min: 0, max: 100, step: 1,
    value: Math.round(rec.importance * 100) });
  const type = h("select", { class: "edit-type" });
  for (const ty of new Set([rec.type, ...EDIT_TYPES])) {
    type.append(h("option", { value: ty, selected: ty === rec.type }, typeLabel(ty)));
  }
  const verified = h("input", { type: "checkbox", class: "edit-verified", checked: rec.verified });
  const box = h("div", { class: "editbox" }, area,
    h("div", { class: "row" },
      h("label", {}, t("mem.edit.importance"), " ", importance, " %"),
      h("label", {}, t("mem.edit.type"), " ", type),
      h("label", {}, verified, " ", t("mem.edit.verified"))),
    h("div", { class: "row end" },
      h("button", { type: "button", class: "btn small", "data-act": "cancel", onclick: () => closeEdit(el, box, content) }, t("cancel")),
      h("button", { type: "button", class: "btn small primary", "data-act": "save", onclick: async () => {
        const body = editChanges(rec, area, importance, type, verified);
        if (!Object.keys(body).length) {
          closeEdit(el, box, content);
          return;
        }
        try {
          const out = await api(`/api/memories/${rec.id}`, { method: "PATCH", body });
          toast(t("mem.updated"));
          if (view && view.single) view.single = out.id;
          if (el.isConnected) renew(el, out); // news that waited on the card is older than this save
        } catch (e) {
          // 409: the memory changed elsewhere since the form opened; the form stays open with the text.
          if (e.status === 409) note(el, t("mem.edit.conflict"), true);
          toast(t("error") + e.message, "error");
        }
      } }, t("save"))));
  content.replaceWith(box);
  el.classList.add("editing");
  area.focus();
}

async function history(rec, extra) {
  if (extra.firstChild) return clear(extra);
  const entries = await api(`/api/memories/${rec.id}/history`);
  if (!extra.isConnected) {
    // A live update put a fresh card in the place of this one while we waited: show it there.
    const shown = document.getElementById("mem-" + rec.id);
    if (!shown) return;
    extra = shown.querySelector(".extra");
  }
  clear(extra); // two quick clicks: one list
  const list = h("ol", { class: "history" });
  for (const e of entries) {
    const undoable = !e.undone && ["add", "update", "supersede", "delete", "forget", "restore"].includes(e.event);
    list.append(h("li", { dataset: { event: e.event } },
      h("time", { datetime: e.created_at, title: absTime(e.created_at) }, relTime(e.created_at)), " ",
      h("strong", {}, t("hist." + e.event)), " ",
      e.old_content && e.new_content && e.old_content !== e.new_content
        ? h("span", { class: "diff" }, h("del", {}, e.old_content), " → ", h("ins", {}, e.new_content)) : null,
      e.reason ? h("span", { class: "muted reason" }, t("hist.reason", { r: reasonText(e.reason) })) : null,
      h("span", { class: "muted actor" }, " · " + actorText(e.actor)),
      e.undone ? h("span", { class: "badge" }, t("undone")) : null,
      undoable ? h("button", { type: "button", class: "btn small", "data-act": "undo", onclick: async () => {
        try {
          await api(`/api/history/${e.id}/undo`, { method: "POST" });
          toast(t("undone"));
          await reload();
        } catch (err) {
          toast(t("error") + err.message, "error");
        }
      } }, t("undo")) : null));
  }
  if (!entries.length) list.append(h("li", { class: "muted" }, t("hist.empty")));
  extra.append(list);
}

async function clearAll() {
  if (!(await confirmDialog(t("mem.clear.confirm"), t("mem.clear")))) return;
  try {
    const out = await api("/api/memories/clear", { method: "POST", body: { confirm: true } });
    toast(t("mem.cleared", { n: out.deleted }));
    await reload();
  } catch (e) {
    toast(t("error") + e.message, "error");
  }
}

/** Live updates: a memory created elsewhere (the chat, background distillation) appears at once. */
export function onEvent(type, rec) {
  const v = view;
  if (!v || !rec || !rec.id) return;
  if (type.startsWith("proposal.")) return v.proposals.reload();
  const el = cardFor(v, type, rec);
  if (el) {
    show(el, type, rec);
    // A busy server may announce a change after the page listed its result: the creation of a memory then
    // came after the list showed its newer version, and both were shown. The older card goes; the list is
    // read again so the count and the paging offset are the server's.
    const older = type === "memory.updated" && rec.supersedes && document.getElementById("mem-" + rec.supersedes);
    if (older && document.getElementById("mem-" + rec.id) && !isEditing(older)) reload();
    return;
  }
  // A ranking by meaning is not amended by news: a new memory shows on the next search. Nor is the late
  // news of a version the page already shows a newer version of.
  if ((type === "memory.created" || type === "memory.restored") && !recalling(v) && matches(v, rec) && !shownNewer(v, rec.id)) {
    const empty = v.list.querySelector(".empty");
    if (empty) empty.remove();
    const c = card(rec);
    c.classList.add("fresh");
    v.list.prepend(c);
    v.offset += 1;
    v.total += 1;
    v.count.textContent = t("mem.count", { n: v.total });
  }
}

/** Whether a card on the page shows a newer version of the memory `id`. */
function shownNewer(v, id) {
  return [...v.list.querySelectorAll("article.mem")].some((c) => c.rec && c.rec.supersedes === id);
}

/** The card that shows `rec` or an older version of it (its own, or one waiting under an edit form). */
function cardFor(v, type, rec) {
  const own = document.getElementById("mem-" + rec.id);
  if (own) return own;
  const newer = type === "memory.updated" && rec.supersedes;
  for (const c of v.list.querySelectorAll("article.mem.editing")) {
    const seen = c.pending && c.pending.rec.id;
    if (seen && (seen === rec.id || seen === newer)) return c;
  }
  return newer ? document.getElementById("mem-" + rec.supersedes) : null;
}

function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
}
