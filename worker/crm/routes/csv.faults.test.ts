import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/client';
import { countRows, csvAuditLines, csvOf, insertProspects, type ImportResult } from '../../test/crm-csv';
import { RetryingClients } from '../../test/exactly-once';
import { loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

// Exactly once under faults (issue 15): CRM imports sent by an admin's browser that retries with
// the import's key while D1 fails 30% of the writes. Half the files add prospects, half update
// existing ones; an import applies once, and a retry is answered with what it did (never "0 added,
// 5 unchanged" for a file that added 5).

const SEED = 4015;
const FILES = 50;
const ROWS = 5;
let cookie: string;

beforeAll(async () => {
  await loadReferenceData();
  ({ cookie } = await signedInAdmin());
});

const nameOf = (file: number, row: number) => `Import ${file}-${row} Recovery`;

/** The import of file `f`: even files add their prospects, odd ones move existing prospects on. */
function importOf(f: number) {
  const rows = Array.from({ length: ROWS }, (_, r) => [nameOf(f, r), 'WA', f % 2 === 0 ? 'new' : 'qualified']);
  const csv = csvOf(['facility_name', 'state', 'status'], ...rows);
  const key = `crm-import-${SEED}-${f}`;
  return {
    label: `import-${f}`,
    adds: f % 2 === 0,
    request: () =>
      new Request(`${ORIGIN}/api/admin/crm/prospects/import`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'text/csv', Cookie: cookie, 'Idempotency-Key': key },
        body: csv,
      }),
  };
}

describe(`${FILES} concurrent CRM imports of ${ROWS} rows while D1 fails 30% of writes`, () => {
  it('applies every import once: its prospects, a timeline entry each, one audit line, its own answer', { timeout: 60_000 }, async () => {
    await insertProspects(
      Array.from({ length: FILES }, (_, f) => f)
        .filter((f) => f % 2 === 1)
        .flatMap((f) => Array.from({ length: ROWS }, (_, r) => ({ facility_name: nameOf(f, r), state: 'WA' }))),
    );
    const imports = Array.from({ length: FILES }, (_, f) => importOf(f));
    const started = performance.now();
    const clients = new RetryingClients({ seed: SEED, rate: 0.3, retries: 4, lostReplyRate: 0.05 });
    const outcomes = await clients.sendAll(imports);
    expect(clients.tally.refused).toBe(0);

    const answers = new Map(outcomes.filter((o) => o.told === 'stored').map((o) => [o.label, o.body as ImportResult]));
    const sendAgain = imports.filter((m, i) => !answers.has(m.label) || i % 10 === 0);
    for (const m of sendAgain) {
      const res = await clients.sendAgain(m);
      expect(res.status, m.label).toBe(200);
      const answer = (await res.json()) as ImportResult;
      if (answers.has(m.label)) expect(answer, m.label).toEqual(answers.get(m.label));
      answers.set(m.label, answer);
    }
    for (const m of imports) {
      const expected = m.adds ? { added: ROWS, updated: 0 } : { added: 0, updated: ROWS };
      expect(answers.get(m.label), m.label).toEqual({ ...expected, unchanged: 0, skipped: 0, errors: [] });
    }

    const { results } = await env.DB.prepare(
      `SELECT p.facility_name AS name, p.status,
         (SELECT count(*) FROM crm_activities a WHERE a.prospect_id = p.id AND a.kind = 'imported') AS entries
       FROM crm_prospects p WHERE p.state = 'WA'`,
    ).all<{ name: string; status: string; entries: number }>();
    expect(results).toHaveLength(FILES * ROWS);
    const byName = new Map(results.map((r) => [r.name, r]));
    for (let f = 0; f < FILES; f++) {
      for (let r = 0; r < ROWS; r++) {
        expect(byName.get(nameOf(f, r))).toEqual({ name: nameOf(f, r), status: f % 2 === 0 ? 'new' : 'qualified', entries: 1 });
      }
    }
    expect(await csvAuditLines('crm.prospect.import')).toHaveLength(FILES);
    expect(await countRows('crm_prospects')).toBe(FILES * ROWS);
    expect(clients.faults.counts.failedAfter).toBeGreaterThan(0);
    console.log(clients.report('CRM imports', FILES, performance.now() - started));
  });
});
