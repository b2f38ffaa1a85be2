// Furniture, rooms and landscape: the flat shapes the scenes are built from.
import { circle, d, el, ellipse, g, path, poly, rect, stroke, type Palette, type Pt } from './svg.ts';

let clipCount = 0;

/** A room: wall above `floor`, floor below, a skirting line between. */
export function room(p: Palette, floor: number, wall = p.wash, ground = p.sand): string {
  return g([rect(0, 0, 1200, 630, wall), rect(0, floor, 1200, 630 - floor, ground), rect(0, floor - 8, 1200, 8, p.light)]);
}

/** A window with a view drawn inside it (clipped to the glass), and optional soft light falling from it. */
export function windowFrame(p: Palette, x: number, y: number, w: number, h: number, view: string[], light?: { floor: number; shift: number }): string {
  const id = `w${++clipCount}`;
  const parts = [
    el('clipPath', { id }, rect(x, y, w, h, '#000')),
    rect(x - 12, y - 12, w + 24, h + 24, p.white, 6),
    g([rect(x, y, w, h, '#cfe6f2'), ...view], { 'clip-path': `url(#${id})` }),
    rect(x + w / 2 - 5, y, 10, h, p.white),
    rect(x, y + h / 2 - 5, w, 10, p.white),
    rect(x - 20, y + h + 8, w + 40, 14, p.white, 4),
  ];
  if (light) {
    const { floor, shift } = light;
    parts.push(poly([[x, y + h], [x + w, y + h], [x + w + shift + 60, floor + 40], [x + shift - 20, floor + 40]], p.white, { opacity: 0.35 }));
  }
  return g(parts);
}

export function sky(top: string, bottom: string, horizon: number): string {
  const id = `sky${++clipCount}`;
  return g([
    el('defs', {}, el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }))),
    rect(0, 0, 1200, horizon, `url(#${id})`),
  ]);
}

export function sun(cx: number, cy: number, r: number, colour: string): string {
  return g([circle(cx, cy, r * 2.1, colour, { opacity: 0.18 }), circle(cx, cy, r * 1.5, colour, { opacity: 0.3 }), circle(cx, cy, r, colour)]);
}

export function cloud(x: number, y: number, s: number, colour: string): string {
  return g([ellipse(x, y, 70 * s, 22 * s, colour), circle(x - 22 * s, y - 14 * s, 26 * s, colour), circle(x + 18 * s, y - 20 * s, 32 * s, colour)], { opacity: 0.9 });
}

export function hills(horizon: number, colours: [string, string]): string {
  return g([
    path(d('M', 0, horizon, 'Q', 250, horizon - 90, 520, horizon - 20, 'T', 1200, horizon - 40, 'V', horizon + 40, 'H', 0, 'Z'), colours[0]),
    path(d('M', 0, horizon + 20, 'Q', 380, horizon - 50, 760, horizon + 10, 'T', 1200, horizon, 'V', horizon + 60, 'H', 0, 'Z'), colours[1]),
  ]);
}

export function tree(x: number, base: number, h: number, leaf: string, trunk: string, round = true): string {
  const w = h * 0.09;
  const crown = round
    ? [circle(x, base - h * 0.72, h * 0.28, leaf), circle(x - h * 0.18, base - h * 0.58, h * 0.2, leaf), circle(x + h * 0.19, base - h * 0.6, h * 0.21, leaf)]
    : [poly([[x, base - h], [x - h * 0.26, base - h * 0.3], [x + h * 0.26, base - h * 0.3]], leaf)];
  return g([rect(x - w / 2, base - h * 0.5, w, h * 0.5, trunk, w / 3), ...crown]);
}

export function plant(x: number, floor: number, s: number, pot: string, leaf: string): string {
  const leaves = [-50, -25, 0, 25, 50].map((a) =>
    ellipse(x, floor - 95 * s, 14 * s, 48 * s, leaf, { transform: `rotate(${a} ${x} ${floor - 58 * s})` }),
  );
  return g([...leaves, poly([[x - 32 * s, floor - 62 * s], [x + 32 * s, floor - 62 * s], [x + 24 * s, floor], [x - 24 * s, floor]], pot)]);
}

export function table(x: number, top: number, w: number, floor: number, colour: string, leg: string): string {
  return g([rect(x + 18, top + 10, 14, floor - top - 10, leg), rect(x + w - 32, top + 10, 14, floor - top - 10, leg), rect(x, top, w, 16, colour, 4)]);
}

export function roundTable(cx: number, top: number, w: number, floor: number, colour: string, leg: string): string {
  return g([rect(cx - 8, top + 8, 16, floor - top - 14, leg), ellipse(cx, floor - 4, 50, 10, leg), ellipse(cx, top + 6, w / 2, 14, colour)]);
}

export function chair(x: number, seat: number, floor: number, facing: 1 | -1, colour: string): string {
  const back = x - facing * 46;
  return g([
    rect(back - 8, seat - 120, 16, floor - seat + 120, colour, 6),
    rect(Math.min(x - facing * 48, x + facing * 48), seat, 96, 14, colour, 5),
    rect(x + facing * 40 - 6, seat + 8, 12, floor - seat - 8, colour, 4),
  ]);
}

export function armchair(x: number, seat: number, floor: number, facing: 1 | -1, colour: string, shade: string): string {
  const back = x - facing * 55;
  return g([
    rect(back - 26, seat - 150, 52, floor - seat + 130, shade, 24),
    rect(x - 70, seat - 10, 140, 60, colour, 20),
    rect(x + facing * 62 - 16, seat - 44, 32, 86, shade, 16),
    rect(x - 58, seat + 46, 10, floor - seat - 46, '#6b4a33'),
    rect(x + 48, seat + 46, 10, floor - seat - 46, '#6b4a33'),
  ]);
}

/** A couch seen from the front: figures sit on it, their feet in front. */
export function couch(x: number, w: number, seat: number, floor: number, colour: string, shade: string): string {
  return g([
    rect(x + 20, seat - 130, w - 40, 140, shade, 30),
    rect(x, seat - 10, w, 74, colour, 24),
    rect(x - 20, seat - 60, 56, 120, shade, 24),
    rect(x + w - 36, seat - 60, 56, 120, shade, 24),
    rect(x + 10, seat + 60, 14, floor - seat - 60, '#6b4a33'),
    rect(x + w - 24, seat + 60, 14, floor - seat - 60, '#6b4a33'),
  ]);
}

export function bench(x: number, w: number, seat: number, floor: number, wood: string, iron: string): string {
  return g([
    rect(x, seat - 92, w, 16, wood, 5),
    rect(x, seat - 64, w, 16, wood, 5),
    rect(x - 10, seat, w + 20, 16, wood, 5),
    rect(x + 24, seat - 100, 12, floor - seat + 100, iron, 5),
    rect(x + w - 36, seat - 100, 12, floor - seat + 100, iron, 5),
  ]);
}

export function lamp(x: number, floor: number, shade: string, pole: string): string {
  return g([rect(x - 4, floor - 300, 8, 300, pole), ellipse(x, floor - 2, 34, 8, pole), poly([[x - 44, floor - 290], [x + 44, floor - 290], [x + 28, floor - 360], [x - 28, floor - 360]], shade)]);
}

export function pendant(x: number, y: number, shade: string, cord: string): string {
  return g([rect(x - 2, 0, 4, y, cord), path(d('M', x - 56, y + 40, 'Q', x, y - 50, x + 56, y + 40, 'Z'), shade), ellipse(x, y + 40, 56, 8, shade)]);
}

export function mug(x: number, y: number, colour: string, steam?: string): string {
  const parts = [
    el('path', { d: d('M', x + 16, y + 8, 'q', 16, 2, 14, 14, 'q', -2, 10, -14, 10), fill: 'none', stroke: colour, 'stroke-width': 6 }),
    rect(x - 18, y, 36, 40, colour, 6),
  ];
  if (steam) for (const dx of [-8, 6]) parts.push(el('path', { d: d('M', x + dx, y - 8, 'q', -8, -12, 0, -22, 't', 0, -22), fill: 'none', stroke: steam, 'stroke-width': 4, 'stroke-linecap': 'round' }));
  return g(parts);
}

/** A sheet of paper with grey bars for lines (no letters). */
export function paper(x: number, y: number, w: number, h: number, colour: string, line: string, rows = 5): string {
  const parts = [rect(x, y, w, h, colour, 4)];
  for (let i = 0; i < rows; i++) parts.push(rect(x + w * 0.12, y + h * 0.18 + i * ((h * 0.68) / rows), w * (i % 2 ? 0.6 : 0.76), 5, line, 2.5));
  return g(parts);
}

export function openBook(cx: number, y: number, w: number, page: string, cover: string): string {
  return g([
    poly([[cx - w / 2 - 6, y + 6], [cx + w / 2 + 6, y + 6], [cx + w / 2 + 2, y + 18], [cx - w / 2 - 2, y + 18]], cover),
    poly([[cx, y + 6], [cx - w / 2, y + 10], [cx - w / 2 + 10, y - 8], [cx, y - 12]], page),
    poly([[cx, y + 6], [cx + w / 2, y + 10], [cx + w / 2 - 10, y - 8], [cx, y - 12]], page),
  ]);
}

export function phone(x: number, y: number, colour: string, angle = 0): string {
  return rect(x - 9, y - 16, 18, 32, colour, 5, angle ? { transform: `rotate(${angle} ${x} ${y})` } : {});
}

/** A prescription bottle: amber body, white cap, a plain label band. */
export function bottle(x: number, base: number, h: number, body = '#d98e3f'): string {
  return g([rect(x - h * 0.3, base - h, h * 0.6, h, body, 5), rect(x - h * 0.34, base - h - h * 0.2, h * 0.68, h * 0.22, '#fbfaf6', 4), rect(x - h * 0.3, base - h * 0.72, h * 0.6, h * 0.4, '#fbfaf6')]);
}

export function shelf(x: number, y: number, w: number, colour: string): string {
  return g([rect(x, y, w, 14, colour, 3), poly([[x + 20, y + 14], [x + 44, y + 14], [x + 20, y + 40]], colour), poly([[x + w - 20, y + 14], [x + w - 44, y + 14], [x + w - 20, y + 40]], colour)]);
}

export function frame(x: number, y: number, w: number, h: number, p: Palette): string {
  return g([rect(x, y, w, h, p.woodDark, 4), rect(x + 8, y + 8, w - 16, h - 16, p.light), path(d('M', x + 8, y + h - 8, 'L', x + w * 0.4, y + h * 0.45, 'L', x + w * 0.6, y + h * 0.65, 'L', x + w * 0.75, y + h * 0.5, 'L', x + w - 8, y + h - 8, 'Z'), p.mid), circle(x + w * 0.72, y + h * 0.3, h * 0.1, p.sun)]);
}

export function rug(cx: number, cy: number, rx: number, colour: string): string {
  return ellipse(cx, cy, rx, rx * 0.12, colour);
}

export function leaves(points: readonly Pt[], colours: string[]): string {
  return g(points.map(([x, y], i) => ellipse(x, y, 11, 5, colours[i % colours.length]!, { transform: `rotate(${(i * 47) % 180} ${x} ${y})` })));
}

export function house(x: number, base: number, w: number, h: number, wall: string, roof: string, lit: string): string {
  return g([
    rect(x, base - h, w, h, wall),
    poly([[x - 14, base - h], [x + w / 2, base - h - w * 0.38], [x + w + 14, base - h]], roof),
    rect(x + w * 0.16, base - h * 0.7, w * 0.24, h * 0.28, lit, 3),
    rect(x + w * 0.6, base - h * 0.7, w * 0.24, h * 0.28, lit, 3),
    rect(x + w * 0.42, base - h * 0.45, w * 0.16, h * 0.45, roof, 3),
  ]);
}

export function streetLamp(x: number, base: number, pole: string, glow: string): string {
  return g([circle(x, base - 270, 46, glow, { opacity: 0.25 }), rect(x - 5, base - 260, 10, 260, pole), rect(x - 16, base - 282, 32, 26, glow, 8), rect(x - 20, base - 288, 40, 8, pole, 3)]);
}

export function rain(x: number, y: number, w: number, h: number, colour: string): string {
  const drops: string[] = [];
  for (let i = 0; i < 26; i++) {
    const dx = x + ((i * 73) % w);
    const dy = y + ((i * 131) % (h - 40));
    drops.push(stroke([[dx, dy], [dx - 4, dy + 26 + (i % 3) * 8]], 3, colour));
  }
  return g(drops, { opacity: 0.7 });
}

export function steam(x: number, y: number, colour: string): string {
  return el('path', { d: d('M', x, y, 'q', -8, -12, 0, -22, 't', 0, -22), fill: 'none', stroke: colour, 'stroke-width': 4, 'stroke-linecap': 'round' });
}
