import { adminRouter } from '../../accounts/guards';
import {
  exportAuditStatement,
  importByKey,
  importLookups,
  importRecordStatement,
  importStatements,
  isImportKeyTaken,
  type ImportAnswer,
} from '../queries/import';
import { isNameClash } from '../queries/prospect-writes';
import { allProspects } from '../queries/prospects';
import type { AppContext } from '../../lib/app-env';
import { checkRows, lookupsNeeded, planImport, prospectsCsv } from '../csv';
import { bodyLimitOf, CSV_IMPORT_TOO_LARGE, MAX_CSV_IMPORT_BYTES } from '../../lib/body-limit';
import { parseCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { assertSameRequest, idempotencyOf, type Idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { prospectListQuerySchema } from '../schemas/crm';
import { checkHeader, importQuerySchema, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../schemas/csv';
import { route } from '../../lib/openapi';

// The CRM's CSV export and import (mounted at /api/admin/crm). The import's dry run answers what
// each row would do; without it, the valid rows are written in one transaction. Importing a file
// again, or in parts, gives the same prospects: rows match by facility name and state. The same
// import sent again with its Idempotency-Key (after a 5xx or a lost reply) is answered as the first
// time and writes nothing: no second audit line, no "0 added" in place of what it did.

const exportQuerySchema = prospectListQuerySchema.omit({ page: true, limit: true });

/** The answer a stored import gave, for a retry with its key (the key with another file is a 409). */
async function earlierAnswer(c: AppContext, request: Idempotency): Promise<ImportAnswer | null> {
  const earlier = await importByKey(c.get('db'), request.key);
  if (!earlier) return null;
  assertSameRequest(earlier, request);
  return earlier.answer;
}

/** The body as UTF-8 text; a file in another encoding would import mangled names. */
async function csvBody(c: AppContext): Promise<string> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'text/csv') {
    throw new ApiError('unsupported_media_type', 'Please send the file as CSV (Content-Type: text/csv).');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer());
  } catch {
    throw new ApiError('invalid_request', 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
}

export const adminCrmCsvRoutes = adminRouter()
  .get('/prospects.csv', route({ summary: 'Export prospects as CSV (audited)', 200: { description: 'Every prospect the filters match, as a CSV file.', mediaType: 'text/csv' } }), validate('query', exportQuerySchema), async (c) => {
    const db = c.get('db');
    const query = c.req.valid('query');
    const prospects = await allProspects(db, query);
    const user = c.get('user');
    const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    await db.batch([exportAuditStatement(db, user, { count: prospects.length, filters })]);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(prospectsCsv(prospects), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="prospects-${day}.csv"`,
    });
  })
  .post('/prospects/import', route({ summary: 'Import prospects from CSV', body: { mediaType: 'text/csv', description: 'A UTF-8 CSV file with a header line, at most 8 MB.' }, 200: 'A dry run: what each row would do. Otherwise: what was added, updated, unchanged and skipped (the same answer again for the same Idempotency-Key).', errors: ['unsupported_media_type', 'conflict'] }), bodyLimitOf(MAX_CSV_IMPORT_BYTES, CSV_IMPORT_TOO_LARGE), validate('query', importQuerySchema), async (c) => {
    const { dry_run, first_line } = c.req.valid('query');
    const dryRun = dry_run === '1' || dry_run === 'true';
    const text = await csvBody(c);
    const request = await idempotencyOf(c, { text, first_line });
    const earlier = dryRun ? null : await earlierAnswer(c, request);
    if (earlier) return c.json(earlier, 200);
    const parsed = parseCsv(text, { columns: MAX_IMPORT_COLUMNS, records: MAX_IMPORT_ROWS });
    if (!parsed.ok) throw new ApiError('invalid_request', parsed.message);
    const header = checkHeader(parsed.header);
    if (!header.ok) throw new ApiError('invalid_request', header.message, { fields: header.fields });
    const db = c.get('db');
    const rows = checkRows(header.columns, parsed.records, first_line);
    const needed = lookupsNeeded(rows);
    const plan = planImport(header.columns, rows, await importLookups(db, needed.keys, needed.facilityIds));

    if (dryRun) {
      return c.json({ rows: plan.rows, counts: plan.counts }, 200);
    }
    const result = {
      added: plan.counts.add,
      updated: plan.counts.update,
      unchanged: plan.counts.unchanged,
      skipped: plan.counts.skip,
    };
    const errors = plan.rows.filter((row) => row.action === 'skip').map(({ line, errors }) => ({ line, errors }));
    const answer: ImportAnswer = { ...result, errors };
    const user = c.get('user');
    try {
      await db.batch([
        ...importStatements(db, plan.writes, user, { ...result, rows: rows.length }),
        importRecordStatement(db, user, request, answer),
      ]);
    } catch (error) {
      // The same import sent twice at once: the first one's answer.
      const first = isImportKeyTaken(error) ? await earlierAnswer(c, request) : null;
      if (first) return c.json(first, 200);
      if (!isNameClash(error)) throw error;
      throw new ApiError(
        'conflict',
        'Some of these prospects were added by someone else while this file was importing. Nothing was imported: please try again.',
      );
    }
    return c.json(answer, 200);
  });
