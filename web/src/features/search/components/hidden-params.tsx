/**
 * The rest of the search, as hidden inputs: a form that sets one part of it (the words, the sort,
 * the filters) sends these too when it is submitted without script, so nothing else is lost.
 */
export function HiddenParams({ params }: { params: ReadonlyArray<[name: string, value: string]> }) {
  return params.map(([name, value], index) => <input key={`${index}:${name}`} type="hidden" name={name} value={value} />);
}

/**
 * A form's submit button for browsers without script only: with script, each control applies itself
 * as it changes. (React leaves <noscript> empty in the browser; the server writes its content.)
 */
export function NoScriptSubmit({ label, className = 'button button--secondary' }: { label: string; className?: string }) {
  return (
    <noscript>
      <button type="submit" className={className}>
        {label}
      </button>
    </noscript>
  );
}
