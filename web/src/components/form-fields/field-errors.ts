/** Moves focus to the first field with an error, in the order given. */
export function focusFirstError(order: readonly string[], errors: Partial<Record<string, string>>, idOf = (field: string) => field) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** The first message per field of a zod error, keyed by the field's top-level name. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
