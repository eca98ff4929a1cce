// DOM helpers. User data only ever reaches the page as text nodes or attribute values — never as HTML.
import { t, lang } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

function build(el, props, children) {
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    // through the CSSOM: a style attribute is inline style, which the Content-Security-Policy refuses
    else if (k === "style") el.style.cssText = String(v);
    else if (k === "value" || k === "checked" || k === "disabled") el[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** h("div", {class: "x", onclick: f}, "text", child) — strings become text nodes. */
export function h(tag, props, ...children) {
  return build(document.createElement(tag), props, children);
}

/** The same for SVG elements. */
export function s(tag, props, ...children) {
  return build(document.createElementNS(SVG_NS, tag), props, children);
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function typeLabel(type) {
  const key = "type." + type;
  const label = t(key);
  return label === key ? type : label;
}

/** "3天前" / "3 days ago". */
export function relTime(iso, now = Date.now()) {
  const d = new Date(iso).getTime();
  const sec = Math.round((d - now) / 1000);
  const units = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60]];
  const fmt = new Intl.RelativeTimeFormat(lang() === "zh" ? "zh-CN" : "en", { numeric: "auto" });
  for (const [unit, n] of units) {
    if (Math.abs(sec) >= n) return fmt.format(Math.round(sec / n), unit);
  }
  return fmt.format(0, "second");
}

// The user's time zone setting (an IANA name): dates are shown as the user lives them, not as the browser is set.
let timeZone;
export function setTimeZone(zone) {
  timeZone = zone || undefined;
}

/** `iso` in the user's zone with `style` (toLocaleString options) in the interface's language. */
function zoned(iso, style) {
  const locale = lang() === "zh" ? "zh-CN" : "en";
  try {
    return new Date(iso).toLocaleString(locale, { ...style, timeZone });
  } catch (e) {  // a zone this browser does not know: its own zone rather than no date
    return new Date(iso).toLocaleString(locale, style);
  }
}

/** A date (and time) with the browser's medium style ("2026年11月26日 04:18", "Nov 26, 2026"). */
export function absDate(iso, { time = false } = {}) {
  return zoned(iso, time ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" });
}

export function absTime(iso) {
  return zoned(iso, {});
}

export function shorten(text, n = 60) {
  return text.length > n ? text.slice(0, n - 1) + "…" : text;
}

let toastTimer = null;
export function toast(message, kind = "info") {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.className = "toast show " + kind;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.className = "toast"), 3500);
}

/** A modal confirmation; resolves true when confirmed. */
export function confirmDialog(message, okLabel) {
  return new Promise((resolve) => {
    const dlg = h("dialog", { class: "confirm" },
      h("p", {}, message),
      h("div", { class: "row end" },
        h("button", { type: "button", class: "btn", "data-act": "cancel", onclick: () => { dlg.close(); resolve(false); } }, t("cancel")),
        h("button", { type: "button", class: "btn danger", "data-act": "confirm", onclick: () => { dlg.close(); resolve(true); } }, okLabel || t("confirm")),
      ));
    dlg.addEventListener("close", () => { dlg.remove(); resolve(false); });
    document.body.append(dlg);
    dlg.showModal();
  });
}
