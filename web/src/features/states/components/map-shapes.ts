// The map's state shapes are about 20 KB gzip of path data: a chunk of their own, never in the states
// page's first JavaScript. The server draws the map from them; the browser hydrating that page reads
// them back from the map it drew (hydration runs no loader), and a page the browser renders itself
// loads them first, in its loader.

/** What the map draws: the box, each state's outline by its code, and the land that is no state (DC). */
export interface MapShapes {
  width: number;
  height: number;
  states: readonly { code: string; d: string }[];
  other: string;
}

let shapes: MapShapes | null = null;

/** Loads the shapes, unless this page already has them. */
export async function loadMapShapes(): Promise<void> {
  if (!shapes) shapes = (await import('virtual:us-state-shapes')).default;
}

/** The shapes: loaded, or read from the map the server drew in this page. */
export function mapShapes(): MapShapes {
  shapes ??= shapesInPage();
  if (!shapes) throw new Error('The map has no shapes: its route loads them before it renders');
  return shapes;
}

/** The shapes of the map in the page (us-map.tsx draws it): each state's path is inside its link. */
function shapesInPage(): MapShapes | null {
  if (typeof document === 'undefined') return null;
  const svg = document.querySelector('svg.us-map__svg');
  const box = svg?.getAttribute('viewBox')?.split(' ').map(Number);
  const other = svg?.querySelector('.us-map__other')?.getAttribute('d');
  if (!svg || !box || box.length !== 4 || !other) return null;
  const states = [...svg.querySelectorAll('a.us-map__link')].map((link) => ({
    // The link's last segment is the state's code (paths.state).
    code: (link.getAttribute('href') ?? '').split('/').pop()!.toUpperCase(),
    d: link.querySelector('path')?.getAttribute('d') ?? '',
  }));
  return { width: box[2]!, height: box[3]!, states, other };
}
