import type { Caller, FuzzCase } from './cases';
import type { FuzzRoute } from './routes';

// Counterexamples the fuzzer found, fixed at their source: every run replays them first (fast-check's
// `examples`), whatever the seed.

const REQUEST: Omit<FuzzCase, 'route' | 'method' | 'body' | 'as'> = {
  forgedCookie: '',
  origin: 'ours',
  client: 'fresh',
  params: [],
  query: { pairs: [] },
  idempotencyKey: null,
  userAgent: null,
};

const jsonNull: FuzzCase['body'] = { kind: 'raw', contentType: 'application/json', text: 'null' };

const FOUND: [Caller, string, string, FuzzCase['body']][] = [
  // A name that starts with NUL passed the schema, and SQLite's length() (which stops at a NUL)
  // failed the table's "not blank" CHECK: a 503 instead of a 400 (crm/schemas/crm.ts).
  ['admin', 'POST', '/api/admin/crm/prospects/import', { kind: 'raw', contentType: 'text/csv', text: 'facility_name,state\n\u0000,CA\n' }],
  ['admin', 'POST', '/api/admin/crm/prospects', { kind: 'mutated', ops: [{ op: 'set', at: [0], value: '\u0000 Springs' }] }],
  ['admin', 'POST', '/api/admin/crm/tasks', { kind: 'mutated', ops: [{ op: 'set', at: [0], value: '\u0000' }] }],
  // A JSON body of null reached the "passwords match" check, which ran on any input and threw: a 500
  // (accounts/schemas/registration.ts).
  ['anonymous', 'POST', '/api/facility/registrations', jsonNull],
  ['facility', 'PUT', '/api/facility/me/password', jsonNull],
];

export function regressions(routes: FuzzRoute[]): [FuzzCase][] {
  return FOUND.flatMap(([as, method, path, body]) => {
    const route = routes.find((r) => r.method === method && r.path === path);
    return route ? [[{ ...REQUEST, as, route, method, body }]] : [];
  });
}

/** Who would call a route: its own session for the back office and the facility account, else nobody. */
const callerOf = (path: string): Caller => (path.startsWith('/api/admin/') ? 'admin' : path.startsWith('/api/facility/me') ? 'facility' : 'anonymous');

/**
 * One plain request per endpoint (its own caller, its example body, known ids), replayed first:
 * every endpoint is reached whatever the seed draws, however many the route table holds.
 */
export function oneRequestPerRoute(routes: FuzzRoute[]): [FuzzCase][] {
  return routes.map((route) => [
    { ...REQUEST, as: callerOf(route.path), route, method: route.method, body: { kind: 'example' }, params: (route.path.match(/:\w+/g) ?? []).map(() => ({ known: 0 })) },
  ]);
}
