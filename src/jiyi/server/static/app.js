// Boot, sign-in, navigation (hash routes) and the live event stream.
import { api, auth, followEvents, raw } from "./api.js";
import { clear, h, setTimeZone, toast } from "./dom.js";
import { lang, setLang, t } from "./i18n.js";
import * as chat from "./pages/chat.js";
import * as memories from "./pages/memories.js";
import * as overview from "./pages/overview.js";
import * as people from "./pages/people.js";
import * as settings from "./pages/settings.js";

const PAGES = { overview, memories, people, chat, settings };
const state = { me: null, health: null, page: null, stopEvents: null };

function parseHash() {
  const hash = location.hash.replace(/^#\/?/, "");
  const [name, query] = hash.split("?");
  return { name: PAGES[name] ? name : "memories", params: new URLSearchParams(query || "") };
}

function renderChrome() {
  document.title = "jiyi " + t("app.title");
  const nav = clear(document.getElementById("nav"));
  // Before sign-in there is nowhere to go: the sign-in page shows no navigation and no live status.
  document.body.classList.toggle("signed-out", !state.me);
  nav.hidden = !state.me;
  document.getElementById("live").hidden = !state.me;
  const { name } = parseHash();
  for (const p of state.me ? ["overview", "memories", "people", "chat", "settings"] : []) {
    nav.append(h("a", { href: "#/" + p, class: p === name ? "active" : "", "data-page": p }, t("nav." + p)));
  }
  document.getElementById("lang").textContent = t("lang.switch");
  document.getElementById("logout").textContent = t("logout");
  document.getElementById("logout").hidden = !state.me;
  document.getElementById("who").textContent = state.me ? state.me.user_id : "";
}

async function route() {
  renderChrome();
  if (!state.me) return;
  const { name, params } = parseHash();
  const view = clear(document.getElementById("view"));
  if (state.page && state.page.dispose) state.page.dispose();
  state.page = PAGES[name];
  view.dataset.page = name;
  // Each route renders into a holder of its own: a render still waiting for its first fetch when the
  // next route starts (a hash change right after loading) then fills a detached holder, not the view.
  const root = h("div", { class: "page" });
  view.append(root);
  try {
    await state.page.render(root, params, state);
  } catch (e) {
    root.append(h("p", { class: "error" }, t("error") + e.message));
  }
}

function showLogin(message) {
  renderChrome();
  const root = clear(document.getElementById("view"));
  const open = state.health && state.health.open;
  const keyInput = h("input", { id: "login-key", type: "password", autocomplete: "off", value: auth.key });
  const userInput = h("input", { id: "login-user", type: "text", value: auth.user || (open ? "default" : "") });
  const form = h("form", { class: "card login", onsubmit: async (ev) => {
    ev.preventDefault();
    auth.save(keyInput.value.trim(), userInput.value.trim());
    await signIn();
  } },
    h("h1", {}, t("login.title")),
    open ? h("p", { class: "note" }, t("login.open")) : loginHint(),
    h("label", {}, t("login.key"), keyInput),
    h("label", {}, t("login.user"), userInput),
    message ? h("p", { class: "error" }, t("login.bad") + message) : null,
    h("button", { class: "btn primary", type: "submit" }, t("login.submit")));
  root.append(form);
}

/** The hint with the command as code (a command is not translated, and copy holds no markup). */
function loginHint() {
  const [before, after] = t("login.hint").split("{cmd}");
  return h("p", { class: "muted hint" }, before, h("code", {}, "jiyi keys create --user " + t("login.hint.name")), after);
}

function onEvent(type, data) {
  if (state.page && state.page.onEvent) state.page.onEvent(type, data);
}

async function signIn() {
  try {
    // Signed in only once everything the pages need is here: a hash change meanwhile (a link opened while the
    // page loads) then waits for the route below instead of rendering its page a second time.
    const me = await api("/api/me");
    setTimeZone((await api("/api/settings")).timezone);
    state.me = me;
  } catch (e) {
    state.me = null;
    showLogin(e.message);
    return;
  }
  if (state.stopEvents) state.stopEvents();
  const live = document.getElementById("live");
  state.stopEvents = followEvents(onEvent, (on) => {
    live.className = "live " + (on ? "on" : "off");
    live.title = t(on ? "live.on" : "live.off");
  });
  await route();
}

async function boot() {
  setLang(lang());
  document.getElementById("lang").addEventListener("click", () => {
    setLang(lang() === "zh" ? "en" : "zh");
    state.me ? route() : showLogin();
  });
  document.getElementById("logout").addEventListener("click", () => {
    auth.clear();
    state.me = null;
    if (state.stopEvents) state.stopEvents();
    showLogin();
  });
  window.addEventListener("hashchange", route);
  state.health = (await raw("/health")).data;
  if (!auth.key && !state.health.open) return showLogin();
  if (!auth.key && state.health.open && !auth.user) return showLogin();
  await signIn();
}

window.jiyi = { toast };
boot();
