/// <reference types="node" />
// The demo CRM book: its counts and the spec's figures, its fictional contacts, and that its SQL loads
// into the real schema (node:sqlite) with every entry and task given to the demo admin.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, PROSPECT_STATUSES, prospectSchema } from '../worker/crm/schemas/crm';
import { crmBookStatements } from './crm-book-sql.ts';
import { conversionRate, CRM_SEED, generateCrmBook, PIPELINE_TARGET, pipelineValue, STATUS_MIX } from './crm-book.ts';
import { REFERENCE_DATE } from './listing-details.ts';
import { STATES } from '../worker/reference/places.ts';
import { generateSeed } from './generate.ts';
import type * as NodeSqlite from 'node:sqlite';

const book = generateCrmBook();
const { prospects, activities, tasks } = book;

describe('generateCrmBook', () => {
  it('is the same book for the same seed and another for another seed', () => {
    expect(generateCrmBook(CRM_SEED)).toEqual(book);
    expect(generateCrmBook(CRM_SEED + 1)).not.toEqual(book);
  });

  it('has 247 prospects, ids 1..247, every status in the mix', () => {
    expect(prospects).toHaveLength(247);
    expect(prospects.map((p) => p.id)).toEqual(Array.from({ length: 247 }, (_, i) => i + 1));
    for (const status of PROSPECT_STATUSES) {
      expect(prospects.filter((p) => p.status === status).length, status).toBe(STATUS_MIX[status]);
    }
    for (const priority of PRIORITIES) expect(prospects.some((p) => p.priority === priority), priority).toBe(true);
    expect(new Set(prospects.map((p) => p.facilityType)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(prospects.map((p) => p.state)).size).toBeGreaterThanOrEqual(30);
  });

  it('has the spec figures: pipeline value $125,000 and conversion rate 12.5%', () => {
    // Pipeline: estimated annual revenue of the prospects neither won nor lost.
    expect(pipelineValue(prospects)).toBe(PIPELINE_TARGET);
    const open = prospects.filter((p) => p.status !== 'closed_won' && p.status !== 'closed_lost');
    expect(open.reduce((sum, p) => sum + p.estimatedAnnualRevenue, 0)).toBe(125_000);
    // Conversion: won / (won + lost).
    expect(conversionRate(prospects)).toBe(0.125);
    expect(prospects.every((p) => p.estimatedAnnualRevenue > 0 && p.estimatedLifetimeValue >= p.estimatedAnnualRevenue)).toBe(true);
  });

  it('passes the schema every form and import uses, one prospect per name and state', () => {
    for (const p of prospects) {
      const checked = prospectSchema.safeParse(p);
      expect(checked.success, `${p.id}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
    }
    expect(new Set(prospects.map((p) => `${p.facilityName.toLowerCase()}|${p.state}`)).size).toBe(prospects.length);
    const codes = new Set(STATES.map((s) => s.code));
    expect(prospects.every((p) => codes.has(p.state))).toBe(true);
  });

  it('uses only fictional phone numbers and example.org addresses', () => {
    for (const p of prospects) {
      expect(p.contactPhone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(p.contactEmail).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9-]+\.example\.org$/);
      expect(p.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.org$/);
    }
  });

  it('dates everything around the reference date: closed ones closed, open ones with follow-ups', () => {
    for (const p of prospects) {
      expect(Date.parse(p.createdAt)).toBeLessThan(REFERENCE_DATE);
      const closed = p.status === 'closed_won' || p.status === 'closed_lost';
      expect(p.closedAt !== null, `${p.id}`).toBe(closed);
      if (closed) expect(p.nextFollowupDate).toBeNull();
      if (p.status !== 'new') expect(p.lastContactDate).not.toBeNull();
    }
  });

  it('gives each prospect a timeline, and the demo admin two dozen tasks, some overdue', () => {
    expect(new Set(activities.filter((a) => a.kind === 'created').map((a) => a.prospectId)).size).toBe(247);
    for (const p of prospects.filter((p) => p.status !== 'new')) {
      const change = activities.find((a) => a.prospectId === p.id && a.kind === 'status_change');
      expect(change?.detail?.to, `${p.id}`).toBe(p.status);
    }
    expect(tasks).toHaveLength(24);
    const day = new Date(REFERENCE_DATE).toISOString().slice(0, 10);
    expect(tasks.filter((t) => t.completedAt === null && t.dueDate < day).length).toBeGreaterThan(0);
    expect(tasks.some((t) => t.completedAt !== null)).toBe(true);
  });
});

describe('demo CRM book SQL', () => {
  const statements = crmBookStatements(book, 'Admin@Demo.example.org');

  it('keeps every statement under D1s 100 KB limit', () => {
    for (const statement of statements) expect(Buffer.byteLength(statement)).toBeLessThan(90_000);
  });

  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof NodeSqlite | undefined;
  it.runIf(sqlite)('loads into the real schema with the figures intact and the demo admin on every entry and task', () => {
    const db = new (sqlite as typeof NodeSqlite).DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    const migrations = new URL('../migrations/', import.meta.url);
    for (const name of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
      db.exec(readFileSync(new URL(name, migrations), 'utf8'));
    }
    // States only: the book needs them, not the facilities.
    db.exec(generateSeed(5, 1)[0]!.statements.join('\n'));
    db.exec("INSERT INTO users (email, name, role, status, password_hash) VALUES ('admin@demo.example.org', 'Demo Admin', 'admin', 'active', 'x')");
    db.exec(statements.join('\n'));
    const one = (sql: string) => Object.values(db.prepare(sql).get() ?? {})[0];
    expect(one('SELECT count(*) FROM crm_prospects')).toBe(247);
    expect(one("SELECT sum(estimated_annual_revenue) FROM crm_prospects WHERE status NOT IN ('closed_won', 'closed_lost')")).toBe(125_000);
    expect(
      one("SELECT 1.0 * sum(status = 'closed_won') / sum(status IN ('closed_won', 'closed_lost')) FROM crm_prospects"),
    ).toBe(0.125);
    expect(one('SELECT count(*) FROM crm_activities')).toBe(activities.length);
    expect(one('SELECT count(*) FROM crm_activities WHERE actor_id IS NULL')).toBe(0);
    expect(one('SELECT count(*) FROM crm_tasks WHERE assignee_id IS NULL OR created_by IS NULL')).toBe(0);
    expect(one("SELECT count(*) FROM crm_prospects WHERE json_array_length(tags) > 0")).toBeGreaterThan(100);
    db.close();
    // Every migration applied, then the book: about 2 s alone, past 5 s on a busy machine (CI hit it).
  }, 30_000);
});
