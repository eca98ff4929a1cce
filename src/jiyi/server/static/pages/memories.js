// Memory management (seed 003 §4.1, §4.3): search, filters, cards, edit, history with undo, delete/restore.
import { api } from "../api.js";
import { absTime, clear, confirmDialog, h, relTime, toast, typeIcon, typeLabel } from "../dom.js";
import { t } from "../i18n.js";

const PAGE = 50;
const FILTER_TYPES = ["preference", "fact", "lesson", "plan", "todo", "personal", "event", "person", "episode", "manual"];
const STATES = ["active", "forgotten", "deleted", "all"];

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

function matches(v, rec) {
  if (v.single) return false;
  if (v.type && rec.type !== v.type) return false;
  if (v.state !== "all" && rec.state !== v.state) return false;
  if (v.text && !rec.content.toLowerCase().includes(v.text.toLowerCase())) return false;
  return rec.superseded_by === null;
}

export async function render(root, params) {
  const v = (view = {
    root, type: params.get("type") || "", state: params.get("state") || "active", text: params.get("q") || "",
    single: params.get("id") || "", offset: 0, total: 0, loadingSeq: -1, done: false, observer: null, seq: 0,
  });
  const search = h("input", {
    type: "search", id: "mem-search", placeholder: t("mem.search"), value: v.text, "aria-label": t("mem.search"),
    oninput: debounce(() => { v.text = search.value.trim(); v.single = ""; reload(); }, 250),
  });
  const clearBtn = h("button", { class: "btn danger", id: "mem-clear", type: "button", onclick: clearAll }, t("mem.clear"));
  v.typeBar = h("div", { class: "chips", id: "type-filter" });
  v.stateBar = h("div", { class: "chips", id: "state-filter" });
  v.count = h("span", { class: "muted", id: "mem-count" });
  v.list = h("div", { class: "cards", id: "mem-list" });
  // Not `onclick: loadMore`: the click event would arrive as `force` and bypass the guard against a
  // second load of the same page (the scroll observer fires too when the click brings the button into view).
  v.more = h("button", { class: "btn", id: "mem-more", type: "button", onclick: () => loadMore(false) }, t("mem.more"));
  v.banner = h("div", { class: "banner", hidden: true });
  root.append(
    h("div", { class: "toolbar" }, search, clearBtn),
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
    }, type ? `${typeIcon(type)} ${typeLabel(type)}` : t("mem.all")));
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
  clear(v.list);
  v.banner.hidden = true;
  if (v.single) {
    const seq = v.seq;
    const rec = await api(`/api/memories/${encodeURIComponent(v.single)}`);
    if (seq !== v.seq || view !== v) return;
    v.banner.hidden = false;
    clear(v.banner).append(t("mem.single") + " · ",
      h("a", { href: "#/memories", onclick: (e) => { e.preventDefault(); v.single = ""; reload(); } }, t("mem.showall")));
    v.list.append(card(rec));
    v.done = true;
    v.count.textContent = "";
    v.more.hidden = true;
    return;
  }
  await loadMore(true);
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
    for (const rec of page.items) {
      // The event stream may have announced this one while the page loaded (onEvent counted it in offset).
      const shown = document.getElementById("mem-" + rec.id);
      if (shown) { shown.remove(); v.offset -= 1; }
      v.list.append(card(rec));
    }
    v.offset += page.items.length;
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

function card(rec) {
  const content = h("p", { class: "content" }, rec.content);
  const pct = Math.round(rec.importance * 100);
  const source = rec.topic_id
    ? h("a", { class: "source", href: `#/chat?topic=${encodeURIComponent(rec.topic_id)}` }, t("mem.source"))
    : h("span", { class: "source" }, t("mem.source.manual"));
  const actions = h("div", { class: "actions" });
  const extra = h("div", { class: "extra" });
  const el = h("article", { class: `card mem state-${rec.state}`, id: "mem-" + rec.id, dataset: { id: rec.id, state: rec.state } },
    h("header", {},
      h("span", { class: "type", title: rec.type }, `${typeIcon(rec.type)} ${typeLabel(rec.type)}`),
      h("span", { class: "sep" }, "|"),
      h("time", { datetime: rec.created_at, title: absTime(rec.created_at) }, relTime(rec.created_at)),
      h("span", { class: `badge ${rec.state}` }, t("state." + rec.state))),
    content,
    h("footer", {},
      h("span", { class: "meta" }, t("mem.access", { n: rec.access_count })),
      h("span", { class: "sep" }, "|"),
      h("span", { class: "meta" }, t("mem.importance", { p: pct })),
      h("span", { class: "sep" }, "|"),
      source,
      actions),
    extra);
  const isCurrent = rec.superseded_by === null;
  if (rec.state === "active" && isCurrent) {
    actions.append(h("button", { type: "button", class: "btn small", "data-act": "edit", onclick: () => edit(el, rec, content) }, t("edit")));
  }
  actions.append(h("button", { type: "button", class: "btn small", "data-act": "history", onclick: () => history(rec, extra) }, t("history")));
  if (rec.state === "active") {
    actions.append(h("button", { type: "button", class: "btn small danger", "data-act": "delete", onclick: () => change(el, rec, "delete") }, t("delete")));
  } else {
    actions.append(h("button", { type: "button", class: "btn small primary", "data-act": "restore", onclick: () => change(el, rec, "restore") }, t("restore")));
  }
  return el;
}

function replaceCard(el, rec) {
  const v = view;
  if (!v) return;
  if (!v.single && !matches(v, rec)) {
    el.classList.add("leaving");
    setTimeout(() => el.remove(), 300);
    v.total -= 1;
    v.offset -= 1;
    v.count.textContent = t("mem.count", { n: v.total });
  } else {
    el.replaceWith(card(rec));
  }
}

async function change(el, rec, action) {
  try {
    const out = action === "delete"
      ? await api(`/api/memories/${rec.id}`, { method: "DELETE" })
      : await api(`/api/memories/${rec.id}/restore`, { method: "POST" });
    toast(t(action === "delete" ? "mem.deleted" : "mem.restored"));
    replaceCard(el, out);
  } catch (e) {
    toast(t("error") + e.message, "error");
  }
}

function edit(el, rec, content) {
  const area = h("textarea", { class: "edit", rows: 3, value: rec.content });
  const box = h("div", { class: "editbox" }, area,
    h("div", { class: "row end" },
      h("button", { type: "button", class: "btn small", onclick: () => box.replaceWith(content) }, t("cancel")),
      h("button", { type: "button", class: "btn small primary", "data-act": "save", onclick: async () => {
        try {
          const out = await api(`/api/memories/${rec.id}`, { method: "PATCH", body: { content: area.value } });
          toast(t("mem.updated"));
          if (view && view.single) view.single = out.id;
          el.replaceWith(card(out));
        } catch (e) {
          toast(t("error") + e.message, "error");
        }
      } }, t("save"))));
  content.replaceWith(box);
  area.focus();
}

async function history(rec, extra) {
  if (extra.firstChild) return clear(extra);
  const entries = await api(`/api/memories/${rec.id}/history`);
  const list = h("ol", { class: "history" });
  for (const e of entries) {
    const undoable = !e.undone && ["add", "update", "supersede", "delete", "forget", "restore"].includes(e.event);
    list.append(h("li", { dataset: { event: e.event } },
      h("time", { datetime: e.created_at, title: absTime(e.created_at) }, relTime(e.created_at)), " ",
      h("strong", {}, t("hist." + e.event)), " ",
      e.old_content && e.new_content && e.old_content !== e.new_content
        ? h("span", { class: "diff" }, h("del", {}, e.old_content), " → ", h("ins", {}, e.new_content)) : null,
      e.reason ? h("span", { class: "muted" }, ` (${e.reason})`) : null,
      h("span", { class: "muted" }, " · " + t("hist.by", { a: e.actor })),
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
  const el = document.getElementById("mem-" + rec.id);
  if (el) {
    if (type === "memory.updated" && rec.superseded_by === null) el.replaceWith(card(rec));
    else replaceCard(el, rec);
    return;
  }
  if (type === "memory.updated" && rec.supersedes) {
    const old = document.getElementById("mem-" + rec.supersedes);
    if (old) return old.replaceWith(card(rec));
  }
  if ((type === "memory.created" || type === "memory.restored") && matches(v, rec)) {
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

function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
}
