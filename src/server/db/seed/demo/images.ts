// Generated SVG images for the demo data: employer logos (initials on a coloured shape) and flat
// landscape header illustrations per motif. Deterministic: the same arguments give the same SVG.

import { createRandom } from "../supply/random.ts";
import type { DemoEmployer, DemoJob } from "./types.ts";

type Motif = DemoJob["headerMotif"];

const W = 1600;
const H = 600;

// ── Helpers ───────────────────────────────────────────────────────────────────

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** FNV-1a with a final avalanche, so that "field|0" and "field|1" give unrelated seeds. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Cycles through `items` with the image variant, so consecutive variants differ visibly. */
  vary<T>(items: readonly T[]): T;
}

function createRng(seed: number, variant = 0): Rng {
  const { next } = createRandom(seed);
  let calls = 0;
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    vary: <T>(items: readonly T[]): T => items[(Math.abs(variant) + calls++) % items.length]!,
  };
}

/** Numbers with at most one decimal keep the files small. */
const f = (x: number) => String(Math.round(x * 10) / 10);

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend between two hex colours, t = 0 gives a. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return `#${ca
    .map((v, i) => Math.round(v + (cb[i]! - v) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

/** A smooth ridge line across the picture, closed to the bottom edge. */
function ridge(rng: Rng, base: number, amplitude: number, fill: string, segments = 7): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    points.push([(i / segments) * (W + 200) - 100, base + rng.range(-amplitude, amplitude)]);
  }
  let d = `M-100 ${H + 10}L${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += `Q${f(x)} ${f(y)} ${f((x + nx) / 2)} ${f((y + ny) / 2)}`;
  }
  const last = points[points.length - 1]!;
  d += `L${f(last[0])} ${f(last[1])}L${W + 100} ${H + 10}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

function sky(id: string, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

function sun(rng: Rng, color: string, yMax = 150): string {
  const x = rng.range(150, W - 150);
  const y = rng.range(70, yMax);
  const r = rng.range(34, 52);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.1)}" fill="${color}" opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/>`;
}

function clouds(rng: Rng, count: number, opacity = 0.85): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(60, W - 160);
    const y = rng.range(50, 190);
    const s = rng.range(0.7, 1.3);
    out +=
      `<g fill="#ffffff" opacity="${f(opacity)}">` +
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(70 * s)}" ry="${f(20 * s)}"/>` +
      `<ellipse cx="${f(x + 30 * s)}" cy="${f(y - 16 * s)}" rx="${f(42 * s)}" ry="${f(24 * s)}"/>` +
      `<ellipse cx="${f(x - 28 * s)}" cy="${f(y - 8 * s)}" rx="${f(30 * s)}" ry="${f(17 * s)}"/>` +
      `</g>`;
  }
  return out;
}

/** Deciduous tree: trunk and two or three overlapping round crowns. */
function roundTree(
  rng: Rng,
  x: number,
  groundY: number,
  size: number,
  crown: string,
  trunk = "#6b4a2f",
): string {
  const h = size * 1.1;
  const r = size * 0.55;
  const cy = groundY - h;
  let out = `<rect x="${f(x - size * 0.06)}" y="${f(cy)}" width="${f(size * 0.12)}" height="${f(h)}" fill="${trunk}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="${crown}"/>`;
  out += `<circle cx="${f(x - r * 0.55)}" cy="${f(cy + r * 0.25)}" r="${f(r * rng.range(0.55, 0.75))}" fill="${darken(crown, 0.08)}"/>`;
  out += `<circle cx="${f(x + r * 0.5)}" cy="${f(cy + r * 0.2)}" r="${f(r * rng.range(0.55, 0.75))}" fill="${lighten(crown, 0.08)}"/>`;
  return out;
}

/** Conifer made of three stacked triangles. */
function conifer(x: number, groundY: number, height: number, fill: string): string {
  const w = height * 0.42;
  let d = `M${f(x - height * 0.03)} ${f(groundY)}h${f(height * 0.06)}v${f(-height * 0.12)}h${f(-height * 0.06)}Z`;
  for (let i = 0; i < 3; i++) {
    const top = groundY - height + i * height * 0.24;
    const bottom = top + height * 0.5;
    const half = w * (0.55 + i * 0.25);
    d += `M${f(x)} ${f(top)}L${f(x + half)} ${f(bottom)}L${f(x - half)} ${f(bottom)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Perspective stripes from a vanishing point down to the bottom edge. */
function perspectiveStripes(
  horizon: number,
  vx: number,
  colors: readonly string[],
  count: number,
): string {
  const vy = horizon - 90;
  const span = W * 2.4;
  let out = "";
  for (let i = 0; i < count; i++) {
    const b0 = vx - span / 2 + (i / count) * span;
    const b1 = vx - span / 2 + ((i + 1) / count) * span;
    const t = (horizon - vy) / (H - vy);
    const t0 = vx + (b0 - vx) * t;
    const t1 = vx + (b1 - vx) * t;
    out += `<path d="M${f(t0)} ${f(horizon)}L${f(t1)} ${f(horizon)}L${f(b1)} ${H}L${f(b0)} ${H}Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

// ── Motifs ────────────────────────────────────────────────────────────────────

interface Scene {
  title: string;
  body: string;
  /** Mean colour, painted behind a blurred scene so its edges do not fade. */
  base: string;
}

const SKIES = [
  ["#8ec5e8", "#e6f3fa"],
  ["#7fb6df", "#f3efe0"],
  ["#a3cde8", "#fdf1df"],
  ["#9bc9e4", "#eef6ea"],
] as const;

function field(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  const crops = rng.vary([
    ["#c9a646", "#b8923a"],
    ["#7aa64a", "#5f8a3a"],
    ["#a07850", "#8b6742"],
    ["#d8c067", "#c6ab55"],
  ] as const);
  const horizon = rng.range(360, 390);
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff3c4") + clouds(rng, 3);
  body += ridge(rng, 290, 30, "#a9c7a4");
  body += ridge(rng, 335, 25, "#7fae6a");
  // A rapeseed or meadow strip in the middle distance with a small barn.
  body += ridge(rng, horizon - 18, 8, rng.pick(["#e6cf4c", "#9cc36b", "#b5cf73"]), 5);
  const barnX = rng.range(180, W - 260);
  const barnY = horizon - 20;
  body +=
    `<rect x="${f(barnX)}" y="${f(barnY - 46)}" width="90" height="46" fill="#a4472f"/>` +
    `<path d="M${f(barnX - 8)} ${f(barnY - 44)}L${f(barnX + 45)} ${f(barnY - 78)}L${f(barnX + 98)} ${f(barnY - 44)}Z" fill="#6e3b2c"/>` +
    `<rect x="${f(barnX + 34)}" y="${f(barnY - 28)}" width="22" height="28" fill="#5a2f22"/>`;
  for (let i = 0; i < 4; i++)
    body += roundTree(
      rng,
      barnX + 120 + i * rng.range(30, 46),
      barnY,
      rng.range(26, 38),
      "#4f7d3d",
    );
  body += perspectiveStripes(horizon, rng.range(500, 1100), crops, 46);
  return { title: "Feld mit Ackerfurchen", body, base: crops[0] };
}

function garden(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  const lawn = rng.vary(["#8cc06a", "#7db65c", "#93c574"]);
  const hedge = rng.pick(["#3f7a45", "#356d3c", "#487f3f"]);
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff0b8") + clouds(rng, 2);
  // Background tree line.
  for (let x = -40; x < W + 80; x += rng.range(70, 110)) {
    body += roundTree(rng, x, 300, rng.range(60, 95), rng.pick(["#5d8f4e", "#4f8446", "#6a9a55"]));
  }
  body += `<rect x="0" y="290" width="${W}" height="${H - 290}" fill="${lawn}"/>`;
  // Mown stripes.
  for (let i = 0; i < 8; i++) {
    body += `<rect x="0" y="${f(300 + i * 40)}" width="${W}" height="20" fill="#ffffff" opacity="0.06"/>`;
  }
  body += `<rect x="-20" y="262" width="${W + 40}" height="52" rx="24" fill="${hedge}"/>`;
  // Gravel path winding towards the hedge.
  const px = rng.range(600, 1000);
  body += `<path d="M${f(px - 30)} 312C${f(px - 80)} 400 ${f(px + 120)} 470 ${f(px - 60)} ${H}L${f(px + 260)} ${H}C${f(px + 320)} 480 ${f(px + 60)} 400 ${f(px + 30)} 312Z" fill="#e5d7b8"/>`;
  // Flower borders.
  const colors = ["#e8505b", "#f7c948", "#f2f2f2", "#b774d6", "#f28c38", "#ef8fb0"];
  for (let i = 0; i < 70; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = side < 0 ? rng.range(40, px - 120) : rng.range(px + 260, W - 40);
    const y = rng.range(330, 380);
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(5, 9))}" fill="${rng.pick(colors)}"/>`;
  }
  body += `<rect x="0" y="372" width="${W}" height="10" fill="${darken(lawn, 0.1)}" opacity="0.5"/>`;
  // Free-standing trees in front.
  body += roundTree(rng, rng.range(120, 330), 520, rng.range(110, 150), "#4b8a3f");
  body += roundTree(rng, rng.range(1250, 1480), 540, rng.range(120, 160), "#3f7d3a");
  // Clipped box balls.
  for (let i = 0; i < 5; i++) {
    const x = rng.range(380, 1200);
    if (Math.abs(x - px - 100) < 220) continue;
    body += `<ellipse cx="${f(x)}" cy="${f(rng.range(470, 540))}" rx="38" ry="30" fill="${hedge}"/>`;
  }
  return { title: "Garten mit Hecken, Rasen und Weg", body, base: lawn };
}

function nursery(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  const ground = rng.vary(["#b9a57f", "#a99673", "#c2b08a"]);
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff3c4") + clouds(rng, 3);
  body += ridge(rng, 275, 25, "#a6c5a0");
  for (let x = -30; x < W + 60; x += rng.range(55, 90)) {
    body += roundTree(rng, x, 310, rng.range(40, 70), rng.pick(["#5e8f52", "#6e9c5a", "#4e8048"]));
  }
  body += `<rect x="0" y="305" width="${W}" height="${H - 305}" fill="${ground}"/>`;
  const pots = rng.pick(["#2f2f2f", "#b4552d", "#3b3b3b"]);
  const greens = ["#4f8a3c", "#6aa049", "#3d7a3a", "#7bb058", "#5b9645"];
  const rows = [
    { y: 345, s: 0.42 },
    { y: 400, s: 0.58 },
    { y: 475, s: 0.8 },
    { y: 585, s: 1.1 },
  ];
  for (const { y, s } of rows) {
    body += `<rect x="0" y="${f(y - 8 * s)}" width="${W}" height="${f(22 * s)}" fill="#4a4a44" opacity="0.35"/>`;
    const shape = rng.pick(["round", "cone", "column"] as const);
    const gap = 72 * s;
    for (let x = rng.range(0, gap) - gap; x < W + gap; x += gap * rng.range(0.95, 1.05)) {
      const potW = 34 * s;
      const potH = 30 * s;
      const green = rng.pick(greens);
      const trunkH = shape === "round" ? 46 * s : 12 * s;
      body += `<rect x="${f(x - 2.5 * s)}" y="${f(y - potH - trunkH)}" width="${f(5 * s)}" height="${f(trunkH)}" fill="#6b4a2f"/>`;
      const cy = y - potH - trunkH;
      if (shape === "round")
        body += `<circle cx="${f(x)}" cy="${f(cy - 18 * s)}" r="${f(rng.range(22, 27) * s)}" fill="${green}"/>`;
      else if (shape === "cone")
        body += `<path d="M${f(x)} ${f(cy - 92 * s)}L${f(x + 24 * s)} ${f(cy + 4 * s)}L${f(x - 24 * s)} ${f(cy + 4 * s)}Z" fill="${green}"/>`;
      else
        body += `<ellipse cx="${f(x)}" cy="${f(cy - 38 * s)}" rx="${f(15 * s)}" ry="${f(44 * s)}" fill="${green}"/>`;
      body += `<path d="M${f(x - potW / 2)} ${f(y - potH)}h${f(potW)}l${f(-4 * s)} ${f(potH)}h${f(-potW + 8 * s)}Z" fill="${pots}"/>`;
    }
  }
  return { title: "Baumschule mit Reihen junger Bäume in Töpfen", body, base: ground };
}

function greenhouse(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff3c4", 120) + clouds(rng, 2);
  body += ridge(rng, 300, 25, "#a9c9a2");
  body += `<rect x="0" y="420" width="${W}" height="${H - 420}" fill="#93b56f"/>`;
  body += `<rect x="0" y="500" width="${W}" height="${H - 500}" fill="#cbbd9c"/>`;
  const span = rng.pick([140, 160, 180]);
  const bays = rng.pick([6, 7]);
  const width = span * bays;
  const x0 = rng.range(120, W - width - 120);
  const eave = 230;
  const ridgeY = eave - span * 0.32;
  const floor = 500;
  // Plants inside, drawn first so the glass tints them.
  const flower = rng.pick(["#e84d6a", "#f3b23a", "#d96bd0", "#ffffff", "#ef6c3a"]);
  for (let row = 0; row < 5; row++) {
    const y = 360 + row * 30;
    for (let x = x0 + 14; x < x0 + width - 10; x += 22) {
      const r = 11 + row * 1.5;
      body += `<circle cx="${f(x + (row % 2) * 11)}" cy="${f(y)}" r="${f(r)}" fill="${row % 2 ? "#4f8f45" : "#5f9d4c"}"/>`;
      if ((x + row * 7) % 3 < 1.5)
        body += `<circle cx="${f(x + (row % 2) * 11)}" cy="${f(y - r * 0.5)}" r="${f(r * 0.4)}" fill="${flower}"/>`;
    }
  }
  body += `<rect x="${f(x0 + 4)}" y="${f(floor - 10)}" width="${f(width - 8)}" height="10" fill="#6d6d68"/>`;
  // Glass walls and roofs.
  let roof = `M${f(x0)} ${f(eave)}`;
  for (let i = 0; i < bays; i++)
    roof += `L${f(x0 + i * span + span / 2)} ${f(ridgeY)}L${f(x0 + (i + 1) * span)} ${f(eave)}`;
  body += `<path d="${roof}Z" fill="#d9eef5" opacity="0.75"/>`;
  body += `<rect x="${f(x0)}" y="${f(eave)}" width="${f(width)}" height="${f(floor - eave)}" fill="#dff2f7" opacity="0.42"/>`;
  // Reflections, clipped to the glass walls.
  body += `<defs><clipPath id="${id}-glass"><rect x="${f(x0)}" y="${f(eave)}" width="${f(width)}" height="${f(floor - eave)}"/></clipPath></defs><g clip-path="url(#${id}-glass)">`;
  for (let i = 0; i < bays; i += 2) {
    const x = x0 + i * span + span * 0.6;
    body += `<path d="M${f(x)} ${f(eave)}h50l-120 ${f(floor - eave)}h-50Z" fill="#ffffff" opacity="0.2"/>`;
  }
  body += `</g>`;
  // Frame.
  let frame = `M${f(x0)} ${f(eave)}H${f(x0 + width)}M${f(x0)} ${f(eave + (floor - eave) * 0.55)}H${f(x0 + width)}`;
  for (let x = x0; x <= x0 + width + 0.5; x += span / 4) frame += `M${f(x)} ${f(eave)}V${floor}`;
  body += `<path d="${frame}" stroke="#f8fbfc" stroke-width="4" fill="none"/>`;
  body += `<path d="${roof}" stroke="#f8fbfc" stroke-width="5" fill="none" stroke-linejoin="round"/>`;
  body += `<rect x="${f(x0)}" y="${f(eave)}" width="${f(width)}" height="${f(floor - eave)}" fill="none" stroke="#eef5f7" stroke-width="6"/>`;
  // Door.
  const door = x0 + span * Math.floor(bays / 2) + span * 0.25;
  body += `<rect x="${f(door)}" y="${f(floor - 120)}" width="${f(span / 2)}" height="120" fill="#cfe6ee" opacity="0.8" stroke="#f8fbfc" stroke-width="4"/>`;
  // Shrubs beside the house.
  for (let i = 0; i < 3; i++) {
    body += `<ellipse cx="${f(x0 - 40 - i * 60)}" cy="${f(floor - 10)}" rx="42" ry="30" fill="#4f8a3c"/>`;
    body += `<ellipse cx="${f(x0 + width + 40 + i * 60)}" cy="${f(floor - 8)}" rx="40" ry="28" fill="#5a9445"/>`;
  }
  return { title: "Gewächshaus mit Pflanzen", body, base: "#b5cdb8" };
}

function forest(rng: Rng, id: string): Scene {
  const palette = rng.vary([
    {
      top: "#b7d3e3",
      bottom: "#f1ead8",
      meadow: "#9fb86a",
      layers: ["#a9c1b5", "#7f9f8c", "#557a62", "#2f5640", "#1d3b2b"],
    },
    {
      top: "#9fc4d8",
      bottom: "#e9f0e4",
      meadow: "#8fb36b",
      layers: ["#a7bfb8", "#7c9c93", "#4f7866", "#2e5445", "#1b372c"],
    },
    {
      top: "#f2c9a0",
      bottom: "#f9ecd6",
      meadow: "#b3b96c",
      layers: ["#b9b6a0", "#8c9a7f", "#5d7a5c", "#36573e", "#213a29"],
    },
  ]);
  let body = sky(`${id}-sky`, palette.top, palette.bottom) + sun(rng, "#fff4cf", 130);
  const layers = palette.layers.slice(0, 4);
  layers.forEach((color, layer) => {
    const base = 280 + layer * 58;
    const height = 80 + layer * 38;
    const amplitude = 10 + layer * 4;
    body += ridge(rng, base - amplitude, amplitude, color, 6);
    for (let x = -40; x < W + 60; x += height * rng.range(0.28, 0.42)) {
      body += conifer(x, base + rng.range(0, 20), height * rng.range(0.8, 1.15), color);
    }
    if (layer < layers.length - 1) {
      body += `<rect x="0" y="${f(base + 10)}" width="${W}" height="60" fill="#ffffff" opacity="0.12"/>`;
    }
  });
  // A sunny clearing in front with a few young trees.
  body += ridge(rng, 505, 12, palette.meadow, 5);
  for (let i = 0; i < 7; i++)
    body += conifer(
      rng.range(40, W - 40),
      rng.range(540, 598),
      rng.range(60, 130),
      palette.layers[4]!,
    );
  return { title: "Nadelwald in mehreren Schichten", body, base: palette.layers[2]! };
}

function orchard(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  const grass = rng.vary(["#9ccc6b", "#8fbf5e", "#a5cf77"]);
  const fruit = rng.pick(["#d63a2f", "#c8282a", "#e2573a", "#b8232f"]);
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff0b8") + clouds(rng, 3);
  body += ridge(rng, 290, 28, "#a9c7a4");
  body += `<rect x="0" y="320" width="${W}" height="${H - 320}" fill="${grass}"/>`;
  const rows = [
    { y: 345, s: 0.35 },
    { y: 385, s: 0.5 },
    { y: 445, s: 0.72 },
    { y: 540, s: 1.0 },
  ];
  for (const { y, s } of rows) {
    body += `<rect x="0" y="${f(y - 4 * s)}" width="${W}" height="${f(14 * s)}" fill="${darken(grass, 0.12)}"/>`;
    const gap = 210 * s;
    for (let x = rng.range(0, gap) - gap / 2; x < W + gap; x += gap * rng.range(0.92, 1.08)) {
      const crown = rng.pick(["#4f8a3c", "#5a9645", "#467f37"]);
      const r = rng.range(64, 76) * s;
      const cy = y - 95 * s;
      body += `<rect x="${f(x - 7 * s)}" y="${f(cy)}" width="${f(14 * s)}" height="${f(y - cy)}" fill="#6f4e33"/>`;
      body += `<ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.85)}" fill="${crown}"/>`;
      body += `<ellipse cx="${f(x - r * 0.3)}" cy="${f(cy - r * 0.3)}" rx="${f(r * 0.55)}" ry="${f(r * 0.45)}" fill="${lighten(crown, 0.1)}"/>`;
      for (let k = 0; k < 9; k++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * r * 0.78;
        body += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d * 0.85)}" r="${f(Math.max(2, 7 * s))}" fill="${fruit}"/>`;
      }
    }
  }
  return { title: "Obstplantage mit Apfelbäumen", body, base: grass };
}

function flowers(rng: Rng, id: string): Scene {
  const [top, bottom] = rng.vary(SKIES);
  const palettes = [
    ["#e63946", "#f4d35e", "#f28482", "#9b5de5", "#ffffff", "#f28c28"],
    ["#d7263d", "#f9c80e", "#ff8fab", "#7b2cbf", "#fbfbf2"],
    ["#ef476f", "#ffd166", "#c77dff", "#f78c6b", "#f8f9fa"],
  ];
  const colors = rng.vary(palettes);
  const horizon = 360;
  let body = sky(`${id}-sky`, top, bottom) + sun(rng, "#fff3c4") + clouds(rng, 3);
  body += ridge(rng, 290, 25, "#a7c8a1");
  for (let x = -30; x < W + 60; x += rng.range(60, 120)) {
    body += roundTree(
      rng,
      x,
      horizon + 4,
      rng.range(30, 55),
      rng.pick(["#5d8f4e", "#6a9a55", "#4f8446"]),
    );
  }
  // Beds in perspective, separated by green leaf rows.
  const stripes: string[] = [];
  for (let i = 0; i < 18; i++) {
    stripes.push(colors[i % colors.length]!, "#5c9a45");
  }
  const vx = rng.range(600, 1000);
  body += perspectiveStripes(horizon, vx, stripes, stripes.length);
  // Blossom dots in the foreground beds.
  const vy = horizon - 90;
  const span = W * 2.4;
  for (let i = 0; i < stripes.length; i += 2) {
    const color = stripes[i]!;
    const mid = vx - span / 2 + ((i + 0.5) / stripes.length) * span;
    for (let k = 0; k < 16; k++) {
      const t = 0.35 + (k / 16) * 0.65;
      const y = vy + (H - vy) * t;
      if (y < horizon + 20) continue;
      const x = vx + (mid - vx) * t + rng.range(-14, 14) * t;
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + 9 * t)}" fill="${lighten(color, 0.25)}"/>`;
    }
  }
  return { title: "Bunte Blumenbeete", body, base: "#8fbf6a" };
}

function cemetery(rng: Rng, id: string): Scene {
  const skyColors = rng.vary([
    ["#b9cde0", "#eef1ec"],
    ["#c6d3df", "#f1efe8"],
    ["#aec6d6", "#ece9e0"],
  ] as const);
  const lawn = rng.vary(["#8fb07a", "#86a874", "#98b684"]);
  let body = sky(`${id}-sky`, skyColors[0], skyColors[1]) + clouds(rng, 2, 0.6);
  // Old trees and columnar thujas behind the hedge.
  for (let x = -40; x < W + 80; x += rng.range(90, 150)) {
    body += roundTree(
      rng,
      x,
      310,
      rng.range(80, 120),
      rng.pick(["#4f6f4a", "#5b7a52", "#46654a"]),
      "#5b4636",
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = rng.range(80, W - 80);
    body += `<ellipse cx="${f(x)}" cy="260" rx="${f(rng.range(20, 28))}" ry="${f(rng.range(80, 110))}" fill="#36543b"/>`;
  }
  body += `<rect x="0" y="300" width="${W}" height="${H - 300}" fill="${lawn}"/>`;
  body += `<rect x="-20" y="282" width="${W + 40}" height="42" rx="18" fill="#3f6244"/>`;
  // Path.
  const px = rng.range(650, 950);
  body += `<path d="M${f(px)} 322L${f(px + 60)} 322L${f(px + 220)} ${H}L${f(px - 160)} ${H}Z" fill="#ddd3bf"/>`;
  // Rows of stones with small planted beds.
  const stone = ["#a7a39b", "#8f8c86", "#b9b4aa", "#9a968c", "#c3beb3"];
  const bloom = ["#f4f1ea", "#b9a4d6", "#e7c6d0", "#f0e2a8"];
  const rows = [
    { y: 370, s: 0.45 },
    { y: 430, s: 0.65 },
    { y: 515, s: 0.9 },
    { y: 625, s: 1.2 },
  ];
  for (const { y, s } of rows) {
    const gap = 150 * s;
    for (let x = rng.range(10, gap); x < W; x += gap * rng.range(0.9, 1.15)) {
      const atPath = x > px - 180 * s - 40 && x < px + 60 + 200 * s;
      if (atPath) continue;
      const w = rng.range(40, 56) * s;
      const h = rng.range(56, 80) * s;
      const color = rng.pick(stone);
      const topKind = rng.next();
      const d =
        topKind < 0.5
          ? `M${f(x - w / 2)} ${f(y)}V${f(y - h + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w / 2)} ${f(y - h + w / 2)}V${f(y)}Z`
          : `M${f(x - w / 2)} ${f(y)}V${f(y - h)}H${f(x + w / 2)}V${f(y)}Z`;
      body += `<path d="${d}" fill="${color}"/>`;
      body += `<rect x="${f(x - w * 0.7)}" y="${f(y - 2)}" width="${f(w * 1.4)}" height="${f(14 * s)}" rx="${f(5 * s)}" fill="#4c6e45"/>`;
      for (let k = 0; k < 3; k++) {
        body += `<circle cx="${f(x - w * 0.45 + k * w * 0.45)}" cy="${f(y + 2)}" r="${f(4.5 * s + 1)}" fill="${rng.pick(bloom)}"/>`;
      }
    }
  }
  // A large linden in front.
  body += roundTree(
    rng,
    rng.pick([rng.range(80, 260), rng.range(1340, 1520)]),
    590,
    rng.range(130, 170),
    "#557a4c",
    "#5b4636",
  );
  return { title: "Stiller Friedhofsgarten mit Hecken, Bäumen und Steinen", body, base: lawn };
}

const MOTIFS: Record<Motif, (rng: Rng, id: string) => Scene> = {
  field,
  garden,
  nursery,
  greenhouse,
  forest,
  orchard,
  flowers,
  cemetery,
};

// ── Public API ────────────────────────────────────────────────────────────────

/**
 * A flat landscape illustration for job ad headers (viewBox 1600×600). `seed` varies colours
 * and positions; `blurred` gives the low-resolution placeholder shown while the image loads.
 */
export function headerSvg(
  motif: Motif,
  seed: number,
  options: { blurred?: boolean; width?: number; height?: number } = {},
): string {
  const width = options.width ?? W;
  const height = options.height ?? H;
  const id = `h-${motif}-${seed}`;
  const rng = createRng(hash(`${motif}|${seed}`), seed);
  const scene = MOTIFS[motif](rng, id);
  const content = options.blurred
    ? `<defs><filter id="${id}-blur" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur stdDeviation="12" edgeMode="duplicate"/></filter></defs>` +
      `<rect width="${W}" height="${H}" fill="${scene.base}"/><g filter="url(#${id}-blur)">${scene.body}</g>`
    : scene.body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<title>${escapeXml(scene.title)}</title>${content}</svg>`
  );
}

/** The employer's initials on its logo shape (viewBox 256×256). */
export function logoSvg(employer: DemoEmployer): string {
  const { initials, background, foreground, shape } = employer.logo;
  const bg = escapeXml(background);
  const fg = escapeXml(foreground);
  let shapeSvg: string;
  let cx = 128;
  let cy = 128;
  let scale = 1;
  if (shape === "circle") {
    shapeSvg = `<circle cx="128" cy="128" r="120" fill="${bg}"/>`;
  } else if (shape === "square") {
    shapeSvg = `<rect x="12" y="12" width="232" height="232" rx="40" fill="${bg}"/>`;
  } else {
    // A leaf from bottom left to top right with a short stem and a faint midrib.
    shapeSvg =
      `<path d="M34 222C20 130 64 40 228 28C236 178 150 240 34 222Z" fill="${bg}"/>` +
      `<path d="M34 222L14 242" stroke="${bg}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M52 204C100 150 150 100 206 52" stroke="${fg}" stroke-opacity="0.18" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    cx = 132;
    cy = 130;
    scale = 0.86;
  }
  const letters = [...initials];
  const size = Math.round((letters.length <= 1 ? 128 : letters.length === 2 ? 100 : 76) * scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
    `<title>Logo ${escapeXml(employer.name)}</title>${shapeSvg}` +
    `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" letter-spacing="${letters.length > 1 ? -2 : 0}" fill="${fg}">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}
