import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { usStateShapes } from './web/vite/us-state-shapes.ts';

// The SPA lives in web/ and builds into dist/client, which the Worker serves as static assets
// (wrangler.toml [assets]). Routes are split by the lazy imports in web/src/app/router.tsx.
export default defineConfig({
  root: 'web',
  // usStateShapes: the /states map's SVG paths, projected at build time (no geo library ships).
  plugins: [react(), usStateShapes()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Per-route CSS files load with their route chunk instead of one stylesheet for every page.
    cssCodeSplit: true,
  },
  server: {
    // `npx vite` during development: the API comes from `wrangler dev` on its default port.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
