// Overview: counts by type and state, memories over time, most recalled (charts); the profile narrative
// with its versions; recent episode summaries; upcoming todos.
import { api } from "../api.js";
import { columns, donut, hbars } from "../charts.js";
import { absTime, clear, h, relTime, shorten, toast, typeLabel } from "../dom.js";
import { typeIcon } from "../icons.js";
import { repeatLabel, t } from "../i18n.js";

// The statuses partition every memory (jiyi._stats): the tiles and the donut read the same counts.
const STATE_COLORS = { active: "#2f9e5b", superseded: "#b9c0cc", forgotten: "#6b7385", deleted: "#d64545" };
let root = null;
let timer = null;
let drawn = 0; // draws started: an older one finishing late must not paint over a newer one
let chosen = null; // the profile version the user picked, kept across live redraws

export async function render(el) {
  root = el;
  chosen = null;
  await draw();
}

export function dispose() {
  root = null;
  clearTimeout(timer);
}

/** Memory events redraw the overview (batched). */
export function onEvent() {
  clearTimeout(timer);
  timer = setTimeout(() => root && draw(), 500);
}

async function draw() {
  const mine = (drawn += 1);
  const [stats, timeline, profile, episodes, todos] = await Promise.all([
    api("/api/memories/stats", { query: { top: 5 } }),
    api("/api/timeline", { query: { days: 30 } }),
    api("/api/profile"),
    api("/api/memories", { query: { type: "episode", limit: 5 } }),
    api("/api/todos", { query: { limit: 8 } }),
  ]);
  if (!root || mine !== drawn) return;
  // A redraw replaces every element: the one the user was on gets the focus back (same id).
  const focused = root.contains(document.activeElement) ? document.activeElement.id : "";
  const el = clear(root);
  const by = stats.by_state;
  el.append(h("div", { class: "stats", id: "ov-stats" },
    stat(t("ov.total"), stats.total, "total"), stat(t("ov.current"), by.active || 0, "current"),
    stat(t("state.forgotten"), by.forgotten || 0, "forgotten"), stat(t("state.deleted"), by.deleted || 0, "deleted")));
  const types = Object.entries(stats.by_type).sort((a, b) => b[1] - a[1]);
  const recalled = stats.most_recalled.map((m) => ({
    label: shorten(m.content, 11), value: m.access_count, href: `#/memories?id=${encodeURIComponent(m.id)}`,
  }));
  el.append(h("div", { class: "grid" },
    panel(t("ov.bytype"), types.length
      ? hbars(types.map(([k, v]) => ({ label: typeLabel(k), value: v, href: `#/memories?type=${encodeURIComponent(k)}` })), { id: "chart-types" })
      : h("p", { class: "muted" }, t("mem.empty"))),
    panel(t("ov.bystate"), donut(Object.keys(STATE_COLORS).map((k) => ({ label: t(k === "active" ? "ov.current" : "state." + k), value: by[k] || 0, color: STATE_COLORS[k], key: k })), { id: "chart-states" })),
    panel(t("ov.overtime"), columns(timeline.map((d) => ({ label: d.day.slice(5), value: d.count })), { id: "chart-time" })),
    panel(t("ov.recalled"), recalled.length ? hbars(recalled, { id: "chart-recalled" }) : h("p", { class: "muted" }, t("ov.norecalled"))),
    panel(t("ov.profile"), profileView(profile)),
    panel(t("ov.episodes"), listOf(episodes.items, t("ov.noepisodes"), (m) => [
      h("a", { href: `#/memories?id=${encodeURIComponent(m.id)}` }, m.content), " ",
      h("span", { class: "muted" }, relTime(m.created_at))], "ov-episodes")),
    panel(t("ov.todos"), listOf(todos, t("ov.notodos"), todoRow, "ov-todos"))));
  if (focused) document.getElementById(focused)?.focus();
}

/** A button posting one todo action ("complete", "stop"), then redrawing. */
function todoAction(id, act, label) {
  const button = h("button", { class: "btn small", "data-act": act, onclick: async () => {
    button.disabled = true;
    try {
      await api(`/api/todos/${encodeURIComponent(id)}/${act}`, { method: "POST" });
    } catch (e) {
      button.disabled = false;
      toast(t("error") + e.message, "error");
      return;
    }
    draw();
  } }, label);
  return button;
}

/** A todo (memory + reminder state): due time, overdue in red (a repeating one: its next reminder, how often
 * and how many times it was done), and a "done" button (a repeating one: "done this time" and "stop repeating"). */
function todoRow(todo) {
  const m = todo.memory;
  const overdue = !todo.repeat && new Date(m.due_at) < new Date();
  const done = todo.repeat
    ? [todoAction(m.id, "complete", t("ov.donethis")), " ", todoAction(m.id, "stop", t("ov.stop"))]
    : todoAction(m.id, "complete", t("ov.done"));
  const times = todo.repeat && todo.done_count
    ? " · " + t("ov.donecount", { n: todo.done_count }) : "";
  return [
    h("a", { href: `#/memories?id=${encodeURIComponent(m.id)}` }, typeIcon(m.type), " ", m.content), " ",
    todo.repeat
      ? h("span", { class: "muted", title: absTime(todo.reminds_at), dataset: { repeat: todo.repeat } },
        repeatLabel(todo.repeat) + " · " + t("ov.next", { d: relTime(todo.reminds_at) }) + times)
      : h("span", { class: overdue ? "overdue" : "muted", title: absTime(m.due_at) },
        t(overdue ? "ov.overdue" : "ov.due", { d: relTime(m.due_at) })), " ",
    done,
  ];
}

function stat(label, value, key) {
  return h("div", { class: "card stat", dataset: { stat: key } }, h("b", {}, String(value)), h("span", {}, label));
}

function panel(title, body) {
  return h("section", { class: "card" }, h("h2", {}, title), body);
}

function listOf(items, empty, row, id) {
  if (!items.length) return h("p", { class: "muted", id }, empty);
  return h("ul", { class: "list-plain", id }, items.map((m) => h("li", {}, row(m))));
}

function profileView(versions) {
  if (!versions.length) return h("p", { class: "muted", id: "ov-profile" }, t("ov.noprofile"));
  // The newest version unless the user picked another (and it still exists): a redraw keeps the choice.
  const shown = versions.find((x) => String(x.version) === chosen) || versions[0];
  const text = h("p", { class: "profile", id: "ov-profile" }, shown.narrative);
  const when = h("span", { class: "muted" }, relTime(shown.created_at));
  const sel = h("select", { id: "ov-profile-version", onchange: () => {
    const v = versions.find((x) => String(x.version) === sel.value);
    chosen = v === versions[0] ? null : sel.value; // the newest: follow newer ones as they come
    text.textContent = v.narrative;
    when.textContent = relTime(v.created_at);
  } }, versions.map((v) => h("option", { value: v.version }, t("ov.version", { v: v.version }))));
  sel.value = String(shown.version);
  return h("div", {}, h("div", { class: "row" }, sel, when), text);
}
