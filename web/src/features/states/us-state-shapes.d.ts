// Provided at build time by web/vite/us-state-shapes.ts: where the map's SVG file is and what it holds
// (the map draws the 50 states and DC's land; DC and the territories are listed below it on the page).
declare module 'virtual:us-state-shapes' {
  const shapes: {
    /** The file's box: the map's viewBox. */
    width: number;
    height: number;
    /** The file's address; each state is its path `#CA`, DC's land `#other`. */
    href: string;
    /** The 50 states' codes, sorted by the states' names. */
    codes: readonly string[];
  };
  export default shapes;
}
