/// <reference types="node" />
// npm run bench:crm-import — the CRM's CSV import of a 5,000-row file, on the real Worker in workerd
// over local D1 (the default 5,200-facility seed, with the demo admin). Generates the file (fictional
// names), then times: the dry run (median of --reps), the import in one request (all adds), the same
// file again (all updates, nothing changed: median of --reps), a second file imported in parts of
// --part rows as the SPA's import screen sends it, and the export of both. Prints times, rows/s, D1
// rows read and written (Server-Timing), and checks that every row is there. Prints numbers, asserts none.
//   --rows 5000   --reps 3   --part 500
// bench/all.ts calls benchCrmImport on a 5,200-facility database it shares with other benches.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import { queryNumber, wrangler } from '../seed/wrangler.ts';
import { ensureBuilt, seedDatabase, startServer } from './lib/server.ts';
import { DB_TIMING, fmt, median, parseServerTiming } from './lib/stats.ts';

const SIZE = 5200;
const PORT = 8882;
/** Every benchmark prospect's name starts so; the run deletes them first, so each run starts alike. */
const PREFIX = 'Benchmark';

const COLUMNS = [
  'facility_name', 'state', 'facility_type', 'status', 'priority', 'estimated_annual_revenue', 'contact_count',
  'last_contact_date', 'next_followup_date', 'estimated_lifetime_value', 'tags', 'contact_name', 'contact_email',
  'contact_phone', 'website', 'notes', 'facility_id',
];
const STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'WA', 'AZ', 'CO', 'OR', 'MN'];
const STATUSES = ['new', 'contacted', 'interested', 'qualified', 'proposal_sent', 'negotiating', 'closed_won', 'closed_lost', 'on_hold'];
const WORDS = ['Harbor', 'Cedar', 'Summit', 'Willow', 'Beacon', 'Meadow', 'Lantern', 'Riverside', 'Pinecrest', 'Clearwater', 'Bluebird', 'Stonebridge'];
const KINDS = ['Recovery Center', 'Wellness House', 'Treatment Group', 'Counseling', 'Detox Clinic', 'Sober Living'];
const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Rowan', 'Emerson'];
const LAST = ['Ortiz', 'Nguyen', 'Patel', 'Okafor', 'Lindqvist', 'Moreau', 'Haddad', 'Kowalski'];

/** One fictional prospect's cells; `set` keeps the two files' names apart. */
function prospectRow(set: 'A' | 'B', i: number): string[] {
  const pick = <T>(list: T[], salt: number) => list[(i * 7 + salt) % list.length]!;
  const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + ((i * 13 + offset) % 365) * 86_400_000).toISOString().slice(0, 10);
  const contact = `${pick(FIRST, 1)} ${pick(LAST, 3)}`;
  return [
    `${PREFIX} ${set} ${pick(WORDS, 0)} ${pick(KINDS, 2)} ${String(i).padStart(5, '0')}`,
    pick(STATES, 5),
    pick(['outpatient', 'residential', 'detox', 'luxury_resort'], 4),
    pick(STATUSES, 6),
    pick(['urgent', 'high', 'medium', 'low'], 1),
    String(5_000 + ((i * 977) % 95_000)),
    String(i % 9),
    i % 3 === 0 ? '' : day(0),
    i % 4 === 0 ? '' : day(30),
    String(20_000 + ((i * 1_931) % 380_000)),
    [pick(['west', 'east', 'south', 'midwest'], 2), i % 5 === 0 ? 'conference 2026' : ''].filter(Boolean).join(';'),
    contact,
    `${contact.toLowerCase().replace(' ', '.')}.${i}@prospects.example.org`,
    `(555) 555-${String(i % 10_000).padStart(4, '0')}`,
    `https://prospect-${set.toLowerCase()}-${i}.example.org`,
    `Met ${contact} at the regional meeting, "very interested"; follow up on pricing, beds and intake hours. Row ${i}.`,
    i % 10 === 0 ? String(1 + (i % SIZE)) : '',
  ];
}

const fileOf = (rows: string[][]) => Papa.unparse({ fields: COLUMNS, data: rows }, { newline: '\r\n' });

interface Timed {
  ms: number;
  status: number;
  body: Record<string, unknown>;
  rowsRead: number;
  rowsWritten: number;
}

export interface CrmImportOptions {
  rows: number;
  /** Runs of the dry run and of the same file again (medians). */
  reps: number;
  /** Rows per request of the second file, as the import screen sends it. */
  part: number;
}

/** One step: its median time, and D1's rows (medians) from Server-Timing. */
export interface CrmStep {
  ms: number;
  rowsPerSecond: number;
  rowsRead: number;
  rowsWritten: number;
}

export interface CrmImportResult {
  rows: number;
  fileBytes: number;
  dryRun: CrmStep;
  /** The import in one request (all adds), with the counts it answered. */
  firstImport: CrmStep & { counts: Record<string, unknown> };
  sameAgain: CrmStep & { counts: Record<string, unknown> };
  inParts: { ms: number; requests: number; medianMs: number; rowsWritten: number };
  exported: { ms: number; rows: number; bytes: number };
  stored: { a: number; b: number };
}

/**
 * The import of `rows` generated prospects into the database in `dir` (seeded, with the demo admin),
 * on a server of its own on `port`; earlier benchmark prospects are deleted first.
 */
export async function benchCrmImport(dir: string, port: number, { rows: rowCount, reps, part }: CrmImportOptions): Promise<CrmImportResult> {
  wrangler({ persistTo: dir }, ['d1', 'execute', 'DB', '--command', `DELETE FROM crm_prospects WHERE facility_name LIKE '${PREFIX} %'`], 'Deleting earlier benchmark prospects');

  const fileA = fileOf(Array.from({ length: rowCount }, (_, i) => prospectRow('A', i)));
  const rowsB = Array.from({ length: rowCount }, (_, i) => prospectRow('B', i));
  const server = await startServer(dir, port);
  const base = server.url;
  const results: Array<[label: string, value: string]> = [];
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  const measured: Partial<CrmImportResult> = { rows: rowCount, fileBytes: fileA.length };
  try {
    const demo = (await (await fetch(`${base}/api/demo-accounts`)).json()) as { admin: { email: string; password: string } };
    const signIn = await fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;

    const send = async (path: string, body?: string): Promise<Timed> => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...DB_TIMING, Origin: base, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'text/csv' }) },
        body,
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      const timing = res.headers.get('Server-Timing') ?? '';
      const parsed = res.headers.get('Content-Type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, unknown>) : { text };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 500)}`);
      return { ms, status: res.status, body: parsed, rowsRead: parseServerTiming(timing).rowsRead, rowsWritten: Number(/rows_written=(\d+)/.exec(timing)?.[1] ?? 0) };
    };
    const importPath = '/api/admin/crm/prospects/import';
    const line = (label: string, t: Timed[], note = ''): CrmStep => {
      const ms = median(t.map((x) => x.ms));
      const step = {
        ms,
        rowsPerSecond: (rowCount * 1000) / ms,
        rowsRead: median(t.map((x) => x.rowsRead)),
        rowsWritten: median(t.map((x) => x.rowsWritten)),
      };
      results.push([
        label,
        `${fmt(ms, 0)} ms${t.length > 1 ? ` (median of ${t.length})` : ''}, ${int(step.rowsPerSecond)} rows/s; ` +
          `D1 rows read ${int(step.rowsRead)}, written ${int(step.rowsWritten)}${note}`,
      ]);
      return step;
    };

    console.log(`\n# CRM CSV import: ${int(rowCount)} rows (${fmt(fileA.length / 1024 / 1024, 2)} MB), ${int(SIZE)} facilities, local D1`);
    const dry: Timed[] = [];
    for (let r = 0; r < reps; r++) dry.push(await send(`${importPath}?dry_run=1`, fileA));
    measured.dryRun = line('dry run, one request', dry, `; counts ${JSON.stringify(dry[0]!.body.counts)}`);

    const first = await send(importPath, fileA);
    const { errors: _errors, ...counts } = first.body;
    measured.firstImport = { ...line('import, one request (adds)', [first], `; ${JSON.stringify(counts)}`), counts };

    const again: Timed[] = [];
    for (let r = 0; r < reps; r++) again.push(await send(importPath, fileA));
    const { errors: _e, ...againCounts } = again[0]!.body;
    measured.sameAgain = { ...line('same file again (no change)', again, `; ${JSON.stringify(againCounts)}`), counts: againCounts };

    // File B as the SPA sends it after its preview: parts of `part` rows, each with the header and its first line.
    const parts: Timed[] = [];
    const totals = { added: 0, updated: 0, skipped: 0 };
    for (let start = 0; start < rowCount; start += part) {
      const t = await send(`${importPath}?first_line=${start + 2}`, fileOf(rowsB.slice(start, start + part)));
      parts.push(t);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += t.body[key] as number;
    }
    const inParts = {
      ms: parts.reduce((s, t) => s + t.ms, 0),
      requests: parts.length,
      medianMs: median(parts.map((t) => t.ms)),
      rowsWritten: parts.reduce((s, t) => s + t.rowsWritten, 0),
    };
    measured.inParts = inParts;
    results.push([
      `import in parts of ${int(part)} (adds)`,
      `${fmt(inParts.ms, 0)} ms in all over ${inParts.requests} requests (median ${fmt(inParts.medianMs, 0)} ms each), ` +
        `${int((rowCount * 1000) / inParts.ms)} rows/s; D1 rows written ${int(inParts.rowsWritten)}; ${JSON.stringify(totals)}`,
    ]);

    const exported = await send(`/api/admin/crm/prospects.csv?q=${PREFIX}`);
    const exportedRows = Papa.parse<string[]>(String(exported.body.text), { skipEmptyLines: true }).data.length - 1;
    measured.exported = { ms: exported.ms, rows: exportedRows, bytes: String(exported.body.text).length };
    results.push([
      'export of both files',
      `${fmt(exported.ms, 0)} ms, ${int(exportedRows)} rows, ${fmt(measured.exported.bytes / 1024 / 1024, 2)} MB; D1 rows read ${int(exported.rowsRead)}`,
    ]);
  } finally {
    await server.stop();
  }
  const stored = (set: string) =>
    queryNumber({ persistTo: dir }, `SELECT count(*) AS n FROM crm_prospects WHERE facility_name LIKE '${PREFIX} ${set} %'`, 'Counting prospects');
  measured.stored = { a: stored('A'), b: stored('B') };
  const width = Math.max(...results.map(([label]) => label.length));
  for (const [label, value] of results) console.log(`${label.padEnd(width)}  ${value}`);
  console.log(`${'stored afterwards'.padEnd(width)}  file A ${int(measured.stored.a)} of ${int(rowCount)}, file B ${int(measured.stored.b)} of ${int(rowCount)}`);
  return measured as CrmImportResult;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '5000' },
      reps: { type: 'string', default: '3' },
      part: { type: 'string', default: '500' },
    },
  });
  ensureBuilt();
  const dir = resolve(import.meta.dirname, 'out', `state-crm-${SIZE}`);
  seedDatabase(dir, SIZE);
  await benchCrmImport(dir, PORT, { rows: Number(values.rows), reps: Number(values.reps), part: Number(values.part) });
}

if (import.meta.main) await main();
