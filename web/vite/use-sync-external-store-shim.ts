// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook (the package's
// production build exports it when React has one). @lingui/react imports the shim for older Reacts;
// resolving it here keeps its fallback code (0.3 KB gzip) off every page (vite.config.ts).
export { useSyncExternalStore } from 'react';
