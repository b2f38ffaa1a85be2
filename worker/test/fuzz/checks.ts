import { errorOf } from '../client';
import type { BuiltRequest } from './build';

// What every answer must hold, whatever was asked: a status the caller can act on, our error shape
// on the API, and nothing of our insides (stack traces, source paths, SQL errors) in the body.

/** What betrays the code: a V8 stack frame, a source file, a module path, a raw storage error. */
const LEAKS = [
  /\n\s+at (?:async )?\S+ \(?[^\s)]+:\d+:\d+\)?/g,
  /\bat (?:async )?[\w$.<>]+ \([^)\s]*:\d+:\d+\)/g,
  /\b[\w./-]+\.tsx?:\d+(?::\d+)?/g,
  /(?:\/work\/|file:\/\/\/|node_modules\/)[\w./@-]*/g,
  /\bworker\/(?:routes|lib|db|auth|search|schemas|seo|email)\/[\w/.-]*/g,
  /\b(?:D1_ERROR|D1_EXEC_ERROR|SQLITE_[A-Z]+|no such (?:table|column|function))\b/g,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError): /g,
];

/** The first sign of our insides in `text` that the request did not itself contain (an echo is no leak). */
export function leakIn(text: string, sent: string): string | null {
  for (const pattern of LEAKS) {
    for (const match of text.matchAll(pattern)) {
      if (!sent.includes(match[0].trim())) return match[0];
    }
  }
  return null;
}

/** The problems with one answer; none means it holds. */
export async function problemsWith(built: BuiltRequest, res: Response, body: string): Promise<string[]> {
  const problems: string[] = [];
  if (res.status >= 500 || res.status < 200) problems.push(`status ${res.status}`);
  if (built.crossSite && res.status !== 403) problems.push(`a cross-site ${built.method} was answered ${res.status}, not 403`);
  if (built.pathname.startsWith('/api/') && res.status >= 400 && built.method !== 'HEAD') {
    try {
      await errorOf({ headers: res.headers, json: async () => JSON.parse(body) as unknown });
    } catch (error) {
      problems.push(`not our error shape: ${String(error)}`);
    }
  }
  const leak = leakIn(body, built.sentText);
  if (leak) problems.push(`the body shows our insides: ${JSON.stringify(leak)}`);
  return problems;
}

/** Log lines may carry neither the client's address nor anything the client wrote. */
export function logProblems(built: BuiltRequest, logged: string): string[] {
  if (!logged) return [];
  const problems: string[] = [];
  if (built.address && built.address.length >= 7 && logged.includes(built.address)) problems.push('the client address reached the logs');
  const written = built.bodyStrings.map((s) => s.trim()).filter((s) => s.length >= 8);
  const seen = written.find((s) => logged.includes(s));
  if (seen) problems.push(`what the client wrote reached the logs: ${JSON.stringify(seen.slice(0, 60))}`);
  return problems;
}
