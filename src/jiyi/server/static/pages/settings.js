// Settings (seed 000, seed 003 §8.3): memory switches, extraction timing, retention; the user's API keys.
import { api } from "../api.js";
import { absTime, clear, h, setTimeZone, toast } from "../dom.js";
import { lang, setLang, t } from "../i18n.js";
import { icon } from "../icons.js";

const SWITCHES = ["memory_enabled", "auto_extract", "show_references", "temporary_mode", "filter_sensitive"];
const ZONES = ["Asia/Shanghai", "Asia/Hong_Kong", "Asia/Taipei", "Asia/Singapore", "Asia/Tokyo", "Asia/Seoul",
  "Asia/Kolkata", "Asia/Dubai", "Europe/London", "Europe/Paris", "Europe/Berlin", "Europe/Moscow",
  "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "America/Sao_Paulo",
  "Australia/Sydney", "Pacific/Auckland", "UTC"];
const NUMBERS = [
  ["memory_silent_minutes", 0, 10080, "any"],
  ["memory_context_messages", 0, 100, 1],
  ["retention_days", 1, 3650, 1],
  ["reminder_lead_minutes", 0, 10080, 1],
  ["proposal_expiry_days", 1, 3650, 1],
];

export async function render(root, params, app) {
  const settings = await api("/api/settings");
  const form = h("div", { class: "form", id: "settings-form" });
  for (const name of SWITCHES) {
    const box = h("input", { type: "checkbox", name, id: "set-" + name, checked: settings[name],
      onchange: () => save({ [name]: box.checked }, box) });
    form.append(h("label", { class: "check" }, box, h("span", {}, t("set." + name), help(name))));
  }
  for (const [name, min, max, step] of NUMBERS) {
    const input = h("input", { type: "number", name, id: "set-" + name, min, max, step, value: settings[name],
      onchange: () => {
        const value = Number(input.value);
        if (input.value === "" || Number.isNaN(value)) return;
        save({ [name]: value }, input);
      } });
    form.append(h("label", { class: "num" }, h("span", {}, t("set." + name), help(name)), input));
  }
  // Any IANA name may be typed; the list offers the common ones. The server refuses an unknown name (422).
  const zones = h("datalist", { id: "zones" }, ...ZONES.map((z) => h("option", { value: z })));
  const zone = h("input", { type: "text", name: "timezone", id: "set-timezone", list: "zones", value: settings.timezone,
    autocomplete: "off", spellcheck: "false", onchange: async () => {
      const value = zone.value.trim();
      if (!value) return;
      if (await save({ timezone: value }, zone)) setTimeZone(value);
    } });
  form.append(h("label", { class: "num" }, h("span", {}, t("set.timezone"), help("timezone")), zone, zones));
  const langSel = h("select", { id: "set-language", onchange: () => { setLang(langSel.value); location.reload(); } },
    h("option", { value: "zh" }, "中文"), h("option", { value: "en" }, "English"));
  langSel.value = lang();
  form.append(h("label", { class: "num" }, h("span", {}, t("set.language")), langSel));
  root.append(h("section", { class: "card" }, h("h2", {}, icon("brain"), " ", t("set.memory")), form));
  const keys = h("section", { class: "card", id: "keys" }, h("h2", {}, icon("key"), " ", t("set.keys")));
  root.append(keys);
  await renderKeys(keys, app);
}

/** A line under a setting's label saying what it does. */
function help(name) {
  return h("small", { class: "help", id: "help-" + name }, t("set." + name + ".help"));
}

async function save(change, input) {
  try {
    await api("/api/settings", { method: "PUT", body: change });
    toast(t("saved"));
    input.classList.remove("invalid");
    return true;
  } catch (e) {
    input.classList.add("invalid");
    toast(t("error") + e.message, "error");
    return false;
  }
}

async function renderKeys(section, app) {
  const body = h("div", {});
  section.append(body);
  if (app.me.open) {
    body.append(h("p", { class: "muted" }, t("set.keys.open")));
    return;
  }
  const list = h("ul", { class: "keys", id: "key-list" });
  const fresh = h("div", { id: "key-fresh" });
  const name = h("input", { type: "text", id: "key-name", placeholder: t("set.keys.name"), maxlength: 100 });
  const refresh = async () => {
    const keys = await api("/api/keys");
    clear(list);
    if (!keys.length) list.append(h("li", { class: "muted" }, t("set.keys.none")));
    for (const k of keys) {
      const current = k.id === app.me.key_id;
      list.append(h("li", { dataset: { id: k.id } },
        h("code", {}, k.prefix + "…"), h("span", {}, k.name || "—"),
        h("span", { class: "muted" }, t("set.keys.created", { d: absTime(k.created_at) })),
        current ? h("span", { class: "badge" }, icon("check")) : null,
        h("button", { type: "button", class: "btn small danger", "data-act": "revoke", disabled: current, onclick: async () => {
          await api(`/api/keys/${encodeURIComponent(k.id)}`, { method: "DELETE" });
          toast(t("set.keys.revoked"));
          await refresh();
        } }, t("set.keys.revoke"))));
    }
  };
  const create = h("button", { type: "button", class: "btn primary", id: "key-create", onclick: async () => {
    try {
      const out = await api("/api/keys", { method: "POST", body: { name: name.value.trim() } });
      clear(fresh).append(h("p", {}, t("set.keys.once")), h("code", { class: "secret", id: "key-secret" }, out.secret));
      name.value = "";
      await refresh();
    } catch (e) {
      toast(t("error") + e.message, "error");
    }
  } }, t("set.keys.create"));
  body.append(list, h("div", { class: "row" }, name, create), fresh);
  await refresh();
}
