import { escapeHtml } from './render-document';

// A form post a page does not take, answered as a page (the visitor's browser shows it, never JSON):
// one sent from another site (CSRF), one too large to read, one that is not a form.

export type RefusedPost = 'cross_site' | 'too_large' | 'not_a_form';

const STATUS: Record<RefusedPost, 403 | 413 | 415> = { cross_site: 403, too_large: 413, not_a_form: 415 };

const SAID = {
  en: {
    title: 'This form was not sent',
    cross_site: 'This form was sent from another website, so we did not accept it. Nothing was stored.',
    too_large: 'What was sent is too large for this form. Please shorten your message.',
    not_a_form: 'This page only takes its own form.',
    back: 'Go back to the page and send the form from there',
    crisis: 'In a crisis, call or text',
  },
  es: {
    title: 'Este formulario no se envió',
    cross_site: 'Este formulario se envió desde otro sitio web, así que no lo aceptamos. No se guardó nada.',
    too_large: 'Lo que envió es demasiado largo para este formulario. Acorte su mensaje.',
    not_a_form: 'Esta página solo acepta su propio formulario.',
    back: 'Vuelva a la página y envíe el formulario desde allí',
    crisis: 'En una crisis, llame o envíe un mensaje de texto al',
  },
} as const;

/** The refusal of a post to the page at `path`, in the page's language, linking back to it. */
export function refusedPost(path: string, reason: RefusedPost): Response {
  const lang = /^\/es(\/|$)/.test(path) ? 'es' : 'en';
  // Only a plain path of this site is linked (`//evil.example.org` would be another site).
  const back = /^\/(?![/\\])/.test(path) ? path : '/';
  const said = SAID[lang];
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${said.title}</title></head><body><main><h1>${said.title}</h1><p>${said[reason]}</p><p><a href="${escapeHtml(back)}">${said.back}</a></p><p>${said.crisis} <a href="tel:988">988</a>.</p></main></body></html>`;
  return new Response(html, { status: STATUS[reason], headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
