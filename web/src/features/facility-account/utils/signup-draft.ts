import type { SignupValues } from './signup-steps';

// What the wizard holds, kept in the tab's sessionStorage so a reload (or Back from another page)
// finds it again; gone with the tab, and the passwords are never part of it.

/** The registration's draft; another wizard ("Add a location") keeps its own under another key. */
export const SIGNUP_DRAFT = 'facility-signup-draft';
const NEVER_KEPT = new Set(['password', 'confirmPassword']);

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the wizard works, it just forgets on reload.
    return null;
  }
}

/** The draft kept for this tab, or nothing. */
export function readDraft(key = SIGNUP_DRAFT): Partial<SignupValues> {
  const text = storage()?.getItem(key);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([name]) => !NEVER_KEPT.has(name))) as Partial<SignupValues>;
  } catch {
    return {};
  }
}

export function saveDraft(values: Partial<SignupValues>, key = SIGNUP_DRAFT): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_KEPT.has(name)));
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Full or refused: the draft is a convenience.
  }
}

export function clearDraft(key = SIGNUP_DRAFT): void {
  storage()?.removeItem(key);
}
