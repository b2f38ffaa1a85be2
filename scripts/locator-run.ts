// One locator import, whatever runs the SQL: read the database's state, map the file, add what the
// catalogue lacks, plan, write batch by batch. The command line (scripts/import-locator.ts) drives it
// through wrangler; tests through node:sqlite or the Worker's D1. Pure: no Node built-ins.
import { mapLocatorFile, ServiceCatalogue, type RowError } from './locator-mapping.ts';
import { catalogueAdditionSql, catalogueOf, existingOf, planImport, provisionalCatalogue, STATE_SQL, type ImportPlan } from './locator-plan.ts';

export interface SqlDriver {
  /** Runs each query and answers its rows, in order. */
  query(sql: readonly string[]): Promise<Array<Array<Record<string, unknown>>>>;
  /** Runs the statements as one transaction. */
  execute(statements: readonly string[]): Promise<void>;
}

export interface ImportOptions {
  fileName: string;
  fileText: string;
  dryRun: boolean;
  runBy?: { kind: 'cli' } | { kind: 'staff'; userId: number };
  now?: Date;
  batchRows?: number;
  /** Progress: rows mapped, then rows written, of the file's total. */
  onProgress?: (phase: 'mapping' | 'writing', done: number, total: number) => void;
}

export interface ImportResult extends ImportPlan {
  errors: RowError[];
  /** Catalogue entries this file brought ("PAY|Some fund"): added, or for a dry run, to be added. */
  newServices: string[];
}

export async function importLocatorFile(db: SqlDriver, options: ImportOptions): Promise<ImportResult> {
  const [states, categories, services, existing] = await db.query([STATE_SQL.states, STATE_SQL.categories, STATE_SQL.services, STATE_SQL.existing]);
  const mapped = mapLocatorFile(options.fileText, { states: new Set(states!.map((r) => String(r.code))) }, (done, total) =>
    options.onProgress?.('mapping', done, total),
  );
  let catalogueRows = catalogueOf(services!);
  const missing = new ServiceCatalogue(catalogueRows).missing(mapped.facilities.flatMap((f) => f.services));
  if (missing.length > 0) {
    if (options.dryRun) catalogueRows = provisionalCatalogue(catalogueRows, missing);
    else {
      await db.execute(
        catalogueAdditionSql(missing, new Set(categories!.map((r) => String(r.code))), new Set(services!.map((r) => String(r.slug)))),
      );
      catalogueRows = catalogueOf((await db.query([STATE_SQL.services]))[0]!);
    }
  }
  const newServices = missing.map((k) => `${k.category}|${k.value}`);
  const plan = planImport({
    ...mapped,
    catalogue: new ServiceCatalogue(catalogueRows),
    existing: existingOf(existing!),
    fileName: options.fileName,
    dryRun: options.dryRun,
    runBy: options.runBy ?? { kind: 'cli' },
    newServices,
    now: options.now ?? new Date(),
    batchRows: options.batchRows,
  });
  let written = 0;
  for (const batch of plan.batches) {
    await db.execute(batch.statements);
    written += batch.rows;
    options.onProgress?.('writing', Math.min(written, mapped.total), mapped.total);
  }
  return { ...plan, errors: mapped.errors, newServices };
}
