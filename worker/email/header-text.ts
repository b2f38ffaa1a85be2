import { withoutBidiControls } from '../lib/schemas/bidi-controls';

// Text that goes into an email header (the subject, a display name, any header value) is one line
// of printable characters. A facility name typed with CR/LF ("…\r\nBcc: someone@…") would otherwise
// add a header of its own choosing: every control character (C0, DEL, C1) and the Unicode line and
// paragraph separators become a space, and runs of spaces one. The marks that reorder text (U+202E
// and its kin) are dropped: a subject shows its words in the order they are stored, even for a name
// stored before the forms dropped them (lib/schemas/text.ts).

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/gu;

export function headerText(value: string): string {
  return withoutBidiControls(value).replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}
