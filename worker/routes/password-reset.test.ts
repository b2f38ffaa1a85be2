import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, loadReferenceData, send, signInAs, type ErrorJson } from '../test/fixtures';

const PASSWORD = 'original secret 1';

beforeAll(async () => {
  await loadReferenceData();
});

async function resetLinkFor(email: string): Promise<string | null> {
  const row = await env.DB.prepare(`SELECT body_text FROM email_outbox WHERE to_email = ?1 AND template = 'password_reset' ORDER BY id DESC`)
    .bind(email)
    .first<{ body_text: string }>();
  return row ? /token=([0-9a-f]{64})/.exec(row.body_text)![1]! : null;
}

describe('POST /api/facility/password-reset', () => {
  it('answers 202 the same way whether or not the account exists, and emails only a real account', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const known = await send('POST', '/api/facility/password-reset', { email: user.email });
    const unknown = await send('POST', '/api/facility/password-reset', { email: 'nobody@test.example.org' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    expect(await resetLinkFor(user.email)).toMatch(/^[0-9a-f]{64}$/);
    expect(await resetLinkFor('nobody@test.example.org')).toBeNull();
  });
});

describe('POST /api/facility/password-reset/confirm', () => {
  it('sets the new password once, and ends the account’s other sessions', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const oldSession = await signInAs('facility', user.email, PASSWORD);
    await send('POST', '/api/facility/password-reset', { email: user.email });
    const token = (await resetLinkFor(user.email))!;

    const done = await send('POST', '/api/facility/password-reset/confirm', { token, password: 'brand new secret 2' });
    expect(done.status).toBe(204);
    expect((await send('GET', '/api/facility/session', undefined, oldSession)).status).toBe(401);
    expect((await send('POST', '/api/facility/session', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await send('POST', '/api/facility/session', { email: user.email, password: 'brand new secret 2' })).status).toBe(200);

    const again = await send('POST', '/api/facility/password-reset/confirm', { token, password: 'third secret 333' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorJson).error.fields?.token).toMatch(/not valid or has expired/);
  });

  it('refuses an expired token and a malformed one', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    await send('POST', '/api/facility/password-reset', { email: user.email });
    const token = (await resetLinkFor(user.email))!;
    await env.DB.prepare(`UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1`).bind(user.id).run();
    expect((await send('POST', '/api/facility/password-reset/confirm', { token, password: 'brand new secret 2' })).status).toBe(400);
    expect((await send('POST', '/api/facility/password-reset/confirm', { token: 'abc', password: 'brand new secret 2' })).status).toBe(400);
  });
});
