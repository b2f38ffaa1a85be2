// A file's text, imported with Vite's `?raw` (the Worker tests read configuration they check this way).
declare module '*?raw' {
  const text: string;
  export default text;
}
