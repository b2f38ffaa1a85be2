import type { FuzzCase } from './requests';
import type { FuzzRoute } from './routes';

// Counterexamples the fuzzer found, fixed at their source: every run replays them first (fast-check's
// `examples`), whatever the seed.

const AS_ADMIN: Omit<FuzzCase, 'route' | 'method' | 'body'> = {
  as: 'admin',
  forgedCookie: '',
  origin: 'ours',
  client: 'fresh',
  params: [],
  query: { pairs: [] },
  idempotencyKey: null,
  userAgent: null,
};

export function regressions(routes: FuzzRoute[]): [FuzzCase][] {
  const cases: [string, string, FuzzCase['body']][] = [
    // A name that starts with NUL passed the schema, and SQLite's length() (which stops at a NUL)
    // failed the table's "not blank" CHECK: a 503 instead of a 400 (schemas/crm.ts).
    ['POST', '/api/admin/crm/prospects/import', { kind: 'raw', contentType: 'text/csv', text: 'facility_name,state\n\u0000,CA\n' }],
    ['POST', '/api/admin/crm/prospects', { kind: 'mutated', ops: [{ op: 'set', at: [0], value: '\u0000 Springs' }] }],
    ['POST', '/api/admin/crm/tasks', { kind: 'mutated', ops: [{ op: 'set', at: [0], value: '\u0000' }] }],
  ];
  return cases.flatMap(([method, path, body]) => {
    const route = routes.find((r) => r.method === method && r.path === path);
    return route ? [[{ ...AS_ADMIN, route, method, body }]] : [];
  });
}
