// Proposed memories (seed 003 §4.4): with auto-extract off, what the assistant would remember waits here for
// the user's yes or no. Shown above the memory list while there are any; an expired one (not answered in
// time) is kept and can still be answered — nothing is lost for not answering.
import { api } from "../api.js";
import { clear, h, relTime, toast, typeLabel } from "../dom.js";
import { typeIcon } from "../icons.js";
import { t } from "../i18n.js";

/** The panel (hidden while nothing waits); it loads itself. `reload()` on it fetches again. */
export function proposalsPanel() {
  const list = h("div", { class: "cards" });
  const panel = h("section", { class: "card proposals", id: "proposals", hidden: true },
    h("h2", {}, t("prop.title")), h("p", { class: "muted" }, t("prop.hint")), list);
  panel.reload = () => load(panel, list);
  panel.reload();
  return panel;
}

async function load(panel, list) {
  const [pending, expired] = await Promise.all([
    api("/api/proposals", { query: { status: "pending" } }),
    api("/api/proposals", { query: { status: "expired" } }),
  ]);
  clear(list);
  for (const p of [...pending, ...expired]) list.append(card(panel, p));
  panel.hidden = list.children.length === 0;
}

function card(panel, p) {
  const buttons = h("div", { class: "actions" },
    h("button", { class: "btn primary", type: "button", "data-act": "confirm", onclick: () => answer("confirm") },
      t("prop.confirm")),
    h("button", { class: "btn", type: "button", "data-act": "reject", onclick: () => answer("reject") },
      t("prop.reject")));
  const el = h("article", { class: "card proposal", id: "prop-" + p.id, "data-status": p.status },
    h("div", { class: "meta" },
      h("span", { class: "type" }, typeIcon(p.type), " ", typeLabel(p.type)),
      h("span", { class: "muted" }, relTime(p.created_at)),
      p.status === "expired" ? h("span", { class: "badge" }, t("prop.expired")) : null),
    h("p", { class: "content" }, p.content),
    buttons);

  async function answer(act) {
    for (const b of buttons.querySelectorAll("button")) b.disabled = true;
    try {
      await api(`/api/proposals/${encodeURIComponent(p.id)}/${act}`, { method: "POST" });
      toast(t(act === "confirm" ? "prop.confirmed" : "prop.rejected", { c: p.content }));
      el.remove();
      panel.hidden = !panel.querySelector("article.proposal");
    } catch (e) {
      toast(t("error") + e.message, "error");
      panel.reload(); // answered elsewhere meanwhile (409): show the list as it is now
    }
  }
  return el;
}
