/// <reference types="node" />
// Writes the seed SQL files: node seed/generate.ts [--count N] [--seed S] [--out DIR]
// The same arguments always give the same bytes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_COUNT, DEFAULT_SEED, generateFacilities } from './facilities.ts';
import { renderSqlFile } from '../scripts/sql.ts';
import { zipCodeRows } from '../scripts/zip-codes.ts';
import { generateReviews } from './reviews.ts';
import { seedFiles, type SeedFile } from './sql-files.ts';

export { generateFacilities } from './facilities.ts';

export const DEFAULT_OUT_DIR = fileURLToPath(new URL('./out', import.meta.url));

/** The pure part: rows and statements, nothing written. */
export function generateSeed(count = DEFAULT_COUNT, seed = DEFAULT_SEED): SeedFile[] {
  const zips = zipCodeRows();
  const facilities = generateFacilities(count, seed, zips);
  return seedFiles(facilities, zips, generateReviews(facilities, seed));
}

/** Replaces the .sql files in `outDir` with a fresh seed and returns what was written, in load order. */
export function writeSeed(outDir: string, count = DEFAULT_COUNT, seed = DEFAULT_SEED): Array<SeedFile & { path: string }> {
  const files = generateSeed(count, seed);
  mkdirSync(outDir, { recursive: true });
  // A file left from an older layout would otherwise be loaded with the new ones.
  for (const old of readdirSync(outDir)) if (old.endsWith('.sql')) rmSync(join(outDir, old));
  return files.map((file) => {
    const path = join(outDir, file.name);
    writeFileSync(path, renderSqlFile(file));
    return { ...file, path };
  });
}

export function parseCount(text: string | undefined): number {
  if (text === undefined) return DEFAULT_COUNT;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 5) throw new Error(`--count must be a whole number of at least 5, got "${text}"`);
  return n;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } },
  });
  const started = performance.now();
  const count = parseCount(values.count);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got "${values.seed}"`);
  const outDir = values.out ? resolve(values.out) : DEFAULT_OUT_DIR;
  for (const file of writeSeed(outDir, count, seed)) {
    console.log(`${file.path}: ${file.rows.toLocaleString('en-US')} rows in ${file.statements.length} statements`);
  }
  console.log(`Generated ${count.toLocaleString('en-US')} facilities in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
