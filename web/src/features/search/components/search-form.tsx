import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { SuggestInput } from '../../../components/search-suggest/suggest-input';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { RADIUS_OPTIONS } from '../utils/search-params';
import { HiddenParams } from './hidden-params';
import { UseMyLocation } from './use-my-location';
import { MAX_QUERY_LENGTH } from '../../../../../worker/search/schemas/search-limits';

export interface SearchFormValues {
  q: string;
  zip: string;
  /** Chosen in Within, or null for the place's default. */
  radius: number | null;
}

interface SearchFormProps {
  initial: SearchFormValues;
  /** The radius the search measures with (shown in Within even when none was chosen). */
  radiusInUse: number;
  /** API messages for this form's fields (q, zip, radius), shown beside each input. */
  fieldErrors: Partial<Record<keyof SearchFormValues, string>>;
  /** The rest of the search (filters, sort), sent along when the form is submitted without script. */
  keep: ReadonlyArray<[name: string, value: string]>;
  onSubmit: (values: SearchFormValues) => void;
  /** Within applies itself as it changes (around the ZIP, the city typed, or the visitor). */
  onRadiusChange: (radius: number) => void;
}

/**
 * Text and ZIP + radius. The page remounts it (key) when the URL's values change. A real GET form
 * with the URL's names, so without script the browser asks for the same /search?… the page builds.
 */
export function SearchForm({ initial, radiusInUse, fieldErrors, keep, onSubmit, onRadiusChange }: SearchFormProps) {
  const id = useId();
  const { t } = useLingui();
  const href = useLocalizedHref();
  const [q, setQ] = useState(initial.q);
  const [zip, setZip] = useState(initial.zip);
  const [radius, setRadius] = useState(initial.radius);
  const radiusOptions = RADIUS_OPTIONS.includes(radiusInUse as (typeof RADIUS_OPTIONS)[number])
    ? RADIUS_OPTIONS
    : [...RADIUS_OPTIONS, radiusInUse].sort((a, b) => a - b);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ q: q.trim(), zip: zip.trim(), radius });
  }

  return (
    <form
      className="search-form"
      role="search"
      aria-label={t`Search facilities`}
      method="get"
      action={href(paths.search.path)}
      noValidate
      onSubmit={submit}
    >
      <HiddenParams params={keep} />
      <Field id={`${id}-q`} label={t`Search treatment centers`} error={fieldErrors.q} grow>
        <SuggestInput
          id={`${id}-q`}
          name="q"
          value={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t`Name, city, treatment or condition`}
          onValueChange={setQ}
          {...errorProps(`${id}-q`, fieldErrors.q)}
        />
      </Field>
      <Field id={`${id}-zip`} label={t`ZIP code`} error={fieldErrors.zip}>
        <input
          id={`${id}-zip`}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          size={7}
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          {...errorProps(`${id}-zip`, fieldErrors.zip)}
        />
        <UseMyLocation
          onZip={(found) => {
            setZip(found);
            onSubmit({ q: q.trim(), zip: found, radius });
          }}
        />
      </Field>
      <Field id={`${id}-radius`} label={t`Within`} error={fieldErrors.radius}>
        <select
          id={`${id}-radius`}
          name="radius"
          value={radius ?? radiusInUse}
          onChange={(event) => {
            const miles = Number(event.target.value);
            setRadius(miles);
            // Words or a ZIP typed but not yet searched go with it, rather than being lost.
            if (q.trim() !== initial.q.trim() || zip.trim() !== initial.zip.trim()) onSubmit({ q: q.trim(), zip: zip.trim(), radius: miles });
            else onRadiusChange(miles);
          }}
          {...errorProps(`${id}-radius`, fieldErrors.radius)}
        >
          {radiusOptions.map((miles) => (
            <option key={miles} value={miles}>
              {t`${miles} miles`}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className="button button--primary search-form__submit">
        {t`Search`}
      </button>
    </form>
  );
}

function errorProps(inputId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {};
}

function Field(props: { id: string; label: string; error: string | undefined; grow?: boolean; children: React.ReactNode }) {
  return (
    <div className={props.grow ? 'search-form__field search-form__field--grow' : 'search-form__field'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
