import { useState } from 'react';
import { FORM_KEY_FIELD, FORM_NAME_FIELD } from '../../lib/posted-form';

/**
 * What a visitor form posts beside its fields when sent without script (lib/posted-form.ts): which
 * form of the page it is, and a key drawn with the page, so that sending it twice stores it once.
 * The browser's copy of the key differs from the server's and is never used (with script the form
 * sends its own Idempotency-Key), hence no hydration warning for it.
 */
export function PostedFormFields({ name }: { name: string }) {
  const [key] = useState(() => crypto.randomUUID());
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      <input type="hidden" name={FORM_KEY_FIELD} value={key} suppressHydrationWarning />
    </>
  );
}
