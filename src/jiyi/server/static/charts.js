// Small SVG charts drawn by hand (no library, nothing fetched). Labels are text nodes, never markup.
import { h, s } from "./dom.js";

export const COLORS = ["#3a6df0", "#2f9e5b", "#f0a020", "#d64545", "#8e5cd9", "#17a2b8", "#e83e8c", "#6b7385", "#20c997", "#fd7e14"];

/** Horizontal bars: rows of {label, value, href?}. */
export function hbars(rows, { width = 440, bar = 18, gap = 8, label = 130, id } = {}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const height = Math.max(bar, rows.length * (bar + gap));
  const svg = s("svg", { class: "chart hbars", id, viewBox: `0 0 ${width} ${height}`, role: "img" });
  rows.forEach((r, i) => {
    const y = i * (bar + gap);
    const w = Math.max(2, ((width - label - 50) * r.value) / max);
    const text = s("text", { x: label - 6, y: y + bar * 0.72, "text-anchor": "end" }, r.label);
    const rect = s("rect", { x: label, y, width: w, height: bar, rx: 4, fill: r.color || COLORS[i % COLORS.length] },
      s("title", {}, `${r.label}: ${r.value}`));
    const val = s("text", { class: "v", x: label + w + 6, y: y + bar * 0.72 }, String(r.value));
    if (r.href) svg.append(s("a", { href: r.href }, text, rect, val));
    else svg.append(text, rect, val);
  });
  return svg;
}

/** Columns over time: points of {label, value}; every `every`-th label is written. */
export function columns(points, { width = 440, height = 160, every = 7, id } = {}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const base = height - 20;
  const step = width / Math.max(1, points.length);
  const svg = s("svg", { class: "chart columns", id, viewBox: `0 0 ${width} ${height}`, role: "img" });
  svg.append(s("line", { x1: 0, x2: width, y1: base, y2: base, stroke: "#e3e6ec" }));
  svg.append(s("text", { x: 2, y: 10 }, String(max)));
  points.forEach((p, i) => {
    const hgt = ((base - 14) * p.value) / max;
    svg.append(s("rect", { x: i * step + 1, y: base - hgt, width: Math.max(1, step - 2), height: hgt, rx: 2, fill: COLORS[0] },
      s("title", {}, `${p.label}: ${p.value}`)));
    const last = i === points.length - 1;
    if ((i % every === 0 && points.length - 1 - i >= every / 2) || last) {
      // The first and last labels are anchored at their edge: centred on the outer columns they were cut off.
      const [x, anchor] = i === 0 ? [0, "start"] : last ? [width, "end"] : [i * step + step / 2, "middle"];
      svg.append(s("text", { x, y: height - 4, "text-anchor": anchor }, p.label));
    }
  });
  return svg;
}

/** A donut with a legend: parts of {label, value}. */
export function donut(parts, { size = 140, id } = {}) {
  const total = parts.reduce((a, p) => a + p.value, 0);
  const r = size / 2 - 14;
  const c = 2 * Math.PI * r;
  const svg = s("svg", { class: "chart donut", id, viewBox: `0 0 ${size} ${size}`, width: size, height: size, role: "img" });
  svg.append(s("circle", { cx: size / 2, cy: size / 2, r, fill: "none", stroke: "#eef0f4", "stroke-width": 22 }));
  let offset = 0;
  parts.forEach((p, i) => {
    if (!p.value) return;
    const len = (c * p.value) / Math.max(1, total);
    svg.append(s("circle", {
      cx: size / 2, cy: size / 2, r, fill: "none", stroke: p.color || COLORS[i % COLORS.length], "stroke-width": 22,
      "stroke-dasharray": `${len} ${c - len}`, "stroke-dashoffset": -offset, transform: `rotate(-90 ${size / 2} ${size / 2})`,
    }, s("title", {}, `${p.label}: ${p.value}`)));
    offset += len;
  });
  svg.append(s("text", { class: "v", x: size / 2, y: size / 2 + 6, "text-anchor": "middle", "font-size": 18 }, String(total)));
  const legend = h("ul", { class: "list-plain legend" }, parts.map((p, i) =>
    h("li", { dataset: { key: p.key || "", value: p.value } }, h("span", { class: "dot", style: `background:${p.color || COLORS[i % COLORS.length]}` }), `${p.label}: ${p.value}`)));
  return h("div", { class: "row" }, svg, legend);
}
