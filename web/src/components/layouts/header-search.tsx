import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalizedHref } from '../../lib/i18n/i18n-context';
import { SuggestInput } from '../search-suggest/suggest-input';
import { SearchIcon } from './icons';
import { MAX_QUERY_LENGTH } from '../../../../worker/search/schemas/search-limits';

/**
 * The header's search box (product spec §2, §5): non-blank text goes to /search?q=<trimmed,
 * URL-encoded>; blank text does nothing; a picked suggestion goes where it leads. Used inline on wide
 * screens and in the mobile drawer. Without script it is a plain GET form to /search.
 */
export function HeaderSearchForm({ autoFocus = false, onEscape }: { autoFocus?: boolean; onEscape?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { t } = useLingui();
  const href = useLocalizedHref();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    setText('');
    void navigate(href(paths.search.getHref(`q=${encodeURIComponent(q)}`)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  }

  return (
    <form
      className="header-search"
      role="search"
      aria-label={t`Site search`}
      method="get"
      action={href(paths.search.path)}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t`Search facilities`}
      </label>
      <SuggestInput
        ref={input}
        id={`${id}-q`}
        name="q"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t`Search facilities...`}
        // Only where the visitor just asked for the box: the toggle that opened it.
        autoFocus={autoFocus}
        onValueChange={setText}
        onPicked={() => setText('')}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary header-search__submit">
        <SearchIcon />
        <span className="sr-only">{t`Submit search`}</span>
      </button>
    </form>
  );
}
