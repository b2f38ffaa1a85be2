import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { D1Faults, InjectedFault, isWrite } from './faulty-d1';

// The double the exactly-once tests stand on: if its faults did not do what they say (an "after"
// fault that applied nothing, say), those tests would pass for nothing.

beforeAll(async () => {
  await env.DB.exec('CREATE TABLE IF NOT EXISTS fault_probe (id INTEGER PRIMARY KEY, label TEXT NOT NULL)');
});

const labels = async () =>
  (await env.DB.prepare('SELECT label FROM fault_probe ORDER BY id').all<{ label: string }>()).results.map((r) => r.label);

const always = (when: 'before' | 'after') => new D1Faults(env.DB, { seed: 1, rate: 1, afterShare: when === 'after' ? 1 : 0 });

describe('the faulty D1 binding', () => {
  it('fails a write before applying it, or after (applied and committed), on the binding and its sessions', async () => {
    await env.DB.exec('DELETE FROM fault_probe');
    const insert = (db: D1Database | D1DatabaseSession, label: string) =>
      db.prepare('INSERT INTO fault_probe (label) VALUES (?1)').bind(label).run();
    await expect(insert(always('before').binding('a'), 'lost')).rejects.toThrow(InjectedFault);
    await expect(insert(always('after').binding('b'), 'kept')).rejects.toThrow(/Network connection lost/);
    await expect(insert(always('after').binding('c').withSession('first-primary'), 'kept in a session')).rejects.toThrow(InjectedFault);
    expect(await labels()).toEqual(['kept', 'kept in a session']);
  });

  it('fails a batch whole, and passes reads and everything once turned off', async () => {
    await env.DB.exec('DELETE FROM fault_probe');
    const faults = always('before');
    const db = faults.binding('d');
    const batch = ['one', 'two'].map((label) => db.prepare('INSERT INTO fault_probe (label) VALUES (?1)').bind(label));
    await expect(db.batch(batch)).rejects.toThrow(InjectedFault);
    expect(await db.prepare('SELECT count(*) AS n FROM fault_probe').first('n')).toBe(0);
    expect(faults.counts).toEqual({ writes: 1, failedBefore: 1, failedAfter: 0 });
    faults.enabled = false;
    await db.batch(batch);
    expect(await labels()).toEqual(['one', 'two']);
  });

  it('draws the same faults for the same seed and stream, whatever else ran meanwhile', async () => {
    const pattern = async (faults: D1Faults) => {
      const db = faults.binding('replay');
      const outcomes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const update = db.prepare('UPDATE fault_probe SET label = label WHERE id = 0').run();
        outcomes.push(await update.then(() => 'ok', (e: InjectedFault) => e.when));
      }
      return outcomes.join(',');
    };
    const first = await pattern(new D1Faults(env.DB, { seed: 7, rate: 0.5 }));
    await pattern(new D1Faults(env.DB, { seed: 8, rate: 0.5 }));
    expect(await pattern(new D1Faults(env.DB, { seed: 7, rate: 0.5 }))).toBe(first);
    expect(first).toMatch(/before/);
    expect(first).toMatch(/after/);
  });

  it('tells writes from reads', () => {
    expect(isWrite('  INSERT INTO x VALUES (1)')).toBe(true);
    expect(isWrite('-- why\nUPDATE x SET a = 1')).toBe(true);
    expect(isWrite('WITH t AS (SELECT 1) DELETE FROM x WHERE id IN t')).toBe(true);
    expect(isWrite('SELECT * FROM updates')).toBe(false);
    expect(isWrite('WITH t AS (SELECT 1) SELECT * FROM t')).toBe(false);
  });
});
