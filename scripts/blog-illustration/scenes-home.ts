// Scenes at home and in the everyday world: families, recovery and prevention.
import { figure, handAt, HAIR, lying, SKIN, type Person, type Pose } from './people.ts';
import { circle, ellipse, g, poly, rect, type Palette } from './svg.ts';
import type { Scene } from './scenes-care.ts';
import {
  bench, bottle, chair, cloud, couch, frame, hills, house, lamp, leaves, mug, openBook, paper, pendant, phone, plant, room, rug, shelf, sky,
  steam, streetLamp, sun, table, tree, windowFrame, rain,
} from './things.ts';

const who = (skin: string, hair: string, hairStyle: Person['hairStyle'], top: string, bottom: string, extra?: Partial<Person>): Person => ({ skin, hair, hairStyle, top, bottom, ...extra });
const garden = (p: Palette) => [rect(0, 0, 1200, 630, '#d7ecf5'), hills(230, [p.soft, p.mid]), tree(160, 250, 130, p.mid, p.woodDark), tree(380, 260, 100, p.soft, p.woodDark)];

function kitchen(p: Palette): string[] {
  return [
    room(p, 520),
    rect(0, 60, 1200, 10, p.light),
    ...[40, 200, 880, 1040].map((x) => rect(x, 80, 140, 120, p.light, 8)),
    windowFrame(p, 430, 80, 340, 200, garden(p)),
  ];
}

function seated(person: Person, x: number, facing: 1 | -1, near: Pose['near'], far?: Pose['far'], seat = 420): string[] {
  return [chair(x, seat, 520, facing, p0(person)), figure(person, { x, floor: 520, kind: 'sit', seat, facing, near, far })];
}
const p0 = (person: Person) => (person.bottom === '#4f5d75' ? '#8a6244' : '#94673f');

export const talkToLovedOne: Scene = (p) => [
  ...kitchen(p),
  ...seated(who(SKIN[2], HAIR.black, 'long', p.accent, '#4f5d75'), 420, 1, [150, 60], [120, 100]),
  ...seated(who(SKIN[1], HAIR.black, 'bun', p.terracotta, p.dark), 760, -1, [150, 108], [130, 112]),
  table(480, 400, 240, 520, p.wood, p.woodDark),
  mug(560, 360, p.mid, p.light),
  mug(650, 360, p.cream),
  plant(1110, 520, 1, p.terracotta, p.deep),
];

export const craft: Scene = (p) => [
  room(p, 520),
  windowFrame(p, 80, 90, 240, 220, garden(p), { floor: 520, shift: 80 }),
  frame(900, 110, 170, 120, p),
  pendant(600, 90, p.accent, p.dark),
  ...seated(who(SKIN[0], HAIR.grey, 'short', p.deep, p.dark), 400, 1, [160, 108], [130, 112]),
  ...seated(who(SKIN[0], HAIR.grey, 'bun', p.mustard, '#4f5d75'), 800, -1, [160, 100]),
  table(450, 400, 300, 520, p.wood, p.woodDark),
  openBook(600, 388, 130, p.white, p.accent),
  plant(1110, 520, 1, p.terracotta, p.deep),
];

export const comesHome: Scene = (p) => {
  const dish = handAt({ x: 440, floor: 520, kind: 'sit', seat: 420 }, [130, 92]);
  return [
    room(p, 520),
    windowFrame(p, 470, 60, 260, 170, garden(p)),
    frame(120, 110, 150, 110, p),
    ...seated(who(SKIN[3], HAIR.grey, 'short', p.deep, p.dark), 440, 1, [130, 92], [110, 100]),
    ...seated(who(SKIN[3], HAIR.black, 'short', p.mustard, '#4f5d75'), 760, -1, [140, 88], [120, 104]),
    ...seated(who(SKIN[2], HAIR.black, 'long', p.terracotta, p.dark), 1010, -1, [150, 106], [130, 110]),
    table(500, 400, 400, 520, p.wood, p.woodDark),
    ellipse(dish[0] + 14, dish[1] + 2, 52, 16, p.white),
    ellipse(dish[0] + 14, dish[1] - 4, 36, 10, p.terracotta),
    ellipse(820, 392, 40, 8, p.white),
    ellipse(540, 392, 40, 8, p.white),
    mug(700, 362, p.soft),
    plant(100, 520, 1, p.terracotta, p.deep),
  ];
};

export const fentanyl: Scene = (p) => [
  room(p, 520),
  windowFrame(p, 480, 60, 240, 190, [rect(0, 0, 1200, 630, p.soft), hills(220, [p.mid, p.accent]), sun(650, 120, 30, p.sun)]),
  frame(130, 100, 150, 110, p),
  lamp(1080, 520, p.mustard, p.dark),
  rug(600, 575, 420, p.light),
  couch(300, 600, 420, 520, p.mid, p.accent),
  figure(who(SKIN[1], HAIR.brown, 'short', p.deep, p.dark), { x: 740, floor: 545, kind: 'sit', seat: 420, facing: -1, near: [132, 26], nearElbow: [70, 56], far: [60, 110] }),
  figure(who(SKIN[1], HAIR.brown, 'short', p.terracotta, '#4f5d75'), { x: 560, floor: 545, kind: 'sit', seat: 420, facing: -1, scale: 0.9, near: [60, 110], far: [40, 114] }),
];

export const questions: Scene = (p) => [
  ...kitchen(p),
  ...seated(who(SKIN[4], HAIR.auburn, 'long', p.accent, p.dark), 470, 1, [8, -42], [150, 106]),
  phone(...handAt({ x: 470, floor: 520, kind: 'sit', seat: 420 }, [8, -42]), p.dark, -15),
  table(560, 400, 320, 520, p.wood, p.woodDark),
  paper(640, 380, 110, 22, p.white, p.mid, 0),
  rect(650, 384, 80, 4, p.mid),
  rect(650, 392, 60, 4, p.mid),
  mug(820, 360, p.mustard),
  plant(1110, 520, 1, p.terracotta, p.deep),
];

export const relapsePlanning: Scene = (p) => [
  room(p, 520),
  windowFrame(p, 600, 70, 320, 260, garden(p), { floor: 520, shift: -60 }),
  shelf(120, 180, 260, p.woodDark),
  ...[140, 175, 205, 240].map((x, i) => rect(x, 180 - 60 - (i % 2) * 12, 26, 60 + (i % 2) * 12, [p.accent, p.mustard, p.soft, p.terracotta][i]!, 3)),
  plant(330, 180, 0.5, p.terracotta, p.deep),
  ...seated(who(SKIN[5], HAIR.black, 'curly', p.mustard, p.dark), 420, 1, [150, 100], [120, 106]),
  table(500, 400, 460, 520, p.wood, p.woodDark),
  openBook(590, 390, 110, p.white, p.accent),
  phone(720, 392, p.dark, 80),
  mug(840, 360, p.mid, p.light),
  plant(1110, 520, 1, p.terracotta, p.deep),
];

export const returningToWork: Scene = (p) => [
  room(p, 540),
  ...[60, 380, 700].map((x) => windowFrame(p, x + 40, 60, 240, 230, [rect(0, 0, 1200, 630, '#f6e3c4'), hills(210, [p.soft, p.mid]), sun(900, 120, 40, p.sun)])),
  rect(0, 420, 1200, 130, p.woodDark),
  rect(0, 408, 1200, 18, p.wood, 4),
  figure(who(SKIN[2], HAIR.black, 'ponytail', p.accent, p.dark, { extra: 'apron', extraColour: p.cream }), { x: 470, floor: 540, kind: 'stand', near: [70, 70], far: [40, 130] }),
  figure(who(SKIN[0], HAIR.blonde, 'short', p.accent, p.dark, { extra: 'apron', extraColour: p.cream }), { x: 730, floor: 540, kind: 'stand', facing: -1, near: [50, 110], far: [30, 130] }),
  mug(1000, 368, p.white),
  mug(1060, 368, p.soft),
  plant(150, 408, 0.7, p.terracotta, p.deep),
];

export const naloxone: Scene = (p) => [
  room(p, 560, p.wash),
  ...[0, 1, 2, 3, 4, 5].map((i) => rect(i * 200, 0, 2, 560, p.light)),
  shelf(160, 470, 880, p.woodDark),
  rect(300, 260, 420, 210, p.accent, 18),
  rect(300, 230, 420, 50, p.deep, 18),
  rect(470, 210, 80, 30, p.dark, 10),
  rect(490, 300, 40, 110, p.white, 6),
  rect(455, 335, 110, 40, p.white, 6),
  rect(760, 360, 90, 110, p.white, 8),
  rect(760, 392, 90, 30, p.soft),
  rect(870, 394, 40, 76, p.white, 8),
  rect(881, 370, 18, 28, p.white, 6),
  rect(878, 422, 24, 20, p.mid, 4),
  ...[180, 240].map((x) => g([circle(x, 432, 38, p.cream), circle(x, 432, 14, p.sandDeep)])),
  g([rect(930, 420, 80, 50, p.light, 12), rect(940, 400, 14, 30, p.light, 7), rect(958, 396, 14, 30, p.light, 7), rect(976, 400, 14, 30, p.light, 7)]),
  plant(1100, 560, 0.8, p.terracotta, p.mid),
];

export const safeStorage: Scene = (p) => {
  const tiles: string[] = [];
  for (let x = 0; x < 1200; x += 100) for (let y = 0; y < 630; y += 100) tiles.push(rect(x + 2, y + 2, 96, 96, p.wash, 4));
  return [
    rect(0, 0, 1200, 630, p.light),
    ...tiles,
    rect(760, 40, 320, 330, p.white, 14),
    rect(776, 56, 288, 298, '#dceaf0', 10),
    poly([[840, 80], [900, 80], [820, 200], [790, 200]], p.white, { opacity: 0.6 }),
    shelf(140, 430, 900, p.woodDark),
    rect(260, 300, 240, 130, p.accent, 14),
    rect(260, 300, 240, 36, p.deep, 14),
    rect(366, 346, 28, 36, p.sun, 6),
    circle(380, 360, 6, p.dark),
    rect(378, 360, 4, 14, p.dark),
    bottle(580, 430, 90),
    bottle(660, 430, 70),
    bottle(725, 430, 80, '#c97c34'),
    plant(920, 430, 0.7, p.terracotta, p.mid),
  ];
};

export const overdoseEmergency: Scene = (p) => [
  room(p, 470),
  windowFrame(p, 820, 60, 260, 220, garden(p)),
  couch(90, 440, 360, 470, p.mid, p.accent),
  lamp(640, 470, p.mustard, p.dark),
  rug(640, 560, 520, p.light),
  lying(who(SKIN[1], HAIR.brown, 'short', p.mustard, '#4f5d75'), 360, 585),
  figure(who(SKIN[3], HAIR.black, 'bun', p.accent, p.dark), { x: 840, floor: 590, kind: 'kneel', facing: -1, near: [6, -42], far: [90, 90] }),
  phone(...handAt({ x: 840, floor: 590, kind: 'kneel', facing: -1 }, [6, -42]), p.dark, 15),
];

export const teenCooking: Scene = (p) => [
  ...kitchen(p),
  rect(900, 330, 200, 16, p.dark, 6),
  ellipse(960, 320, 40, 14, p.deep),
  figure(who(SKIN[1], HAIR.brown, 'short', p.accent, p.dark), { x: 480, floor: 640, kind: 'stand', near: [110, 120], far: [90, 126] }),
  figure(who(SKIN[1], HAIR.brown, 'ponytail', p.mustard, '#4f5d75'), { x: 740, floor: 640, kind: 'stand', facing: -1, scale: 0.85, near: [100, 100], far: [80, 110] }),
  rect(0, 470, 1200, 160, p.wood),
  rect(0, 458, 1200, 20, p.woodDark, 4),
  rect(520, 440, 180, 20, p.sand, 6),
  ...[545, 575, 605].map((x) => circle(x, 432, 13, p.terracotta)),
  ellipse(650, 432, 28, 10, '#8fb06a'),
  rect(560, 446, 60, 6, p.dark, 3),
];

export const warningSigns: Scene = (p) => [
  room(p, 540, p.light),
  windowFrame(p, 280, 50, 560, 400, [rect(0, 0, 1200, 630, '#b9c7d3'), hills(330, ['#9fb0bf', '#8ea0b0']), rain(280, 50, 560, 400, '#eef4f8')]),
  plant(1050, 540, 1.2, p.terracotta, p.deep),
  figure(who(SKIN[0], HAIR.auburn, 'long', p.accent, p.dark), { x: 640, floor: 600, kind: 'stand', facing: -1, near: [40, 60], far: [30, 66] }),
  phone(...handAt({ x: 640, floor: 600, kind: 'stand', facing: -1 }, [40, 60]), p.dark, -20),
];

export const caringForYourself: Scene = (p) => [
  sky('#f7d9b0', '#fbeedd', 360),
  sun(860, 330, 60, p.sun),
  cloud(300, 120, 1, p.white),
  hills(330, [p.soft, p.mid]),
  rect(0, 360, 1200, 110, '#b9d6e2'),
  ...[120, 260, 420, 620, 900].map((x, i) => rect(x, 380 + i * 14, 120, 5, p.white, 2.5, { opacity: 0.7 })),
  rect(0, 470, 1200, 160, p.sandDeep),
  tree(1080, 480, 260, p.mid, p.woodDark),
  bench(380, 320, 520, 590, p.wood, p.dark),
  figure(who(SKIN[4], HAIR.brown, 'long', p.accent, '#4f5d75', { extra: 'scarf', extraColour: p.mustard }), { x: 520, floor: 600, kind: 'sit', seat: 520, near: [50, 80], far: [30, 86] }),
  mug(...[handAt({ x: 520, floor: 600, kind: 'sit', seat: 520 }, [50, 80])[0] + 8, handAt({ x: 520, floor: 600, kind: 'sit', seat: 520 }, [50, 80])[1] - 30] as const, p.cream, p.white),
];

export const cannabis: Scene = (p) => [
  sky('#f6e7cf', '#fbf3e6', 420),
  hills(400, [p.soft, p.mid]),
  rect(0, 430, 1200, 200, '#e9d1ac'),
  rect(0, 500, 1200, 60, p.sand),
  tree(150, 480, 330, p.terracotta, p.woodDark),
  tree(1030, 470, 300, p.mustard, p.woodDark),
  tree(820, 440, 170, '#d9774f', p.woodDark),
  bench(430, 340, 490, 560, p.wood, p.dark),
  figure(who(SKIN[3], HAIR.black, 'short', p.accent, '#4f5d75'), { x: 560, floor: 570, kind: 'sit', seat: 490, near: [60, 70], far: [40, 78] }),
  phone(...handAt({ x: 560, floor: 570, kind: 'sit', seat: 490 }, [60, 70]), p.dark, 30),
  leaves([[300, 590], [360, 610], [700, 585], [760, 612], [880, 596], [1000, 606], [240, 560], [640, 600], [1120, 580], [90, 600]], [p.terracotta, p.mustard, '#d9774f']),
];

export const aftercare: Scene = (p) => [
  sky('#f8dcb4', '#fcf2e2', 330),
  sun(600, 280, 60, p.sun),
  hills(320, [p.soft, p.mid]),
  rect(0, 340, 1200, 290, '#cfe0b8'),
  poly([[560, 340], [640, 340], [900, 630], [300, 630]], p.sand),
  ...[[520, 360, 80], [680, 360, 80], [460, 400, 130], [740, 400, 130], [360, 460, 200], [840, 460, 200], [200, 560, 300], [1000, 560, 300]].map(([x, b, h]) => tree(x!, b!, h!, p.mid, p.woodDark)),
  figure(who(SKIN[2], HAIR.black, 'short', p.accent, '#4f5d75', { extra: 'backpack', extraColour: p.terracotta }), { x: 620, floor: 600, kind: 'walk', scale: 0.8, near: [30, 110], far: [-30, 110] }),
];

export const teenWalk: Scene = (p) => [
  sky(p.mid, '#f8d3a4', 420),
  house(80, 430, 220, 150, p.dark, p.ink, p.sun),
  house(420, 430, 180, 120, p.dark, p.ink, p.sun),
  house(900, 430, 240, 160, p.dark, p.ink, p.sun),
  tree(800, 440, 170, p.deep, p.ink),
  rect(0, 430, 1200, 60, p.sandDeep),
  rect(0, 490, 1200, 140, '#8c7b70'),
  streetLamp(330, 470, p.ink, p.sun),
  figure(who(SKIN[1], HAIR.brown, 'long', p.mid, p.dark), { x: 500, floor: 480, kind: 'walk', scale: 0.95, near: [30, 110], far: [-30, 110] }),
  figure(who(SKIN[1], HAIR.brown, 'ponytail', p.terracotta, '#4f5d75'), { x: 630, floor: 480, kind: 'walk', scale: 0.85, near: [30, 110], far: [-30, 110] }),
];

export const alcohol: Scene = (p) => [
  sky('#dcebf3', '#f7efe2', 430),
  hills(380, [p.soft, p.mid]),
  rect(0, 420, 1200, 210, '#cfe0b8'),
  tree(1000, 440, 260, p.mid, p.woodDark),
  tree(820, 430, 140, p.soft, p.woodDark),
  rect(0, 0, 420, 470, p.cream),
  rect(420, 60, 26, 430, p.white),
  rect(100, 170, 200, 240, p.woodDark, 6),
  rect(0, 470, 500, 40, p.wood),
  rect(0, 510, 540, 40, p.woodDark),
  rect(0, 550, 580, 80, p.wood),
  figure(who(SKIN[5], HAIR.white, 'bun', p.accent, p.dark), { x: 330, floor: 620, kind: 'sit', seat: 510, near: [70, 60], far: [40, 100] }),
  g([rect(0, 0, 26, 40, '#cfe8f3', 4, { opacity: 0.85 }), rect(3, 14, 20, 22, '#9fd0e6', 3)], { transform: (() => { const [x, y] = handAt({ x: 330, floor: 620, kind: 'sit', seat: 510 }, [70, 60]); return `translate(${x - 13} ${y - 32})`; })() }),
  plant(520, 470, 0.8, p.terracotta, p.deep),
];

export const supportGroups: Scene = (p) => {
  const chairs: string[] = [];
  const n = 10;
  const order = Array.from({ length: n }, (_, i) => (i / n) * Math.PI * 2).sort((a, b) => Math.sin(a) - Math.sin(b));
  for (const a of order) {
    const x = 600 + Math.cos(a) * 330;
    const y = 470 + Math.sin(a) * 90;
    const s = 0.7 + (Math.sin(a) + 1) * 0.15;
    chairs.push(g([rect(-40, -150, 80, 70, p.accent, 10), rect(-6, -90, 12, 40, p.dark), rect(-46, -60, 92, 18, p.deep, 6), rect(-40, -46, 8, 46, p.dark), rect(32, -46, 8, 46, p.dark)], { transform: `translate(${x} ${y}) scale(${s})` }));
  }
  return [
    room(p, 360),
    ...[110, 470, 830].map((x) => windowFrame(p, x, 60, 260, 190, garden(p))),
    rect(0, 360, 1200, 270, p.sand),
    rug(600, 470, 380, p.light),
    ...chairs,
    table(940, 300, 230, 360, p.wood, p.woodDark),
    rect(960, 226, 50, 74, p.dark, 10),
    ...[1040, 1080, 1120].map((x) => g([rect(x - 14, 270, 28, 30, p.white, 5), steam(x, 262, p.mid)])),
  ];
};
