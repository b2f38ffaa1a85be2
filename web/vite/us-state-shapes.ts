import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

// Build-time map data for the /states page: the Census Bureau's state shapes (us-atlas, already
// projected to Albers USA with Alaska and Hawaii inset, in a 975 × 610 box) turned into SVG paths, in
// one static file the page draws each state from with <use>. The paths (~17 KB gzip) stay out of the
// page's HTML, which then fits in about the 14 KB a new connection's first round trip carries, and out
// of its JavaScript; the file's name is its hash, so it is cached for good (web/public/_headers).
// `virtual:us-state-shapes` gives the page only the file's address, the box and the codes; neither
// us-atlas nor topojson-client reaches the browser.

const MODULE_ID = 'virtual:us-state-shapes';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The us-atlas file's viewBox. */
const WIDTH = 975;
const HEIGHT = 610;
/** Douglas–Peucker tolerance in viewBox units: under half a pixel at the page's widest. */
const SIMPLIFY_TOLERANCE = 0.35;

/** FIPS code → postal code for the 50 states; DC ('11') is drawn but is not a state page. */
const POSTAL_BY_FIPS: Record<string, string> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE',
  '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS',
  '21': 'KY', '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS',
  '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM', '36': 'NY',
  '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI', '45': 'SC',
  '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV',
  '55': 'WI', '56': 'WY',
};

export interface StateShapes {
  width: number;
  height: number;
  /** The 50 states, by name. */
  states: { code: string; name: string; d: string }[];
  /** Land that is not one of the 50 states (the District of Columbia), drawn so the map has no hole. */
  other: string;
}

type Point = [number, number];

/** Keeps the points of an open polyline that matter to within `tolerance` (Douglas–Peucker). */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (distance > tolerance) {
      keep[farthest] = 1;
      stack.push([a, farthest], [farthest, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * Decodes the quantized, delta-encoded arcs and simplifies each one. Simplifying arcs (not rings)
 * keeps a border shared by two states identical in both, so no slivers open between them.
 */
function simplifiedTopology(topology: Topology): Topology {
  const transform = topology.transform;
  if (!transform) throw new Error('us-atlas: expected a quantized topology');
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const absolute = arc.map(([dx, dy]): Point => {
      x += dx!;
      y += dy!;
      return [x * sx + tx, y * sy + ty];
    });
    return simplify(absolute, SIMPLIFY_TOLERANCE);
  });
  const { transform: _quantized, ...rest } = topology;
  return { ...rest, arcs };
}

/** Compact SVG path data: one decimal, relative line-tos after the first point of each ring. */
function pathData(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const tenths = (v: number) => Math.round(v * 10);
  const num = (v: number) => (v / 10).toString().replace(/^(-?)0\./, '$1.');
  let d = '';
  for (const polygon of polygons) {
    for (const ring of polygon as Position[][]) {
      let px = 0;
      let py = 0;
      let segment = '';
      for (const [x0, y0] of ring) {
        const x = tenths(x0!);
        const y = tenths(y0!);
        if (segment === '') {
          segment = `M${num(x)},${num(y)}l`;
        } else {
          if (x === px && y === py) continue;
          const dx = num(x - px);
          const dy = num(y - py);
          // A minus sign separates numbers by itself; anything else needs a space.
          segment += `${segment.endsWith('l') || dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
        }
        px = x;
        py = y;
      }
      d += `${segment}z`;
    }
  }
  return d;
}

export function buildStateShapes(): StateShapes {
  const require = createRequire(import.meta.url);
  const file = require.resolve('us-atlas/states-albers-10m.json');
  const topology = simplifiedTopology(JSON.parse(readFileSync(file, 'utf8')) as Topology);
  const collection = feature(topology, topology.objects.states as GeometryCollection<{ name: string }>);
  const states: StateShapes['states'] = [];
  let other = '';
  for (const f of collection.features) {
    const geometry = f.geometry as Polygon | MultiPolygon;
    const code = POSTAL_BY_FIPS[String(f.id)];
    if (code) states.push({ code, name: f.properties.name, d: pathData(geometry) });
    else other += pathData(geometry);
  }
  if (states.length !== 50) throw new Error(`us-atlas: expected 50 states, found ${states.length}`);
  states.sort((a, b) => a.name.localeCompare(b.name));
  return { width: WIDTH, height: HEIGHT, states, other };
}

/**
 * The map's file: each state a path whose id is its code, DC's land as `other`. No fill or stroke of
 * its own, so the page's classes on each <use> style it (a <use>'s copy inherits the <use>'s styles).
 */
export function stateShapesFile({ width, height, states, other }: StateShapes): string {
  const paths = [...states.map((s) => `<path id="${s.code}" d="${s.d}"/>`), `<path id="other" d="${other}"/>`];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">\n${paths.join('\n')}\n</svg>\n`;
}

/** The file, its name under the build's output and what the virtual module exports. */
function stateShapesAsset() {
  const shapes = buildStateShapes();
  const source = stateShapesFile(shapes);
  // Named by its content, not by Rollup: the client build and the SSR build (which emits no file) must
  // name it alike.
  const fileName = `assets/us-states-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`;
  const data = { width: shapes.width, height: shapes.height, href: `/${fileName}`, codes: shapes.states.map((s) => s.code) };
  return { source, fileName, module: `export default ${JSON.stringify(data)};` };
}

/** Vite plugin providing `virtual:us-state-shapes` (its type: web/src/features/states/us-state-shapes.d.ts). */
export function usStateShapes(): Plugin {
  let asset: ReturnType<typeof stateShapesAsset> | null = null;
  const built = () => (asset ??= stateShapesAsset());
  return {
    name: 'us-state-shapes',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? built().module : null;
    },
    // Into dist/client only: the Worker's static assets serve it, the SSR build needs just its name.
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { fileName, source } = built();
      this.emitFile({ type: 'asset', fileName, source });
    },
    // `npx vite` builds no files: serve it at the same address.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { fileName, source } = built();
        if (req.url?.split('?')[0] !== `/${fileName}`) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(source);
      });
    },
  };
}
