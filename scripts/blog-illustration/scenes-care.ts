// Scenes indoors with a clinician, counselor or group: treatment guides and the clinical side of the
// addiction-types articles. Each function draws one article's picture from its category's palette.
import { figure, HAIR, SKIN, type Person } from './people.ts';
import { circle, g, rect, type Palette } from './svg.ts';
import { armchair, bottle, chair, frame, hills, lamp, paper, plant, room, roundTable, rug, shelf, table, tree, windowFrame } from './things.ts';

export type Scene = (p: Palette) => string[];

const view = (p: Palette) => [rect(0, 0, 1200, 630, '#d7ecf5'), hills(230, [p.soft, p.mid]), tree(140, 240, 120, p.mid, p.woodDark)];

const who = (skin: string, hair: string, hairStyle: Person['hairStyle'], top: string, bottom: string, extra?: Partial<Person>): Person => ({ skin, hair, hairStyle, top, bottom, ...extra });

function calendar(x: number, y: number, p: Palette): string {
  const cells: string[] = [rect(x, y, 170, 130, p.white, 6), rect(x, y, 170, 26, p.accent, 6), rect(x, y + 16, 170, 10, p.accent)];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 6; c++) cells.push(rect(x + 10 + c * 26, y + 36 + r * 23, 20, 16, r * 6 + c < 9 ? p.soft : p.light, 3));
  return g(cells);
}

export const benzodiazepines: Scene = (p) => [
  room(p, 520),
  windowFrame(p, 70, 80, 230, 210, view(p), { floor: 520, shift: 120 }),
  frame(930, 90, 150, 110, p),
  plant(1110, 520, 1, p.terracotta, p.deep),
  chair(330, 410, 520, 1, p.woodDark),
  figure(who(SKIN[4], HAIR.grey, 'balding', p.mid, p.dark), { x: 330, floor: 520, kind: 'sit', seat: 410, near: [150, 112] }),
  table(500, 392, 380, 520, p.wood, p.woodDark),
  calendar(560, 262, p),
  rect(630, 380, 30, 12, p.woodDark),
  figure(who(SKIN[2], HAIR.black, 'short', p.accent, p.dark, { extra: 'coat', top: p.white, extraColour: p.soft }), { x: 860, floor: 520, kind: 'stand', facing: -1, near: [110, 30], far: [20, 130] }),
];

export const dualDiagnosis: Scene = (p) => [
  room(p, 510),
  windowFrame(p, 470, 70, 260, 250, view(p), { floor: 510, shift: 40 }),
  rug(600, 540, 380, p.light),
  plant(140, 520, 1.3, p.terracotta, p.deep),
  plant(1080, 520, 1.1, p.wood, p.mid),
  armchair(330, 420, 520, 1, p.mid, p.accent),
  figure(who(SKIN[3], HAIR.black, 'curly', p.mustard, '#5b6b7f'), { x: 320, floor: 520, kind: 'sit', seat: 420, near: [70, 110], far: [40, 120] }),
  armchair(870, 420, 520, -1, p.soft, p.mid),
  figure(who(SKIN[0], HAIR.auburn, 'bun', p.deep, p.dark), { x: 880, floor: 520, kind: 'sit', seat: 420, facing: -1, near: [70, 70] }),
  roundTable(600, 430, 100, 520, p.wood, p.woodDark),
  plant(600, 436, 0.45, p.white, p.deep),
];

export const stimulant: Scene = (p) => [
  room(p, 515),
  windowFrame(p, 860, 80, 220, 220, view(p), { floor: 515, shift: -80 }),
  frame(120, 110, 170, 120, p),
  chair(390, 420, 525, 1, p.accent),
  figure(who(SKIN[1], HAIR.brown, 'ponytail', p.terracotta, '#4f5d75'), { x: 390, floor: 525, kind: 'sit', seat: 420, near: [170, 108], far: [130, 112] }),
  chair(810, 420, 525, -1, p.accent),
  figure(who(SKIN[5], HAIR.black, 'short', p.soft, p.dark), { x: 810, floor: 525, kind: 'sit', seat: 420, facing: -1, near: [160, 100] }),
  roundTable(600, 400, 300, 525, p.wood, p.woodDark),
  paper(555, 366, 90, 40, p.white, p.mid, 3),
  plant(1110, 525, 0.9, p.terracotta, p.deep),
];

export const levelsOfCare: Scene = (p) => {
  const seats: Array<{ x: number; floor: number; s: number; facing: 1 | -1; top: string; skin: string; hair: string; style: Person['hairStyle'] }> = [
    { x: 430, floor: 400, s: 0.72, facing: 1, top: p.mustard, skin: SKIN[2], hair: HAIR.black, style: 'short' },
    { x: 600, floor: 392, s: 0.7, facing: 1, top: p.accent, skin: SKIN[0], hair: HAIR.blonde, style: 'long' },
    { x: 770, floor: 400, s: 0.72, facing: -1, top: p.terracotta, skin: SKIN[5], hair: HAIR.black, style: 'curly' },
    { x: 250, floor: 520, s: 0.9, facing: 1, top: p.deep, skin: SKIN[4], hair: HAIR.grey, style: 'short' },
    { x: 950, floor: 520, s: 0.9, facing: -1, top: p.mid, skin: SKIN[1], hair: HAIR.brown, style: 'bun' },
  ];
  return [
    room(p, 420),
    ...[120, 430, 740].map((x) => windowFrame(p, x + 40, 50, 220, 230, view(p), { floor: 420, shift: 60 })),
    rect(0, 420, 1200, 210, p.sand),
    rug(600, 470, 420, p.light),
    ...seats.map((s) =>
      g([
        chair(s.x, s.floor - 100 * s.s, s.floor, s.facing, p.woodDark).replace('<g>', `<g transform="translate(${s.x} ${s.floor}) scale(${s.s}) translate(${-s.x} ${-s.floor})">`),
        figure(who(s.skin, s.hair, s.style, s.top, p.dark), { x: s.x, floor: s.floor, kind: 'sit', seat: s.floor - 100 * s.s, facing: s.facing, scale: s.s, near: [60, 110], far: [40, 118] }),
      ]),
    ),
    plant(1120, 520, 1.1, p.terracotta, p.deep),
    plant(80, 520, 1, p.wood, p.mid),
  ];
};

export const insurance: Scene = (p) => [
  rect(0, 0, 1200, 630, p.wood),
  ...[90, 210, 330, 450, 570].map((y) => rect(0, y, 1200, 3, p.woodDark, 0, { opacity: 0.35 })),
  g([paper(330, 70, 360, 470, p.white, p.soft, 9), rect(370, 110, 120, 18, p.accent, 4)], { transform: 'rotate(-4 510 300)' }),
  g([rect(700, 250, 300, 185, p.accent, 18), rect(700, 290, 300, 34, p.deep), rect(730, 350, 110, 14, p.light, 5), rect(730, 378, 70, 14, p.light, 5), circle(940, 385, 24, p.soft)], { transform: 'rotate(8 850 340)' }),
  g([rect(250, 150, 22, 300, p.dark, 10), rect(250, 430, 22, 30, p.light, 4)], { transform: 'rotate(18 260 300)' }),
  circle(1010, 110, 78, p.cream),
  circle(1010, 110, 56, '#7a4b2c'),
  circle(1010, 110, 44, '#8f5a36'),
  circle(140, 520, 70, p.deep, { opacity: 0.9 }),
  circle(110, 480, 40, p.mid),
  circle(180, 560, 36, p.mid),
];

export const mouds: Scene = (p) => {
  const boxes: string[] = [];
  const colours = [p.accent, p.soft, p.white, p.mustard, p.mid, p.terracotta];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 12; c++) {
      const x = 40 + c * 95;
      const h = 46 + ((c * 7 + r * 3) % 4) * 8;
      boxes.push(rect(x, 130 + r * 110 - h, 70, h, colours[(c + r * 2) % colours.length]!, 4));
    }
    boxes.push(shelf(20, 130 + r * 110, 1160, p.woodDark));
  }
  return [
    room(p, 560),
    ...boxes,
    figure(who(SKIN[1], HAIR.brown, 'bun', p.white, p.dark, { extra: 'coat', extraColour: p.soft }), { x: 440, floor: 640, kind: 'stand', near: [150, 150], far: [60, 150] }),
    figure(who(SKIN[3], HAIR.black, 'short', p.mustard, '#4f5d75'), { x: 860, floor: 650, kind: 'stand', facing: -1, near: [140, 150] }),
    rect(0, 480, 1200, 150, p.wood),
    rect(0, 468, 1200, 20, p.woodDark, 4),
    rect(0, 520, 1200, 10, p.accent),
    rect(608, 444, 56, 28, p.white, 4),
    rect(618, 432, 36, 14, p.soft, 3),
  ];
};

export const detox: Scene = (p) => [
  room(p, 520),
  windowFrame(p, 780, 70, 280, 250, view(p), { floor: 520, shift: -160 }),
  rect(130, 320, 40, 200, p.woodDark, 8),
  rect(120, 300, 480, 100, p.white, 20),
  rect(120, 290, 110, 60, p.light, 24),
  rect(140, 390, 14, 130, p.dark),
  rect(570, 390, 14, 130, p.dark),
  figure(who(SKIN[4], HAIR.brown, 'short', p.soft, p.deep), { x: 480, floor: 520, kind: 'sit', seat: 380, near: [110, 70], far: [40, 110] }),
  rect(560, 328, 40, 22, p.accent, 6),
  figure(who(SKIN[2], HAIR.black, 'bun', p.accent, p.deep), { x: 700, floor: 520, kind: 'stand', facing: -1, near: [110, 80], far: [80, 100] }),
  g([rect(760, 350, 80, 60, p.white, 8), rect(772, 362, 56, 26, p.light, 4), circle(800, 398, 5, p.accent)]),
  plant(1100, 520, 0.9, p.terracotta, p.mid),
];

export const prescriptionSafety: Scene = (p) => [
  room(p, 525),
  windowFrame(p, 90, 80, 220, 200, view(p), { floor: 525, shift: 100 }),
  rect(560, 100, 150, 200, p.white, 8),
  rect(575, 120, 120, 70, p.light, 4),
  rect(500, 370, 240, 150, p.light, 8),
  rect(490, 356, 260, 18, p.wood, 6),
  bottle(620, 356, 52),
  chair(360, 415, 525, 1, p.woodDark),
  figure(who(SKIN[0], HAIR.brown, 'long', p.mustard, '#4f5d75'), { x: 360, floor: 525, kind: 'sit', seat: 415, near: [60, -20], nearElbow: [80, 60], far: [40, 112] }),
  figure(who(SKIN[3], HAIR.grey, 'short', p.white, p.dark, { extra: 'coat', extraColour: p.soft }), { x: 880, floor: 525, kind: 'stand', facing: -1, near: [50, 100], far: [10, 130] }),
  lamp(1100, 525, p.soft, p.dark),
];
