/**
 * The rest of the search, as hidden inputs: a form that sets one part of it (the words, the sort,
 * the filters) sends these too when it is submitted without script, so nothing else is lost.
 */
export function HiddenParams({ params }: { params: ReadonlyArray<[name: string, value: string]> }) {
  return params.map(([name, value], index) => <input key={`${index}:${name}`} type="hidden" name={name} value={value} />);
}
