// Icons as inline SVG, drawn here: no emoji (they render as empty boxes where no emoji font is installed),
// no icon font, nothing fetched. Each is a few strokes on a 24x24 grid, coloured by the text around it.
import { s } from "./dom.js";

const PATHS = {
  brain: ["M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a2 2 0 0 0-3-1z",
    "M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1"],
  heart: ["M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"],
  bulb: ["M9 18h6", "M10 21h4", "M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z"],
  alert: ["M12 3 2 20h20z", "M12 10v4", "M12 17v.5"],
  target: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z", "M12 11.5v1"],
  check: ["M4 12l5 5L20 6"],
  todo: ["M4 4h16v16H4z", "M8 12l3 3 5-6"],
  user: ["M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z", "M4 21c0-4 4-6 8-6s8 2 8 6"],
  users: ["M9 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z", "M2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5", "M16 5.5a3 3 0 0 1 0 6",
    "M18 14.5c2.4.6 4 2.4 4 5"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3v4", "M16 3v4"],
  chat: ["M4 5h16v11H9l-5 4z"],
  book: ["M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z", "M4 21V5", "M8 7h8"],
  star: ["M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z"],
  pin: ["M9 3h6l-1 6 4 4H6l4-4z", "M12 13v8"],
  key: ["M8 11a4 4 0 1 0 0 8 4 4 0 0 0 0-8z", "M11 12l9-9", "M17 6l3 3", "M15 8l2 2"],
  lock: ["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"],
  mask: ["M3 8h18v3a4 4 0 0 1-4 4h-1l-2-2h-4l-2 2H7a4 4 0 0 1-4-4z"],
  broom: ["M14 3l-4 8", "M6 12h8l2 9H4z"],
  stop: ["M7 7h10v10H7z"],
  place: ["M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z", "M12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"],
  org: ["M4 21V5h10v16", "M14 9h6v12", "M3 21h18", "M7 8h4", "M7 12h4", "M7 16h4", "M17 13v1", "M17 17v1"],
  pet: ["M12 12c-3 0-6 3.5-6 6a2.5 2.5 0 0 0 3.5 2.2c1.6-.7 3.4-.7 5 0A2.5 2.5 0 0 0 18 18c0-2.5-3-6-6-6z",
    "M5 8.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6z", "M19 8.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6z",
    "M9 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6z", "M15 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6z"],
  thing: ["M12 3l8 4.5v9L12 21l-8-4.5v-9z", "M4 7.5l8 4.5 8-4.5", "M12 12v9"],
  merge: ["M6 3v6a6 6 0 0 0 6 6h0a6 6 0 0 1 6 6", "M18 3v6a6 6 0 0 1-6 6", "M9 18l3 3 3-3"],
  split: ["M12 21v-6a6 6 0 0 0-6-6V3", "M12 15a6 6 0 0 1 6-6V3", "M3 6l3-3 3 3", "M15 6l3-3 3 3"],
  review: ["M9 4h6v3H9z", "M7 5H5v16h14V5h-2", "M8 13l3 3 5-6"],
};

const TYPES = {
  preference: "heart", fact: "bulb", lesson: "alert", plan: "target", todo: "todo", personal: "user",
  event: "calendar", person: "users", context: "chat", episode: "book", core: "star", manual: "pin",
};

/** An icon by name: an <svg> element, hidden from screen readers (the text next to it says what it is). */
export function icon(name) {
  return s("svg", { class: "icon", viewBox: "0 0 24 24", width: 16, height: 16, fill: "none", stroke: "currentColor",
    "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round", "aria-hidden": "true", "data-icon": name },
  (PATHS[name] || PATHS.brain).map((d) => s("path", { d })));
}

// The icon of each kind of entity (jiyi._entity_models.ENTITY_KINDS).
const KINDS = { person: "user", place: "place", org: "org", pet: "pet", thing: "thing", event: "calendar" };

/** The icon of an entity's kind (person, place, org, pet, thing, event). */
export function kindIcon(kind) {
  return icon(KINDS[kind] || "thing");
}

/** The icon of a memory type (an unknown type gets the brain). */
export function typeIcon(type) {
  return icon(TYPES[type] || "brain");
}
