// Text people type, as it is stored: without the invisible marks that change the order in which
// the letters around them are shown. U+202E RIGHT-TO-LEFT OVERRIDE makes "Harbor \u202Eexe.rpc"
// show as "Harbor cpr.exe"; in a name that reaches an email subject or a page title it lets the
// sender make the name read as something it is not. Names on this site are English or Spanish:
// nothing is lost by dropping them.

/**
 * The marks that reorder text: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069), the left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic
 * letter mark (U+061C).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without the marks that reorder it. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
