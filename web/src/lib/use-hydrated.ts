import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether this render runs in a browser that has taken over the page. False on the server and in the
 * browser's hydrating render (so the two produce the same markup), true from the render after; true
 * at once where the browser renders from scratch. A control that only works with script (a toggle,
 * Copy link) renders its no-script form or nothing until then, so the server's HTML never shows a
 * button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
