import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { addUser, loadReferenceData, newClient, signInAs, withCookie } from '../../test/fixtures';
import { confirmReset, requestReset, resetTokenFor } from '../../test/outbox';

const PASSWORD = 'original secret 1';

beforeAll(async () => {
  await loadReferenceData();
});

const signIn = (email: string, password: string) => client.facility.session.$post({ json: { email, password } }, { headers: newClient() });

describe('POST /api/facility/password-reset', () => {
  it('answers 202 and emails a one-hour link to the account', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const res = await requestReset(user.email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(await resetTokenFor(user.email)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the account however the address is typed', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    expect((await requestReset(`  ${user.email.toUpperCase()}  `)).status).toBe(202);
    expect(await resetTokenFor(user.email)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/facility/password-reset/confirm', () => {
  it('sets the new password once, and ends the account’s other sessions', async () => {
    const user = await addUser({ role: 'facility', password: PASSWORD });
    const oldSession = await signInAs('facility', user.email, PASSWORD);
    await requestReset(user.email);
    const token = (await resetTokenFor(user.email))!;

    const done = await confirmReset(token, 'brand new secret 2');
    expect(done.status).toBe(204);
    expect((await client.facility.session.$get(undefined, withCookie(oldSession))).status).toBe(401);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'brand new secret 2')).status).toBe(200);
  });
});
