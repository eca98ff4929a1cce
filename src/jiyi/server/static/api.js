// The REST API with the user's key. The same key (or the open mode with a named user) as any client.
import { errorText } from "./i18n.js";
const KEY = "jiyi.key";
const USER = "jiyi.user";

export const auth = {
  get key() { return localStorage.getItem(KEY) || ""; },
  get user() { return localStorage.getItem(USER) || ""; },
  save(key, user) {
    key ? localStorage.setItem(KEY, key) : localStorage.removeItem(KEY);
    user ? localStorage.setItem(USER, user) : localStorage.removeItem(USER);
  },
  clear() { localStorage.removeItem(KEY); localStorage.removeItem(USER); },
};

export class ApiError extends Error {
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(errorText(status, err));
    this.status = status;
    this.type = err.type;
    this.code = err.code;
    this.field = err.field;
    this.detail = err.message; // the server's own (English) words, for the console
  }
}

export function authHeaders() {
  const headers = {};
  if (auth.key) headers["Authorization"] = "Bearer " + auth.key;
  if (auth.user) headers["X-Jiyi-User"] = auth.user;
  return headers;
}

/** fetch + JSON; returns {data, headers}. Throws ApiError for an error answer. */
export async function raw(path, { method = "GET", body, headers = {}, query } = {}) {
  let url = path;
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === "") continue;
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
    }
    const str = qs.toString();
    if (str) url += "?" + str;
  }
  const init = { method, headers: { ...authHeaders(), ...headers } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let resp;
  try {
    resp = await fetch(url, init);
  } catch {
    throw new ApiError(0, { error: { code: "network", type: "network" } }); // the browser's words are English
  }
  const text = await resp.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = text; }
  if (!resp.ok) throw new ApiError(resp.status, data);
  return { data, headers: resp.headers };
}

export async function api(path, opts) {
  return (await raw(path, opts)).data;
}

/**
 * POST a chat completion with `stream: true` and read its server-sent events as they arrive (fetch and a
 * ReadableStream: EventSource can neither POST nor send the key in a header). `onHeaders(headers)` is called
 * once the answer begins, `onDelta(text)` with each piece of the reply. Resolves to true when the stream ended
 * with `data: [DONE]`, false when it broke off (the upstream failed, an error event, the connection dropped).
 * Throws ApiError for an error answer before the stream, and the AbortError of `signal` once it is stopped.
 */
export async function streamChat(path, { body, headers = {}, signal, onHeaders = () => {}, onDelta }) {
  const init = { method: "POST", signal, headers: { ...authHeaders(), ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, stream: true }) };
  let resp;
  try {
    resp = await fetch(path, init);
  } catch (e) {
    if (signal && signal.aborted) throw e;
    throw new ApiError(0, { error: { code: "network", type: "network" } });
  }
  if (!resp.ok || !resp.body) {
    const text = await resp.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch { data = text; }
    throw new ApiError(resp.status, data);
  }
  onHeaders(resp.headers);
  const reader = resp.body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  let data = [];
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (e) {
      if (signal && signal.aborted) throw e;
      return false; // the connection dropped mid-reply
    }
    if (chunk.done) return false; // ended without [DONE]: the proxy saw the upstream break off
    buf += chunk.value;
    let i;
    while ((i = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, i).replace(/\r$/, "");
      buf = buf.slice(i + 1);
      if (line.startsWith("data:")) data.push(line.slice(5).trim());
      if (line !== "" || !data.length) continue;
      const payload = data.join("\n");
      data = [];
      if (payload === "[DONE]") {
        reader.cancel().catch(() => {}); // the proxy stored the exchange before it sent [DONE]
        return true;
      }
      let event;
      try { event = JSON.parse(payload); } catch { continue; }
      if (event && event.error) {
        reader.cancel().catch(() => {});
        return false; // an OpenAI-style error event in place of the rest of the reply
      }
      const piece = event?.choices?.[0]?.delta?.content;
      if (typeof piece === "string" && piece) onDelta(piece);
    }
  }
}

/**
 * Follow the server-sent events of /api/events (fetch, so the key goes in a header; EventSource cannot).
 * Reconnects after a drop. Returns a function that stops it.
 */
export function followEvents(onEvent, onState = () => {}) {
  let stopped = false;
  let ctrl = null;
  async function run() {
    while (!stopped) {
      ctrl = new AbortController();
      try {
        const resp = await fetch("/api/events", { headers: authHeaders(), signal: ctrl.signal });
        if (!resp.ok || !resp.body) throw new Error("events " + resp.status);
        const reader = resp.body.pipeThrough(new TextDecoderStream()).getReader();
        let buf = "";
        let subscribed = false;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let i;
          while ((i = buf.indexOf("\n\n")) >= 0) {
            const frame = buf.slice(0, i);
            buf = buf.slice(i + 2);
            // The server's first frame (": subscribed") comes once its subscription is in place; the headers
            // come before it. Only from then on is no change missed, so only then is the stream shown live.
            if (!subscribed) {
              subscribed = true;
              onState(true);
            }
            let type = "message";
            const data = [];
            for (const line of frame.split("\n")) {
              if (line.startsWith("event:")) type = line.slice(6).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).trim());
            }
            if (data.length) {
              try { onEvent(type, JSON.parse(data.join("\n"))); } catch (e) { console.error(e); }
            }
          }
        }
      } catch (e) {
        if (stopped) return;
      }
      onState(false);
      if (!stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  }
  run();
  return () => { stopped = true; if (ctrl) ctrl.abort(); };
}
