// Rounded, faceless figures: a head, hair, a soft torso and thick rounded limbs, posed by a few joints.
import { circle, d, ellipse, g, path, rect, stroke, type Pt } from './svg.ts';

export type HairStyle = 'short' | 'long' | 'bun' | 'ponytail' | 'curly' | 'balding';

export interface Person {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes?: string;
  /** Drawn over the top: a scarf, an apron, a white coat's lapels. */
  extra?: 'scarf' | 'apron' | 'coat' | 'backpack';
  extraColour?: string;
}

export interface Pose {
  x: number;
  /** Where the feet rest. */
  floor: number;
  kind: 'stand' | 'sit' | 'walk' | 'kneel';
  /** Top of the seat, for `sit`. */
  seat?: number;
  /** 1 faces right, -1 faces left. */
  facing?: 1 | -1;
  scale?: number;
  /** Hands relative to the middle of the shoulders, in the figure's own units; x is forward. */
  near?: Pt;
  far?: Pt;
  /** Elbows, same units, when the automatic bend looks wrong. */
  nearElbow?: Pt;
  farElbow?: Pt;
}

export const SKIN = ['#f1c7a1', '#d9a27a', '#b67852', '#8a5a3c', '#f5d3b8', '#6f4630'] as const;
export const HAIR = { black: '#2b2320', brown: '#5a3b28', auburn: '#8a4a2b', blonde: '#d8b26a', grey: '#b9b2aa', white: '#e6e0d8' } as const;

/** The figure's joints for a pose, in scene units. */
function joints(p: Pose) {
  const s = p.scale ?? 1;
  const f = p.facing ?? 1;
  const x = p.x;
  let hip: number;
  let legs: Pt[][];
  switch (p.kind) {
    case 'stand':
      hip = p.floor - 170 * s;
      legs = [
        [[x - 14 * s, hip], [x - 16 * s, p.floor - 12 * s], [x - 16 * s + f * 14 * s, p.floor - 8 * s]],
        [[x + 14 * s, hip], [x + 16 * s, p.floor - 12 * s], [x + 16 * s + f * 14 * s, p.floor - 8 * s]],
      ];
      break;
    case 'walk':
      hip = p.floor - 168 * s;
      legs = [
        [[x, hip], [x - f * 22 * s, hip + 85 * s], [x - f * 52 * s, p.floor - 12 * s], [x - f * 40 * s, p.floor - 8 * s]],
        [[x, hip], [x + f * 24 * s, hip + 80 * s], [x + f * 40 * s, p.floor - 12 * s], [x + f * 56 * s, p.floor - 8 * s]],
      ];
      break;
    case 'sit': {
      const seat = p.seat ?? p.floor - 100 * s;
      hip = seat - 14 * s;
      const knee: Pt = [x + f * 82 * s, seat - 14 * s];
      legs = [
        [[x, hip], knee, [x + f * 86 * s, p.floor - 12 * s], [x + f * 100 * s, p.floor - 8 * s]],
        [[x, hip], [knee[0] - f * 10 * s, knee[1] + 4 * s], [x + f * 72 * s, p.floor - 12 * s], [x + f * 88 * s, p.floor - 8 * s]],
      ];
      break;
    }
    case 'kneel':
      hip = p.floor - 100 * s;
      legs = [
        [[x, hip], [x - f * 10 * s, p.floor - 14 * s], [x - f * 70 * s, p.floor - 13 * s], [x - f * 84 * s, p.floor - 8 * s]],
        [[x, hip], [x + f * 62 * s, hip + 6 * s], [x + f * 66 * s, p.floor - 12 * s], [x + f * 80 * s, p.floor - 8 * s]],
      ];
      break;
  }
  const shoulder = hip - 118 * s;
  return { s, f, x, hip, legs, shoulder, head: shoulder - 44 * s };
}

function arm(shoulder: Pt, hand: Pt, elbow: Pt | undefined, outward: number, s: number): Pt[] {
  if (elbow) return [shoulder, elbow, hand];
  const mid: Pt = [(shoulder[0] + hand[0]) / 2, (shoulder[1] + hand[1]) / 2];
  const reach = Math.hypot(hand[0] - shoulder[0], hand[1] - shoulder[1]);
  const sag = Math.max(0, 110 * s - reach) * 0.5;
  return [shoulder, [mid[0] + outward * sag * 0.6, mid[1] + sag], hand];
}

function hair(person: Person, x: number, hy: number, s: number, f: number, layer: 'back' | 'front'): string {
  const r = 32 * s;
  if (layer === 'back') {
    if (person.hairStyle === 'long') return rect(x - 38 * s, hy - 20 * s, 76 * s, 96 * s, person.hair, 30 * s);
    if (person.hairStyle === 'ponytail') return ellipse(x - f * 36 * s, hy + 14 * s, 13 * s, 28 * s, person.hair);
    if (person.hairStyle === 'bun') return circle(x - f * 24 * s, hy - 28 * s, 15 * s, person.hair);
    return '';
  }
  const cap = path(d('M', x - r - 1 * s, hy + 2 * s, 'A', r + 1 * s, r + 1 * s, 0, 0, 1, x + r + 1 * s, hy + 2 * s, 'Q', x + f * 4 * s, hy - 16 * s, x - r - 1 * s, hy + 2 * s, 'Z'), person.hair);
  const side = ellipse(x - f * 18 * s, hy - 2 * s, 16 * s, 24 * s, person.hair);
  switch (person.hairStyle) {
    case 'balding':
      return g([ellipse(x - f * 22 * s, hy + 2 * s, 12 * s, 16 * s, person.hair), ellipse(x + f * 26 * s, hy + 2 * s, 7 * s, 12 * s, person.hair)]);
    case 'curly':
      return g([-1.2, -0.6, 0, 0.6, 1.2].map((a) => circle(x + Math.sin(a) * r * 0.95, hy - Math.cos(a) * r * 0.9, 14 * s, person.hair)).concat(side));
    default:
      return g([cap, side]);
  }
}

export function figure(person: Person, pose: Pose): string {
  const { s, f, x, hip, legs, shoulder, head } = joints(pose);
  const shoes = person.shoes ?? '#4a3a32';
  const nearS: Pt = [x + f * 24 * s, shoulder + 14 * s];
  const farS: Pt = [x - f * 24 * s, shoulder + 14 * s];
  const at = (h: Pt | undefined, fallback: Pt): Pt => (h ? [x + f * h[0] * s, shoulder + h[1] * s] : fallback);
  const rel = (e: Pt | undefined): Pt | undefined => (e ? [x + f * e[0] * s, shoulder + e[1] * s] : undefined);
  const nearHand = at(pose.near, [x + f * 40 * s, hip + 14 * s]);
  const farHand = at(pose.far, [x - f * 40 * s, hip + 14 * s]);
  const nearArm = arm(nearS, nearHand, rel(pose.nearElbow) ?? (pose.near ? undefined : [x + f * 40 * s, shoulder + 64 * s]), f, s);
  const farArm = arm(farS, farHand, rel(pose.farElbow) ?? (pose.far ? undefined : [x - f * 40 * s, shoulder + 64 * s]), -f, s);
  const top = person.top;
  const parts: string[] = [];
  if (person.extra === 'backpack') parts.push(rect(x - f * 62 * s, shoulder + 4 * s, 40 * s, 84 * s, person.extraColour ?? '#7a5a44', 14 * s));
  parts.push(stroke(farArm, 21 * s, top), circle(farHand[0], farHand[1], 10 * s, person.skin));
  for (const leg of legs) {
    const foot = leg[leg.length - 1]!;
    parts.push(stroke(leg.slice(0, -1), 27 * s, person.bottom), ellipse(foot[0], foot[1] - 2 * s, 20 * s, 9 * s, shoes));
  }
  parts.push(hair(person, x, head, s, f, 'back'));
  parts.push(rect(x - 8 * s, head + 20 * s, 16 * s, 24 * s, person.skin));
  parts.push(rect(x - 37 * s, shoulder - 6 * s, 74 * s, hip - shoulder + 24 * s, top, 30 * s));
  if (person.extra === 'apron') parts.push(rect(x - 26 * s, shoulder + 34 * s, 52 * s, hip - shoulder + 40 * s, person.extraColour ?? '#fff', 10 * s));
  if (person.extra === 'coat') {
    parts.push(path(d('M', x - 12 * s, shoulder - 4 * s, 'L', x, shoulder + 50 * s, 'L', x + 12 * s, shoulder - 4 * s, 'Z'), person.extraColour ?? '#cbd5e1'));
    parts.push(rect(x - f * 26 * s - 8 * s, shoulder + 44 * s, 16 * s, 4 * s, person.extraColour ?? '#cbd5e1', 2 * s));
  }
  if (person.extra === 'backpack') parts.push(stroke([[x - f * 20 * s, shoulder - 2 * s], [x - f * 8 * s, shoulder + 60 * s]], 8 * s, person.extraColour ?? '#7a5a44'));
  parts.push(circle(x, head, 32 * s, person.skin));
  parts.push(hair(person, x, head, s, f, 'front'));
  if (person.extra === 'scarf') {
    parts.push(rect(x - 30 * s, shoulder - 12 * s, 60 * s, 24 * s, person.extraColour ?? '#c00', 12 * s));
    parts.push(rect(x + f * 4 * s - 9 * s, shoulder, 18 * s, 56 * s, person.extraColour ?? '#c00', 8 * s));
  }
  parts.push(stroke(nearArm, 21 * s, top), circle(nearHand[0], nearHand[1], 10 * s, person.skin));
  return g(parts);
}

/** Where a posed figure's hand ends up, for placing a mug, phone or pen in it. */
export function handAt(pose: Pose, hand: Pt): Pt {
  const { s, f, x, shoulder } = joints(pose);
  return [x + f * hand[0] * s, shoulder + hand[1] * s];
}

/** Someone lying on their side (the recovery position), head on a cushion, top knee bent forward. */
export function lying(person: Person, x: number, floor: number): string {
  const shoes = person.shoes ?? '#4a3a32';
  return g([
    rect(x - 50, floor - 34, 96, 30, '#f3e3c8', 14),
    stroke([[x + 140, floor - 30], [x + 300, floor - 22]], 27, person.bottom),
    ellipse(x + 310, floor - 22, 10, 18, shoes),
    rect(x + 20, floor - 84, 140, 66, person.top, 30),
    stroke([[x + 150, floor - 58], [x + 222, floor - 34], [x + 222, floor - 16]], 27, person.bottom),
    ellipse(x + 236, floor - 12, 20, 9, shoes),
    circle(x - 10, floor - 68, 32, person.skin),
    hair(person, x - 10, floor - 68, 1, -1, 'front').replace('<g>', `<g transform="rotate(-80 ${x - 10} ${floor - 68})">`),
    stroke([[x + 50, floor - 70], [x + 10, floor - 28], [x - 30, floor - 30]], 21, person.top),
    circle(x - 34, floor - 30, 10, person.skin),
    stroke([[x + 70, floor - 56], [x + 100, floor - 20], [x + 70, floor - 14]], 21, person.top),
    circle(x + 64, floor - 14, 10, person.skin),
  ]);
}
