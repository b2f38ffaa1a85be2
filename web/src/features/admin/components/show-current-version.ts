import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { SendStatus } from '../../../lib/api-form';

/**
 * A decision the Worker refused because the record changed since the page showed it (409
 * `version_changed`, issue 22): true, and the page's data is loaded again once, so the admin sees
 * the version there is now (and the form sends that one) while the failure message stays on screen.
 */
export function useShowCurrentVersion(status: SendStatus<unknown>): boolean {
  const revalidator = useRevalidator();
  const changed = status.kind === 'failed' && status.error.code === 'version_changed' ? status.error : null;
  const reloadedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!changed || reloadedFor.current === changed) return;
    reloadedFor.current = changed;
    void revalidator.revalidate();
  }, [changed, revalidator]);
  return changed !== null;
}
