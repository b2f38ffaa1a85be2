import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRow, insertRows, rowStatement, updateRows } from './factories';
import { loadReferenceData } from './fixtures';

beforeAll(loadReferenceData);

describe('test factories on the schema', () => {
  it('fills the columns a table requires, keeps what the test gives, and returns the row as stored', async () => {
    const facility = await insertRow('facilities', { name: 'Factory Made', state: 'TX' });
    expect(facility).toMatchObject({ name: 'Factory Made', state: 'TX', city: 'Springfield', status: 'pending' });
    expect(facility.id).toBeGreaterThan(0);
    const stored = await env.DB.prepare('SELECT name, state FROM facilities WHERE id = ?1').bind(facility.id).first();
    expect(stored).toEqual({ name: 'Factory Made', state: 'TX' });
  });

  it('binds every value: text that looks like SQL is stored as it is', async () => {
    const name = `O'Brien'); DROP TABLE facilities; --`;
    const [row] = await insertRows('facilities', [{ name }]);
    expect((await env.DB.prepare('SELECT name FROM facilities WHERE id = ?1').bind(row!.id).first())?.name).toBe(name);
  });

  it('updates only the rows it names', async () => {
    const [a, b] = await insertRows('facilities', [{ name: 'Left Alone' }, { name: 'Changed' }]);
    expect((await updateRows('facilities', { id: b!.id }, { phone: '(555) 555-0111' })).map((row) => row.id)).toEqual([b!.id]);
    const { results } = await env.DB.prepare('SELECT id, phone FROM facilities WHERE id IN (?1, ?2) ORDER BY id').bind(a!.id, b!.id).all();
    expect(results).toEqual([
      { id: a!.id, phone: '' },
      { id: b!.id, phone: '(555) 555-0111' },
    ]);
  });

  it('refuses a column the table does not have, at compile time', () => {
    // @ts-expect-error facilities has no column `nmae`: a misspelt or renamed column does not compile.
    expect(() => rowStatement('facilities', { nmae: 'x' })).not.toThrow();
    // @ts-expect-error a column's value has the column's type.
    expect(() => rowStatement('facilities', { rating: 'five' })).not.toThrow();
  });
});
