// Provided at build time by web/vite/us-state-shapes.ts: SVG path data for the 50 states (the map
// draws the states only; DC and the territories are listed below it on the states page).
declare module 'virtual:us-state-shapes' {
  const shapes: {
    width: number;
    height: number;
    /** The 50 states, sorted by name; `d` is SVG path data in the width × height box. */
    states: readonly { code: string; name: string; d: string }[];
    /** The District of Columbia, drawn as plain land so Maryland shows no hole. */
    other: string;
  };
  export default shapes;
}
