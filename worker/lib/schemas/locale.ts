/**
 * The `locale` a request body names, read before the body is validated (so not yet checked): a
 * visitor form says in it which page's language it was sent from, and its refusals are answered in
 * that language (issue 29). The body says it rather than Accept-Language, which is the browser's
 * language, not the page the visitor chose.
 */
export function localeOfBody(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'locale' in body && typeof body.locale === 'string' ? body.locale : undefined;
}
