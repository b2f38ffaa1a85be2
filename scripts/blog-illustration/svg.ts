// The smallest SVG writer the blog illustrations need: elements as strings, numbers rounded so the
// committed sources stay short and diff cleanly, and colours mixed from a category's badge colour.

export type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;

const round = (n: number) => String(Math.round(n * 10) / 10);

export function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

export const g = (children: string[], attrs: Attrs = {}) => el('g', attrs, children.join(''));
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, more: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...more });
export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}) => el('circle', { cx, cy, r, fill, ...more });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...more });
export const path = (d: string, fill: string, more: Attrs = {}) => el('path', { d, fill, ...more });
export const poly = (points: readonly Pt[], fill: string, more: Attrs = {}) => el('polygon', { points: pts(points), fill, ...more });

/** A limb or any thick rounded stroke through the points. */
export const stroke = (points: readonly Pt[], width: number, colour: string, more: Attrs = {}) =>
  el('polyline', {
    points: pts(points),
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...more,
  });

function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

/** A path's `d` from numbers, rounded: d`M${x} ${y}` style helper without template tags. */
export function d(...parts: Array<string | number>): string {
  return parts.map((p) => (typeof p === 'number' ? round(p) : p)).join(' ');
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return `#${ca.map((v, i) => Math.round(v + (cb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

const CREAM = '#fbf5ec';
const INK = '#2e2622';

/** One category's colours: tints and shades of its badge colour plus the warm neutrals every picture shares. */
export interface Palette {
  accent: string;
  deep: string;
  dark: string;
  mid: string;
  soft: string;
  light: string;
  wash: string;
  cream: string;
  sand: string;
  sandDeep: string;
  wood: string;
  woodDark: string;
  terracotta: string;
  mustard: string;
  sun: string;
  white: string;
  ink: string;
}

export function palette(accent: string): Palette {
  return {
    accent,
    deep: mix(accent, INK, 0.3),
    dark: mix(accent, INK, 0.6),
    mid: mix(accent, CREAM, 0.35),
    soft: mix(accent, CREAM, 0.6),
    light: mix(accent, CREAM, 0.8),
    wash: mix(accent, CREAM, 0.9),
    cream: CREAM,
    sand: '#efdfc6',
    sandDeep: '#dfc3a0',
    wood: '#c4915f',
    woodDark: '#94673f',
    terracotta: '#d98b68',
    mustard: '#e4b05c',
    sun: '#f8cf7d',
    white: '#fffdf8',
    ink: INK,
  };
}

export const WIDTH = 1200;
export const HEIGHT = 630;

export function document(body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">\n${body.join('\n')}\n</svg>\n`;
}
