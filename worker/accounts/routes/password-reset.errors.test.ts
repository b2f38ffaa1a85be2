import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/client';
import { addUser, api, loadReferenceData, newClient, send } from '../../test/fixtures';
import { confirmReset, requestReset, resetTokenFor } from '../../test/outbox';

const PASSWORD = 'original secret 1';

beforeAll(async () => {
  await loadReferenceData();
});


async function freshToken(): Promise<{ token: string; userId: number }> {
  const user = await addUser({ role: 'facility', password: PASSWORD });
  expect((await requestReset(user.email)).status).toBe(202);
  return { token: (await resetTokenFor(user.email))!, userId: user.id };
}

describe('POST /api/facility/password-reset with bad input', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@x.org`, 'Please enter a valid email address'],
  ])('%j is a 400 naming the email field', async (email, message) => {
    const res = await requestReset(email);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toMatchObject({ code: 'invalid_request', message, fields: { email: message } });
  });

  it('answers a body without an email with a 400', async () => {
    const res = await send('POST', '/api/facility/password-reset', {}, newClient());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({ email: 'Email is required' });
  });
});

describe('POST /api/facility/password-reset/confirm with bad input', () => {
  it('refuses a used token, naming the token field', async () => {
    const { token } = await freshToken();
    expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
    const again = await confirmReset(token, 'third secret 333');
    expect(again.status).toBe(400);
    expect((await errorOf(again)).error.fields?.token).toBe('This reset link is not valid or has expired. Please ask for a new one.');
  });

  it('refuses an expired token', async () => {
    const { token, userId } = await freshToken();
    await env.DB.prepare(`UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?1`).bind(userId).run();
    const res = await confirmReset(token, 'brand new secret 2');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.token).toMatch(/not valid or has expired/);
  });

  it.each(['abc', 'g'.repeat(64), 'A'.repeat(64), '0'.repeat(63)])('refuses the malformed token %j', async (token) => {
    const res = await confirmReset(token, 'brand new secret 2');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.token).toBe('This reset link is not valid. Please ask for a new one.');
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['password1', 'This password is too common. Please choose another.'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
  ])('refuses the new password %j and keeps the token usable', async (password, message) => {
    const { token } = await freshToken();
    const res = await confirmReset(token, password);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.password).toBe(message);
    expect((await confirmReset(token, 'brand new secret 2')).status).toBe(204);
  });
});

describe('bodies that are not a form', () => {
  const post = (path: string, body: BodyInit, contentType: string) =>
    api(path, { method: 'POST', headers: { Origin: 'http://localhost', 'Content-Type': contentType, ...newClient() }, body });

  it.each(['/api/facility/password-reset', '/api/facility/password-reset/confirm'])('%s: malformed JSON is a 400', async (path) => {
    const res = await post(path, '{"email":', 'application/json');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe('invalid_request');
  });

  it.each(['/api/facility/password-reset', '/api/facility/password-reset/confirm'])('%s: a form post is a 415', async (path) => {
    const res = await post(path, 'email=someone%40test.example.org', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
  });

  it('refuses a body over 64 KB unread (413)', async () => {
    const res = await post('/api/facility/password-reset', JSON.stringify({ email: `${'a'.repeat(70_000)}@x.org` }), 'application/json');
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error.code).toBe('payload_too_large');
  });
});

describe('other methods and paths', () => {
  it.each([
    ['GET', '/api/facility/password-reset'],
    ['DELETE', '/api/facility/password-reset'],
    ['GET', '/api/facility/password-reset/confirm'],
    ['PUT', '/api/facility/password-reset/confirm'],
  ])('%s %s is a 405 with Allow: POST', async (method, path) => {
    const res = await api(path, { method, headers: { Origin: 'http://localhost' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect((await errorOf(res)).error.code).toBe('method_not_allowed');
  });

  it('is a 404 for a path that does not exist', async () => {
    const res = await send('POST', '/api/facility/password-reset/cancel', { email: 'someone@test.example.org' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('not_found');
  });
});
