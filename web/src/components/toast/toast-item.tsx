import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { dismissToast, type ToastRecord } from './toast-store';

// One toast: closes itself after its duration (paused while in use), on Escape, on its button or on
// a swipe. A chunk of its own, loaded with the first toast (./toast-viewport.tsx).

/** Product spec §9: a swipe to the right of more than 50 px closes a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export default function ToastItem({ toast, onClose }: { toast: ToastRecord; onClose: (id: number, node: HTMLElement | null) => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const paused = usePauseWhileInUse(ref);
  useAutoDismiss(toast, paused);
  const swipe = useSwipeToDismiss(ref, () => onClose(toast.id, ref.current));

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(toast.id, ref.current);
  }

  return (
    <li ref={ref} className={`toast toast--${toast.variant}`} onKeyDown={onKeyDown} {...swipe}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" onClick={() => onClose(toast.id, ref.current)}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">Close notification</span>
      </button>
    </li>
  );
}

/** True while the pointer is over the toast or focus is inside it: nobody loses a message mid-read. */
function usePauseWhileInUse(ref: RefObject<HTMLLIElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(node.contains(event.relatedTarget as Node | null));
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [ref]);
  return hovered || focused;
}

/** Closes the toast after its duration, counting only the time it was not paused. */
function useAutoDismiss(toast: ToastRecord, paused: boolean) {
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
}

/**
 * Pointer handlers that let the toast follow a finger or mouse to the right and close it past the
 * threshold. The offset goes into a CSS custom property through the CSSOM, which the
 * Content-Security-Policy (style-src 'self') allows, unlike a style attribute.
 */
function useSwipeToDismiss(ref: RefObject<HTMLLIElement | null>, dismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  function offset(node: HTMLLIElement, dx: number) {
    node.style.setProperty('--toast-swipe-x', `${dx}px`);
    node.classList.toggle('toast--swiping', dx > 0);
  }

  return {
    onPointerDown(event: PointerEvent<HTMLLIElement>) {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
    },
    onPointerMove(event: PointerEvent<HTMLLIElement>) {
      const node = ref.current;
      if (!start.current || !node || event.pointerId !== start.current.pointerId) return;
      const dx = Math.max(0, event.clientX - start.current.x);
      if (dx > 4 && !node.hasPointerCapture(event.pointerId)) node.setPointerCapture(event.pointerId);
      offset(node, dx);
    },
    onPointerUp(event: PointerEvent<HTMLLIElement>) {
      const node = ref.current;
      if (!start.current || !node) return;
      const dx = event.clientX - start.current.x;
      start.current = null;
      if (dx > TOAST_SWIPE_THRESHOLD_PX) dismiss();
      else offset(node, 0);
    },
    onPointerCancel() {
      start.current = null;
      if (ref.current) offset(ref.current, 0);
    },
  };
}
