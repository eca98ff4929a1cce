// Chat through the proxy (seed 003 §4.2, §4.4), streamed with a stop button: memory references, "added to memory" notes with undo,
// the temporary-chat switch next to the input (no recall, nothing stored), and above the conversation the todos
// whose reminder time has come (GET /api/todos?due=true), until they are done or snoozed.
import { api, streamChat } from "../api.js";
import { clear, confirmDialog, h, shorten, toast } from "../dom.js";
import { icon, typeIcon } from "../icons.js";
import { repeatLabel, t } from "../i18n.js";

const MODEL = "jiyi.model";
// How the proxy ends a stored reply that was cut off (jiyi.server._proxy.CUT_OFF_MARK).
const CUT_OFF = " […]";
let view = null;

export async function render(root, params) {
  const v = (view = { messages: [], topic: null, temporary: false, busy: false, settings: null });
  v.settings = await api("/api/settings");
  if (view !== v) return; // a newer render of this page took over while we waited
  v.temporary = v.settings.temporary_mode;
  v.model = h("select", { id: "chat-model", "aria-label": t("chat.model"), onchange: () => localStorage.setItem(MODEL, v.model.value) });
  v.log = h("div", { class: "chat-log", id: "chat-log", "aria-live": "polite" });
  v.input = h("textarea", { id: "chat-input", rows: 2, placeholder: t("chat.placeholder"), onkeydown: (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); send(); }
  } });
  v.tempBox = h("input", { type: "checkbox", id: "chat-temp", checked: v.temporary, onchange: () => setTemporary(v, v.tempBox.checked) });
  v.tempLabel = h("label", { class: "switch", for: "chat-temp", title: "Ctrl+Shift+T" }, v.tempBox, icon("mask"), t("chat.temporary"));
  v.banner = h("div", { class: "temp-banner", id: "temp-banner", hidden: true }, t("chat.temporary.on"));
  v.topicLine = h("span", { class: "muted", id: "chat-topic" });
  v.due = h("div", { class: "due-box", id: "chat-due", hidden: true, "aria-live": "polite" });
  v.forgetBtn = h("button", { type: "button", class: "btn small danger", id: "chat-forget", hidden: true, onclick: () => forgetTopic(v) },
    t("chat.forget"));
  v.sendBtn = h("button", { type: "button", class: "btn primary", id: "chat-send", onclick: send }, t("chat.send"));
  v.stopBtn = h("button", { type: "button", class: "btn", id: "chat-stop", hidden: true, onclick: () => v.stop && v.stop.abort() },
    icon("stop"), " ", t("chat.stop"));
  v.box = h("div", { class: "chat" },
    h("div", { class: "chat-head" },
      h("label", { class: "muted" }, t("chat.model") + " ", v.model),
      h("button", { type: "button", class: "btn small", id: "chat-new", onclick: () => { location.hash = "#/chat"; } }, t("chat.new")),
      v.topicLine, v.forgetBtn),
    v.banner, v.due, v.log,
    h("div", { class: "composer" }, v.input, v.tempLabel, v.sendBtn, v.stopBtn));
  root.append(v.box);
  v.onKey = (e) => {
    if (e.ctrlKey && e.shiftKey && (e.key === "T" || e.key === "t")) { e.preventDefault(); setTemporary(v, !v.temporary); }
  };
  document.addEventListener("keydown", v.onKey);
  setTemporary(v, v.temporary);
  loadDue(v);
  // The composer is usable at once: a message sent before the model list arrives waits for it.
  v.ready = loadModels(v);
  await v.ready;
  const topic = params.get("topic");
  if (topic) await loadTopic(v, topic);
  if (!v.messages.length) v.log.append(h("p", { class: "muted center empty" }, t("chat.empty")));
}

export function dispose() {
  if (view) document.removeEventListener("keydown", view.onKey);
  if (view && view.stop) view.stop.abort(); // leaving the page stops the reply; the proxy keeps what was said
  view = null;
}

// The reminders the user is owed now: shown on every visit and after every reply until acted on.
async function loadDue(v) {
  let todos = [];
  try {
    todos = await api("/api/todos", { query: { due: "true", limit: 20 } });
  } catch (e) {
    return; // the chat works without them
  }
  if (view !== v) return;
  clear(v.due);
  v.due.hidden = !todos.length;
  if (!todos.length) return;
  const list = h("ul");
  for (const todo of todos) {
    const m = todo.memory;
    const act = (path, body) => async () => {
      try {
        await api(`/api/todos/${encodeURIComponent(m.id)}/${path}`, { method: "POST", body });
        await loadDue(v);
      } catch (e) {
        toast(t("error") + e.message, "error");
      }
    };
    const later = () => act("snooze", { until: new Date(Date.now() + 3600 * 1000).toISOString() })();
    list.append(h("li", { dataset: { id: m.id } },
      h("span", { class: "content" }, m.content),
      todo.repeat ? h("span", { class: "muted" }, repeatLabel(todo.repeat))
        : m.due_at ? h("span", { class: "muted" }, t("chat.due.at", { d: new Date(m.due_at).toLocaleString() })) : "",
      h("button", { type: "button", class: "btn small", "data-act": "done", onclick: act("complete") },
        t(todo.repeat ? "ov.donethis" : "chat.due.done")),
      h("button", { type: "button", class: "btn small", "data-act": "snooze", onclick: later }, t("chat.due.snooze")),
      todo.repeat
        ? h("button", { type: "button", class: "btn small", "data-act": "stop", onclick: act("stop") }, t("ov.stop"))
        : ""));
  }
  v.due.append(h("strong", {}, t("chat.due")), list);
}

function setTemporary(v, on) {
  v.temporary = on;
  v.tempBox.checked = on;
  v.tempLabel.classList.toggle("on", on);
  v.box.classList.toggle("temporary", on);
  v.banner.hidden = !on;
}

async function loadModels(v) {
  let ids = [];
  try {
    const data = await api("/v1/models");
    ids = (data.data || []).map((m) => m.id).filter((id) => typeof id === "string");
  } catch (e) {
    ids = [];
  }
  if (!ids.length) ids = ["gpt-4o-mini"];
  const saved = localStorage.getItem(MODEL);
  for (const id of ids) v.model.append(h("option", { value: id }, id));
  if (saved && ids.includes(saved)) v.model.value = saved;
}

async function loadTopic(v, id) {
  const topic = await api(`/api/topics/${encodeURIComponent(id)}`);
  const messages = await api(`/api/topics/${encodeURIComponent(id)}/messages`, { query: { limit: 200 } });
  v.topic = topic.id;
  v.forgetBtn.hidden = false;
  v.topicLine.textContent = t("chat.topic", { t: topic.title || topic.id });
  for (const m of messages) {
    if (m.role !== "user" && m.role !== "assistant") continue;
    v.messages.push({ role: m.role, content: m.content });
    v.log.append(bubble(m.role, m.content));
  }
  v.log.scrollTop = v.log.scrollHeight;
}

function bubble(role, text) {
  return h("div", { class: "msg " + role, dataset: { role } }, text);
}

// The reply is streamed: its words show as they come, and the stop button aborts the request. The proxy keeps
// what was said either way (a stopped or broken-off reply as far as it went, marked with CUT_OFF; a stop
// before the first word keeps the message alone), so the history sent with the next turn matches the topic.
// References and "added to memory" notes come once the reply has ended.
async function send() {
  const v = view;
  const text = v.input.value.trim();
  if (!text || v.busy) return;
  const empty = v.log.querySelector(".empty");
  if (empty) empty.remove();
  v.input.value = "";
  v.messages.push({ role: "user", content: text });
  v.log.append(bubble("user", text));
  const words = document.createTextNode(t("chat.thinking"));
  const reply = h("div", { class: "msg assistant pending", dataset: { role: "assistant" }, "aria-busy": "true" }, words);
  v.log.append(reply);
  v.log.scrollTop = v.log.scrollHeight;
  const temporary = v.temporary;
  const headers = {};
  if (temporary) headers["X-Jiyi-Temporary"] = "1";
  else if (v.topic) headers["X-Jiyi-Topic"] = v.topic;
  const stop = new AbortController();
  setBusy(v, true, stop);
  let answer = "";
  let rh = null;
  let outcome = "done";
  try {
    await v.ready; // a message sent before the model list arrived goes with the chosen model
    const ended = await streamChat("/v1/chat/completions", {
      body: { model: v.model.value, messages: v.messages }, headers, signal: stop.signal,
      onHeaders: (got) => { rh = got; },
      onDelta: (piece) => {
        if (!answer) reply.classList.replace("pending", "streaming");
        // Follow the reply down only if the reader is at the end: one who scrolled up to read stays put.
        const following = v.log.scrollHeight - v.log.scrollTop - v.log.clientHeight < 40;
        answer += piece;
        words.data = answer;
        if (following) v.log.scrollTop = v.log.scrollHeight;
      },
    });
    if (!ended) outcome = "broken";
  } catch (e) {
    if (!stop.signal.aborted) {
      reply.replaceWith(h("div", { class: "msg assistant error" }, t("error") + e.message));
      v.messages.pop(); // refused before any reply: the proxy stored nothing, the message is sent again
      setBusy(v, false);
      return;
    }
    outcome = "stopped";
  }
  setBusy(v, true); // nothing left to stop; the next message waits for the notes of this one
  if (view !== v) return;
  reply.classList.remove("pending", "streaming");
  reply.removeAttribute("aria-busy");
  words.data = answer;
  if (!temporary && rh && rh.get("X-Jiyi-Topic")) {
    v.topic = rh.get("X-Jiyi-Topic");
    v.forgetBtn.hidden = false;
  }
  if (outcome !== "done") {
    reply.classList.add(outcome);
    reply.append(h("span", { class: "cut" }, icon(outcome === "stopped" ? "stop" : "alert"), t("chat." + outcome)));
    if (answer.trim()) v.messages.push({ role: "assistant", content: answer.trimEnd() + CUT_OFF });
  } else {
    v.messages.push({ role: "assistant", content: answer });
  }
  const ids = ((rh && rh.get("X-Jiyi-Memories")) || "").split(",").filter(Boolean);
  if (ids.length && v.settings.show_references) await showRefs(reply, ids);
  // A cut-off turn is distilled with the next one or in the background: the proxy may still be storing it.
  if (outcome === "done" && !temporary && v.topic && v.settings.memory_enabled) {
    if (v.settings.auto_extract) await extract(v);
    else v.log.append(h("div", { class: "memnote ask" },
      h("button", { type: "button", class: "btn small", "data-act": "remember", onclick: (e) => { e.target.closest(".memnote").remove(); extract(v, true); } }, icon("brain"), " ", t("chat.remember"))));
  }
  v.log.scrollTop = v.log.scrollHeight;
  setBusy(v, false);
  if (view === v) loadDue(v); // a todo may have come due, or been completed by what was just said
}

// Busy from a message until its reply and notes are in; while the reply streams (`stop` given) the stop
// button stands where the send button was.
function setBusy(v, busy, stop = null) {
  v.busy = busy;
  v.stop = stop;
  // Shown disabled, not silently deaf: a message sent now would be dropped by `send` (it stays in the box).
  v.sendBtn.disabled = busy;
  v.sendBtn.hidden = Boolean(stop);
  v.stopBtn.hidden = !stop;
  if (!busy && view === v) v.input.focus();
}

async function showRefs(reply, ids) {
  const refs = h("div", { class: "refs" }, t("chat.used"));
  for (const id of ids) {
    try {
      const m = await api(`/api/memories/${encodeURIComponent(id)}`);
      refs.append(h("a", { class: "ref", href: `#/memories?id=${encodeURIComponent(m.id)}`, dataset: { id: m.id }, title: m.content },
        typeIcon(m.type), " ", shorten(m.content, 40)));
    } catch (e) {
      // a memory deleted meanwhile is simply not shown
    }
  }
  reply.append(refs);
}

async function extract(v, manual = false) {
  let out;
  try {
    out = await api(`/api/topics/${encodeURIComponent(v.topic)}/extract-memories`, { method: "POST" });
  } catch (e) {
    toast(t("error") + e.message, "error");
    return;
  }
  const report = out.report || { added: [], updated: [] };
  for (const m of report.added) v.log.append(note(m, "chat.added"));
  for (const m of report.updated) v.log.append(note(m, "chat.updatedmem"));
  // Secrets are skipped by the server (setting filter_sensitive); say so instead of dropping them silently.
  const secrets = (report.skipped || []).filter((d) => (d.reason || "").startsWith("sensitive"));
  for (const d of secrets) v.log.append(h("div", { class: "memnote sensitive" }, icon("lock"), t("chat.sensitive", { c: d.content })));
  if (manual && !report.added.length && !report.updated.length && !secrets.length) toast(t("chat.nothing"));
}

function note(m, key) {
  const el = h("div", { class: "memnote", dataset: { id: m.id } });
  const text = h("span", {}, icon("check"), " ", t(key, { c: m.content }));
  const undo = h("button", { type: "button", class: "btn small", "data-act": "undo", onclick: async () => {
    try {
      const entries = await api(`/api/memories/${encodeURIComponent(m.id)}/history`);
      const entry = entries.find((e) => !e.undone && (e.event === "add" || e.event === "update"));
      if (!entry) throw new Error(t("undone"));
      await api(`/api/history/${entry.id}/undo`, { method: "POST" });
      el.classList.add("undone");
      undo.remove();
      el.append(h("span", { class: "badge" }, t("undone")));
    } catch (e) {
      toast(t("error") + e.message, "error");
    }
  } }, t("undo"));
  el.append(text, h("a", { class: "btn small", href: `#/memories?id=${encodeURIComponent(m.id)}`, "data-act": "view" }, t("view")), undo);
  return el;
}

// "Forget this conversation" (seed 004's ForgetTopic): its memories and summary are forgotten and its
// messages hidden, all restorable; the page starts afresh with an undo note.
async function forgetTopic(v) {
  const id = v.topic;
  if (!id || v.busy || !(await confirmDialog(t("chat.forget.confirm"), t("chat.forget")))) return;
  let report;
  try {
    report = await api(`/api/topics/${encodeURIComponent(id)}`, { method: "DELETE" });
  } catch (e) {
    toast(t("error") + e.message, "error");
    return;
  }
  v.topic = null;
  v.messages = [];
  v.forgetBtn.hidden = true;
  v.topicLine.textContent = "";
  clear(v.log);
  const el = h("div", { class: "memnote", id: "chat-forgotten", dataset: { topic: id } },
    h("span", {}, icon("broom"), " ", t("chat.forgotten", { n: report.memories.length })));
  const undo = h("button", { type: "button", class: "btn small", "data-act": "undo", onclick: async () => {
    try {
      await api(`/api/topics/${encodeURIComponent(id)}/restore`, { method: "POST" });
      if (view !== v) return;
      el.remove();
      await loadTopic(v, id);
    } catch (e) {
      toast(t("error") + e.message, "error");
    }
  } }, t("undo"));
  el.append(undo);
  v.log.append(el);
}
