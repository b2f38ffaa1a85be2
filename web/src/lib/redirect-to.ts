/**
 * Where to go after signing in: the `redirectTo` the guard sent, if it is a path on this site
 * ("/admin-dashboard?x=1"), else `fallback`. Anything that could leave the site — "//host", "/\host",
 * a full URL, a scheme — or lead back to the login page (`loginPath`) is ignored.
 */
export function safeRedirectTarget(redirectTo: string | null, base: string, fallback: string, loginPath: string): string {
  if (!redirectTo || !/^\/(?![/\\])/.test(redirectTo) || hasControlOrBackslash(redirectTo)) return fallback;
  try {
    const url = new URL(redirectTo, base);
    if (url.origin !== base || url.pathname === loginPath) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** Control characters and backslashes: browsers may read them as part of another host's address. */
function hasControlOrBackslash(value: string): boolean {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20);
}
