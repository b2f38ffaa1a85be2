import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TextId } from '../../lib/i18n/translator';
import { useSuggestions, type Suggestion } from './use-suggestions';

const KIND_LABEL: Record<Suggestion['kind'], TextId> = {
  place: msg`place`,
  treatment: msg`treatment`,
  insurance: msg`insurance`,
  facility: msg`facility`,
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'type'>;

interface SuggestInputProps extends InputProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (value: string) => void;
  /** Called after a suggestion was picked, before going to it (the header box clears itself). */
  onPicked?: () => void;
}

/**
 * A search box that suggests as the visitor types (the WAI-ARIA combobox pattern with a list box
 * popup): ArrowDown/ArrowUp move through the options, Enter goes to the active one (or submits the
 * form when none is), Escape closes the list, a click picks. Picking goes to the suggestion's page.
 */
export function SuggestInput({ value, onValueChange, onPicked, onKeyDown, onBlur, id: inputId, ...input }: SuggestInputProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const ownId = useId();
  const listId = `${inputId ?? ownId}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value, open);
  const expanded = open && suggestions.length > 0;
  const activeOption = expanded && active < suggestions.length ? active : -1;

  function pick(suggestion: Suggestion) {
    setOpen(false);
    onPicked?.();
    void navigate(suggestion.href);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move !== 0) {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (suggestions.length > 0) {
        // From no option, down is the first and up the last; past either end it wraps round.
        const n = suggestions.length;
        const from = activeOption < 0 ? (move > 0 ? -1 : n) : activeOption;
        setActive((from + move + n) % n);
      }
      return;
    }
    if (event.key === 'Enter' && activeOption >= 0) {
      event.preventDefault();
      pick(suggestions[activeOption]!);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape is the box's own (the header folds its search row).
      event.preventDefault();
      setOpen(false);
      return;
    }
    onKeyDown?.(event);
  }

  return (
    <div className="search-suggest">
      <input
        {...input}
        id={inputId}
        // A text box: HTML lets only type=text carry the combobox role (a search box is a searchbox);
        // the phone's keyboard still offers Search.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption >= 0 ? `${listId}-${activeOption}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label={t`Suggestions`} className="search-suggest__list" hidden={!expanded}>
        {expanded &&
          suggestions.map((suggestion, i) => (
            <li
              key={`${suggestion.kind}:${suggestion.href}:${suggestion.label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeOption}
              className="search-suggest__option"
              // Keeps the focus in the box, so the click below still finds the list open.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              {suggestion.label}
              {suggestion.detail && ` (${suggestion.detail})`}
              <span className="search-suggest__kind"> — {t(KIND_LABEL[suggestion.kind])}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
