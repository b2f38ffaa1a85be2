import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { usStateShapes } from './web/vite/us-state-shapes.ts';

// The SPA lives in web/ and builds into dist/client, which the Worker serves as static assets
// (wrangler.toml [assets]). Routes are split by the lazy imports in web/src/app/routes.ts.
// `vite build --ssr` builds the same routes for the Worker's page renderer into dist/server (one
// module, for workerd: react-dom/server's edge build), which wrangler bundles into the Worker.
/** Lingui's catalogue loader and its macros (through Babel: the native transform needs Node 22 to install). */
export const linguiPlugins = () => {
  // Its advice to use the native transform instead: that one's binary needs Node 22 to install (npm ci runs on the machine's Node).
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  return [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // usStateShapes: the /states map's SVG paths, projected at build time (no geo library ships).
  // lingui: the PO catalogues compiled on import, and Lingui's macros (t`…`, <Trans>) turned into ids.
  plugins: [react(), usStateShapes(), ...linguiPlugins()],
  resolve: { alias: { 'use-sync-external-store/shim': new URL('./web/vite/use-sync-external-store-shim.ts', import.meta.url).pathname } },
  ...(isSsrBuild
    ? {
        // The assets are the client build's: nothing from web/public goes into the Worker's module.
        publicDir: false,
        ssr: { target: 'webworker', noExternal: true, resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] } },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: '../dist/server',
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js' } },
        },
      }
    : {
        build: {
          outDir: '../dist/client',
          emptyOutDir: true,
          target: 'es2022',
          // Per-route CSS files load with their route chunk instead of one stylesheet for every page.
          cssCodeSplit: true,
          // Every browser we serve supports <link rel=modulepreload> (Safari since 17, Firefox since 115):
          // the polyfill would be 0.3 KB on every page for none of them.
          modulePreload: { polyfill: false },
          // Read by the Worker to preload a landing page's own chunk (worker/seo/route-preloads.ts).
          manifest: 'route-manifest.json',
          rolldownOptions: {
            output: {
              // React and the router, which every page needs, in one long-cached vendor chunk; other
              // libraries (zod for the forms, …) stay with the routes that use them.
              codeSplitting: {
                groups: [
                  // The helper behind every lazy import, on its own: the entry imports only it, so a
                  // rendered page's first paint waits on none of the SPA's code (web/src/main.tsx).
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
                  { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@lingui[\\/](core|react|message-utils))[\\/]/ },
                  // Every page's head and its translator, in one chunk: the shared form parts and the
                  // back office's screens that say their words through the translator would otherwise
                  // split the translator off into one more file on every page (decision 022).
                  { name: 'head', test: /web[\\/]src[\\/](app[\\/]head\.ts|lib[\\/]i18n[\\/](translator\.ts|i18n-context\.tsx|locales\.ts|format\.ts))$/ },
                  // The small modules every page loads (the API's client side, the router's paths, the
                  // site's reference data, deferred sections, toasts): one file, not ten of half a KB.
                  // And the pieces both the first paint and a later chunk use (the header's icons and links,
                  // which the drawer shares; a name placed in a message; the page head's bidi check; which
                  // catalogues a screen loads), each otherwise a file of its own under 0.5 KB.
                  {
                    name: 'shared',
                    test: /(web[\\/]src[\\/](config[\\/]paths\.ts|lib[\\/](reference-data|api-error|api|deferred|format|use-hydrated|i18n[\\/](as-text|screen-messages))\.tsx?|components[\\/](toast[\\/]toast-store|layouts[\\/](icons|nav-links))\.tsx?)|worker[\\/]lib[\\/]schemas[\\/]bidi-controls\.ts)$/,
                  },
                ],
              },
            },
          },
        },
      }),
  server: {
    // `npx vite` during development: the API comes from `wrangler dev` on its default port.
    proxy: { '/api': 'http://localhost:8787' },
  },
}));
