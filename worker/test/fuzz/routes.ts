import { app } from '../../app';
import { exampleFor, type BodyKind } from './examples';

/** One endpoint of the Worker, as its route table names it. */
export interface FuzzRoute {
  method: string;
  path: string;
  /** The path's parameters (`:id` → id), in order. */
  params: string[];
  kind: BodyKind;
}

/** `:id{[0-9]+}` and `:id?` are the parameter `id`. */
const paramName = (segment: string) => segment.slice(1).replace(/\{.*\}$/, '').replace(/\?$/, '');

/**
 * Every endpoint from `app.routes`, once per method and path: each handler of a route is listed
 * there, and middleware is listed with method ALL, which is no endpoint. A route added to the app is
 * fuzzed from here without changing the test.
 */
export function fuzzRoutes(): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || seen.has(`${method} ${path}`)) continue;
    const params = path
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map(paramName);
    seen.set(`${method} ${path}`, { method, path, params, kind: exampleFor(method, path).kind });
  }
  return [...seen.values()];
}
