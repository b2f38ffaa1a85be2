import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { apiJson } from '../../lib/api-error';

export type Suggestion = InferResponseType<typeof api.search.suggest.$get, 200>['suggestions'][number];

const DEBOUNCE_MS = 150;
const MAX_LENGTH = 100;

/**
 * Suggestions for `text`, asked for once typing pauses; each new text aborts the request before it.
 * A failure shows none: suggestions help, and the search itself still works without them.
 */
export function useSuggestions(text: string, enabled: boolean): Suggestion[] {
  const [answer, setAnswer] = useState<{ text: string; suggestions: Suggestion[] }>({ text: '', suggestions: [] });
  const q = text.trim();
  const wanted = enabled && q !== '' && q.length <= MAX_LENGTH;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiJson(api.search.suggest.$get({ query: { q } }, { init: { signal: controller.signal } })).then(
        (body) => setAnswer({ text: q, suggestions: body.suggestions }),
        () => setAnswer({ text: q, suggestions: [] }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted]);

  // Only the answer for what is in the box now: never a stale list for older text.
  return wanted && answer.text === q ? answer.suggestions : [];
}
