/// <reference types="node" />
// The seed generator, through its exported functions. Runs in Node (it reads the ZIP packages), not in workerd.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNT, DEFAULT_SEED, generateFacilities } from './facilities.ts';
import { generateSeed } from './generate.ts';
import { ACCREDITATIONS, FEATURES, REFERENCE_DATE } from './listing-details.ts';
import { STATES } from '../worker/reference/places.ts';
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES } from '../worker/reference/taxonomy.ts';
import { SAMPLE_FACILITIES } from './sample-facilities.ts';
import { sqlLiteral } from '../scripts/sql.ts';
import { facilitiesPerState } from './state-spread.ts';
import { zipCodeRows } from '../scripts/zip-codes.ts';
import type * as NodeSqlite from 'node:sqlite';

const zips = zipCodeRows();
const facilities = generateFacilities(DEFAULT_COUNT, DEFAULT_SEED, zips);
const generated = facilities.slice(SAMPLE_FACILITIES.length);

describe('generateFacilities', () => {
  it('gives the same rows for the same seed and different rows for another', () => {
    expect(generateFacilities(400, 7, zips)).toEqual(generateFacilities(400, 7, zips));
    expect(generateFacilities(400, 8, zips)).not.toEqual(generateFacilities(400, 7, zips));
  });

  it('makes exactly the requested number of facilities, ids 1..N', () => {
    expect(facilities).toHaveLength(DEFAULT_COUNT);
    expect(facilities.map((f) => f.id)).toEqual(Array.from({ length: DEFAULT_COUNT }, (_, i) => i + 1));
    expect(generateFacilities(5, 1, zips)).toHaveLength(5);
    expect(() => generateFacilities(4, 1, zips)).toThrow();
  });

  it('starts with the five samples', () => {
    expect(facilities.slice(0, 5)).toMatchObject(SAMPLE_FACILITIES);
  });

  it('spreads facilities over every state by population', () => {
    const perState = new Map<string, number>();
    for (const f of facilities) perState.set(f.state, (perState.get(f.state) ?? 0) + 1);
    for (const s of STATES) expect(perState.get(s.code) ?? 0, s.code).toBeGreaterThanOrEqual(3);
    expect(perState.get('CA')).toBeGreaterThan(10 * (perState.get('WY') ?? 0));
  });

  it('places every facility at a real ZIP of its own state and city', () => {
    const byZip = new Map(zips.map((z) => [z.zip, z]));
    for (const f of facilities) {
      const zip = byZip.get(f.zip);
      expect(zip, `${f.id} ${f.zip}`).toBeDefined();
      expect([zip?.state, zip?.city, zip?.latitude, zip?.longitude]).toEqual([f.state, f.city, f.latitude, f.longitude]);
    }
  });

  it('gives each listing an area code dialled in its city', () => {
    // Codes as the cities' own phone books have them (overlays included), not read from the seed's table.
    const CITY_CODES: Record<string, number[]> = {
      'Los Angeles, CA': [213, 323, 310, 424, 818, 747],
      'San Diego, CA': [619, 858],
      'Sacramento, CA': [916, 279],
      'Riverside, CA': [951],
      'Fresno, CA': [559],
      'Houston, TX': [713, 281, 832, 346],
      'Dallas, TX': [214, 469, 972, 945],
      'San Antonio, TX': [210, 726],
      'El Paso, TX': [915],
      'Miami, FL': [305, 786],
      'Tampa, FL': [813, 656],
      'Jacksonville, FL': [904],
      'Chicago, IL': [312, 773, 872],
      'Buffalo, NY': [716],
      'Rochester, NY': [585],
      'Pittsburgh, PA': [412],
      'Philadelphia, PA': [215, 267, 445],
      'Spokane, WA': [509],
      'Seattle, WA': [206, 564],
      'Denver, CO': [303, 720],
      // USPS "Atlanta" reaches past the perimeter, where 770 is dialled.
      'Atlanta, GA': [404, 470, 678, 770],
      'Columbus, OH': [614, 380],
      'Cleveland, OH': [216],
      'Detroit, MI': [313],
      'Grand Rapids, MI': [616],
      'Tucson, AZ': [520],
      'Las Vegas, NV': [702, 725],
      'Reno, NV': [775],
    };
    const listed = generated.filter((f) => CITY_CODES[`${f.city}, ${f.state}`]);
    const wrong = listed.filter((f) => !CITY_CODES[`${f.city}, ${f.state}`]!.includes(Number(f.phone.slice(1, 4))));
    expect(wrong.map((f) => `${f.city}, ${f.state} ${f.zip}: ${f.phone}`)).toEqual([]);
    expect(listed.length).toBeGreaterThan(100);
  });

  it('uses only fictional phone numbers and example.org addresses', () => {
    for (const f of facilities) {
      expect(f.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(f.website).toMatch(/^https:\/\/[a-z0-9-]{1,63}\.example\.org$/);
      expect(f.email).toMatch(/^[a-z]+@[a-z0-9-]{1,63}\.example\.org$/);
    }
    expect(new Set(facilities.map((f) => f.website)).size).toBe(facilities.length);
    expect(new Set(facilities.map((f) => f.name)).size).toBe(facilities.length);
  });

  it('links only taxonomy ids from reference.ts, in the spec ranges', () => {
    const known = (rows: Array<{ id: string }>) => new Set(rows.map((r) => r.id));
    const lists = [
      [known(TREATMENT_TYPES), (f: (typeof facilities)[number]) => f.treatmentTypes, 2, 6],
      [known(SPECIALIZATIONS), (f: (typeof facilities)[number]) => f.specializations, 2, 6],
      [known(INSURANCE_PROVIDERS), (f: (typeof facilities)[number]) => f.insurance, 3, 9],
    ] as const;
    // Problems collected and compared once: an expect per id of 5,200 listings took seconds on a busy machine.
    const problems: string[] = [];
    for (const f of facilities) {
      for (const [ids, of, min, max] of lists) {
        for (const id of of(f)) if (!ids.has(id)) problems.push(`${f.id}: unknown id ${id}`);
        if (new Set(of(f)).size !== of(f).length) problems.push(`${f.id}: an id twice in ${of(f).join(',')}`);
        if (f.id > 5 && (of(f).length < min || of(f).length > max)) problems.push(`${f.id}: ${of(f).length} ids, not ${min}–${max}`);
      }
      for (const a of f.accreditation) if (!(ACCREDITATIONS as readonly string[]).includes(a)) problems.push(`${f.id}: accreditation ${a}`);
      for (const x of f.features) if (!(FEATURES as readonly string[]).includes(x)) problems.push(`${f.id}: feature ${x}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the reviews\' tone and volume, years and verification dates in range', () => {
    for (const f of generated) {
      expect(f.reviewMean).toBeGreaterThanOrEqual(3);
      expect(f.reviewMean).toBeLessThanOrEqual(5);
      expect(Math.round(f.reviewMean * 10) / 10).toBe(f.reviewMean);
      expect(f.reviewVolume).toBeGreaterThanOrEqual(3);
      expect(f.reviewVolume).toBeLessThanOrEqual(1500);
      expect(Number(f.established)).toBeGreaterThanOrEqual(1968);
      expect(Number(f.established)).toBeLessThanOrEqual(2023);
      const verified = Date.parse(f.lastVerifiedAt);
      expect(verified).toBeLessThan(REFERENCE_DATE);
      expect(verified).toBeGreaterThan(REFERENCE_DATE - 180 * 86_400_000);
      expect(Date.parse(f.createdAt)).toBeLessThanOrEqual(verified);
      // A period after a lone capital ends an abbreviation ("U.S. Virgin Islands"), not a sentence.
      const sentences = f.description.split(/(?<=\.)(?<!\b[A-Z]\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(f.description).toContain(f.city);
    }
  });
});

describe('facilitiesPerState', () => {
  it('gives out exactly the total, with a floor for every place', () => {
    for (const total of [0, 49, 150, 5195, 49995]) {
      const counts = [...facilitiesPerState(STATES, total).values()];
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.min(3, Math.floor(total / STATES.length)));
    }
  });
});

describe('seed SQL', () => {
  const files = generateSeed();

  it('is the same text on every run', () => {
    expect(generateSeed(300, 3)).toEqual(generateSeed(300, 3));
  });

  it('keeps every statement under D1s 100 KB limit', () => {
    for (const file of files) {
      for (const statement of file.statements) expect(Buffer.byteLength(statement)).toBeLessThan(90_000);
    }
    expect(files.map((f) => f.name)).toEqual([
      '01-reference.sql', '02-zip-codes.sql', '03-facilities.sql', '04-links.sql', '05-reviews.sql', '06-approve.sql',
    ]);
  });

  it('quotes strings safely', () => {
    expect(sqlLiteral("Coeur d'Alene")).toBe("'Coeur d''Alene'");
    expect(sqlLiteral("'); DROP TABLE facilities; --")).toBe("'''); DROP TABLE facilities; --'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(-118.492454)).toBe('-118.492454');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\u0000b')).toThrow();
  });

  // node:sqlite exists from Node 22.5; the project's npm scripts run Node 24.
  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof NodeSqlite | undefined;
  it.runIf(sqlite)('loads into the real schema with every facility approved and searchable once', () => {
    const db = new (sqlite as typeof NodeSqlite).DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    const migrations = new URL('../migrations/', import.meta.url);
    for (const name of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
      db.exec(readFileSync(new URL(name, migrations), 'utf8'));
    }
    for (const file of files) db.exec(file.statements.join('\n'));
    const one = (sql: string) => Object.values(db.prepare(sql).get() ?? {})[0];
    expect(one("SELECT count(*) FROM facilities WHERE status = 'approved'")).toBe(DEFAULT_COUNT);
    expect(one('SELECT count(*) FROM facilities_fts')).toBe(DEFAULT_COUNT);
    expect(one('SELECT count(*) FROM zip_codes')).toBe(zips.length);
    expect(one("SELECT name FROM facilities WHERE id = 1")).toBe(SAMPLE_FACILITIES[0]?.name);
    expect(one("SELECT count(*) FROM facilities_fts WHERE facilities_fts MATCH 'detoxification'")).toBeGreaterThan(0);
    expect(one('SELECT count(*) FROM facilities WHERE json_array_length(features) = 0')).toBe(0);
    // Every figure is its published reviews' own; some listings have none, some reviews are critical,
    // in Spanish, answered, or not published.
    expect(one(`SELECT count(*) FROM facilities f WHERE f.reviews != (SELECT count(*) FROM reviews r WHERE r.facility_id = f.id AND r.status = 'published')
      OR f.rating IS NOT (SELECT avg(rating) FROM reviews r WHERE r.facility_id = f.id AND r.status = 'published')`)).toBe(0);
    const share = (sql: string) => Number(one(sql)) / DEFAULT_COUNT;
    expect(share('SELECT count(*) FROM facilities WHERE reviews = 0')).toBeGreaterThan(0.15);
    expect(share('SELECT count(*) FROM facilities WHERE reviews = 0')).toBeLessThan(0.35);
    expect(one("SELECT count(*) FROM reviews WHERE rating <= 2 AND status = 'published'")).toBeGreaterThan(100);
    expect(one("SELECT count(*) FROM reviews WHERE lang = 'es'")).toBeGreaterThan(100);
    expect(one("SELECT count(*) FROM reviews WHERE response_status = 'published'")).toBeGreaterThan(50);
    expect(one("SELECT count(*) FROM reviews WHERE status != 'published'")).toBeGreaterThan(10);
    expect(one("SELECT count(*) FROM reviews WHERE display_name NOT LIKE '% (demo)'")).toBe(0);
    db.close();
    // Every migration and 5,200 facilities into SQLite: about 2 s alone, past 5 s beside the Worker tests.
  }, 30_000);
});
