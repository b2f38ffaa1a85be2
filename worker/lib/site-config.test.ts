import { describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { retentionDays } from './site-config';

describe('retentionDays', () => {
  it('reads a whole number of days', () => {
    expect(retentionDays({ RETENTION_DAYS: '365' })).toBe(365);
    expect(retentionDays({ RETENTION_DAYS: ' 30 ' })).toBe(30);
    expect(retentionDays({ RETENTION_DAYS: '1' })).toBe(1);
  });

  it.each(['', '0', '-5', '2.5', '1y', 'forever', '1e3', '9999999'])('falls back to 365 for %j', (value) => {
    expect(retentionDays({ RETENTION_DAYS: value })).toBe(365);
  });
});

describe('GET /api/site', () => {
  it('says how long requests are kept, for the privacy page', async () => {
    expect((await (await client.site.$get()).json()).retentionDays).toBe(365);
  });
});
