// An email as the templates write it: paragraphs of text and links, rendered once as plain text and
// once as HTML (every email has both parts). A link that works on its own (a reset or invitation) is
// marked `secret`: the copy the outbox keeps shows a marker in its place.

/** A link inside a paragraph; the text part shows the address itself. */
export interface Link {
  href: string;
  label?: string;
}

export type Paragraph = string | (string | Link)[];

export interface EmailMessage {
  to: string;
  /** Which kind of email (password_reset, new_inquiry…): what the desk filters on. */
  template: string;
  subject: string;
  paragraphs: Paragraph[];
  /** The link that opens something by itself (a reset or invitation link): never stored readable. */
  secret?: string;
  /** A notification the recipient may stop (not transactional): it carries List-Unsubscribe. */
  unsubscribable?: boolean;
  /** The language it is written in (the HTML part says so); English unless a template says otherwise. */
  lang?: 'en' | 'es';
}

export const REDACTED_LINK = '[link removed: it works only from the email the recipient received]';

export interface Rendered {
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const partsOf = (paragraph: Paragraph) => (typeof paragraph === 'string' ? [paragraph] : paragraph);

/**
 * The text and HTML of `message`. With `redacted`, the secret link is replaced by a marker wherever
 * it appears (as a link or inside text), so the copy is safe to store and to show.
 */
export function render(message: EmailMessage, { redacted }: { redacted: boolean }): Rendered {
  const hide = (text: string) => (redacted && message.secret ? text.replaceAll(message.secret, REDACTED_LINK) : text);
  const textOf = (part: string | Link) => hide(typeof part === 'string' ? part : part.href);
  const htmlOf = (part: string | Link) => {
    if (typeof part === 'string') return escapeHtml(hide(part));
    if (redacted && part.href === message.secret) return escapeHtml(REDACTED_LINK);
    return `<a href="${escapeHtml(part.href)}">${escapeHtml(hide(part.label ?? part.href))}</a>`;
  };
  const text = message.paragraphs.map((p) => partsOf(p).map(textOf).join('')).join('\n\n');
  const body = message.paragraphs.map((p) => `<p>${partsOf(p).map(htmlOf).join('').replaceAll('\n', '<br>')}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${message.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933; max-width: 600px;">',
    body,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
