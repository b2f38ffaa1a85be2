import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigation } from 'react-router-dom';
import type { PageOutcome } from '../utils/page-outcome';

/**
 * Where focus goes on the search page: the results' heading. After a search from the form, once it
 * has answered, so keyboard and screen reader users land on what they asked for (not after filter
 * clicks, which keep focus on the box); at once for "Show results" and a followed page link.
 */
export function useResultsFocus(outcome: PageOutcome) {
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const afterSearch = useRef(false);
  useEffect(() => {
    if (!afterSearch.current || navigation.state !== 'idle') return;
    afterSearch.current = false;
    headingRef.current?.focus();
  }, [navigation.state, outcome]);
  return {
    headingRef,
    /** The search starting now moves focus to the heading when it answers. */
    focusAfterSearch: () => {
      afterSearch.current = true;
    },
    focusNow: () => headingRef.current?.focus(),
    /** A link to another page was clicked: focus follows, unless it opens in a new tab or window (then this page stays as it was). */
    onPageFollow: (event: MouseEvent) => {
      if (isPlainClick(event)) headingRef.current?.focus();
    },
  };
}

/** A click that follows a link in this tab (not into a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
