import { lazy, Suspense, useEffect, useRef } from 'react';
import { dismissToast, useToasts } from './toast-store';

// The toasts themselves are a chunk of their own, fetched with the first one: most visits raise none.
const ToastItem = lazy(() => import('./toast-item'));
const HOTKEY = 'F8';

/**
 * Where toasts appear: mounted once in the layout. Polite toasts sit in a role=status live region,
 * errors in a role=alert one; both exist from the first render so screen readers announce what is
 * added. F8 moves focus here (and Escape on a toast closes it and goes back to where you were).
 */
export function ToastViewport() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const hasToasts = toasts.length > 0;

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== HOTKEY || !hasToasts || !regionRef.current) return;
      event.preventDefault();
      if (!regionRef.current.contains(document.activeElement)) {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      regionRef.current.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasToasts]);

  /**
   * Closes a toast. If focus was inside it (a keyboard user pressed its close button or Escape),
   * focus goes to the next toast, or back to where it was before F8, instead of to the page's top.
   */
  function close(id: number, node: HTMLElement | null) {
    const hadFocus = Boolean(node?.contains(document.activeElement));
    dismissToast(id);
    if (!hadFocus) return;
    if (toasts.length > 1) {
      regionRef.current?.focus();
    } else {
      const back = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main');
      back?.focus();
      returnFocusTo.current = null;
    }
  }

  const polite = toasts.filter((t) => t.variant !== 'error');
  const urgent = toasts.filter((t) => t.variant === 'error');
  return (
    <section
      ref={regionRef}
      className={hasToasts ? 'toast-viewport' : 'toast-viewport toast-viewport--empty'}
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
    >
      <div role="alert">
        <ol className="toast-list">
          <Suspense>
            {urgent.map((t) => (
              <ToastItem key={t.id} toast={t} onClose={close} />
            ))}
          </Suspense>
        </ol>
      </div>
      <div role="status">
        <ol className="toast-list">
          <Suspense>
            {polite.map((t) => (
              <ToastItem key={t.id} toast={t} onClose={close} />
            ))}
          </Suspense>
        </ol>
      </div>
    </section>
  );
}
