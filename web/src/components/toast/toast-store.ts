import { useSyncExternalStore } from 'react';

// A tiny store outside React so any code (an event handler, an API helper) can raise a toast
// without a provider; <ToastViewport /> in the layout renders whatever is in it.

/** Product spec §4 and §9: toasts close by themselves after 5 seconds unless told otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'error' toasts are announced assertively (role=alert); the others politely (role=status). */
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; Infinity keeps it until closed. */
  duration?: number;
}

export interface ToastRecord {
  id: number;
  title: string;
  description: string | null;
  variant: ToastVariant;
  duration: number;
}

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id for dismissToast. */
export function toast(options: ToastOptions | string): number {
  const o = typeof options === 'string' ? { title: options } : options;
  const id = nextId++;
  // The newest three are enough: a pile of stale messages helps nobody.
  emit([
    ...toasts.slice(-2),
    {
      id,
      title: o.title,
      description: o.description ?? null,
      variant: o.variant ?? 'info',
      duration: o.duration ?? TOAST_DEFAULT_DURATION_MS,
    },
  ]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first. */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

/** For components: `const { toast } = useToast(); toast({ title: 'Saved', variant: 'success' })`. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}
