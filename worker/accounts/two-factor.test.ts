import { env } from 'cloudflare:workers';
import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { openSecret, recoveryCodeHash, recoveryCodeLookups, sealSecret } from './two-factor-key';
import { enrolmentOf, matchingStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpCode } from './two-factor';

// The two libraries run here in workerd, as in production (the test pool resolves packages without
// the "node" condition, as wrangler's bundler does, so otpauth's plain-JavaScript build is the one
// loaded, not the one that imports node:crypto).

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const RFC_SEED = Secret.fromLatin1('12345678901234567890');
const RFC_SHA1_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('otpauth in workerd', () => {
  it.each(RFC_SHA1_VECTORS)('RFC 6238 SHA-1 at %i s: %s (8 digits)', (seconds, code) => {
    expect(TOTP.generate({ secret: RFC_SEED, algorithm: 'SHA1', digits: 8, period: 30, timestamp: seconds * 1000 })).toBe(code);
  });

  it('our 6-digit codes are the same HMAC truncated to 6 digits (what authenticator apps show)', () => {
    for (const [seconds, code] of RFC_SHA1_VECTORS) expect(totpCode(RFC_SEED.base32, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts the code of the step before and after now, and says which step it was; nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
  });

  it('makes 160-bit secrets and a standard otpauth:// URI', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new Set([secret, newTotpSecret()]).size).toBe(2);
    const { uri } = enrolmentOf(secret, 'ann@test.example.org');
    expect(uri).toBe(
      `otpauth://totp/Recovery%20Directory:ann%40test.example.org?issuer=Recovery%20Directory&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('uqr in workerd', () => {
  it('draws the URI as an SVG QR code (no script, no style: an <img> can show it under our CSP)', () => {
    const { uri, qrSvg } = enrolmentOf(newTotpSecret(), 'ann@test.example.org');
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    expect(qrSvg).toMatch(/<path fill="black" d="M/);
    expect(qrSvg).not.toMatch(/<script|style=|on\w+=/i);
    // The symbol is big enough for the URI at error correction M: a version of its own, not truncated.
    const qr = encode(uri, { ecc: 'M', border: 0 });
    expect(qr.version).toBeGreaterThanOrEqual(5);
    expect(qr.size).toBe(qr.version * 4 + 17);
  });
});

describe('sealing the secret and hashing recovery codes', () => {
  it('seals with AES-GCM: the stored text is not the secret, and opens only for the same account and key', async () => {
    const secret = newTotpSecret();
    const sealed = await sealSecret(env, 7, secret);
    expect(sealed).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain(secret);
    expect(await openSecret(env, 7, sealed)).toEqual({ secret, reseal: false });
    await expect(openSecret(env, 8, sealed)).rejects.toThrow();
    await expect(openSecret({ ...env, TWO_FACTOR_KEY: 'another key, 32 characters or more' }, 7, sealed)).rejects.toThrow();
  });

  it('outside demo mode, refuses to work without a key of at least 32 characters', async () => {
    await expect(sealSecret({ ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: undefined }, 1, 'AAAA')).rejects.toThrow(/TWO_FACTOR_KEY/);
    await expect(sealSecret({ ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: 'short' }, 1, 'AAAA')).rejects.toThrow(/TWO_FACTOR_KEY/);
  });

  it('makes ten different recovery codes and reads them however they are typed', async () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(normaliseRecoveryCode(' AB1C0-DEF23 ')).toBe('ab1c0def23');
    expect(normaliseRecoveryCode('abIc0 DEfZ3')).toBe('ab1c0defz3');
    expect(normaliseRecoveryCode('abLcO-def23')).toBe('ab1c0def23');
    expect(normaliseRecoveryCode('abcde-fghu1')).toBeNull();
    expect(normaliseRecoveryCode('abcde')).toBeNull();
    // Keyed and bound to the account: the same code hashes differently for another admin or key.
    const hash = await recoveryCodeHash(env, 1, 'ab1c0def23');
    expect(hash).toMatch(/^[0-9a-f]{8}\.[0-9a-f]{64}$/);
    expect(await recoveryCodeHash(env, 2, 'ab1c0def23')).not.toBe(hash);
    expect(await recoveryCodeHash({ ...env, TWO_FACTOR_KEY: 'another key, 32 characters or more' }, 1, 'ab1c0def23')).not.toBe(hash);
  });
});

describe('rotating TWO_FACTOR_KEY: the new key seals, the previous one still opens', () => {
  const OLD = 'the old key, 32 characters or more';
  const NEW = 'the new key, 32 characters or more';
  const before = { ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: OLD };
  const during = { ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: NEW, TWO_FACTOR_KEY_PREVIOUS: OLD };
  const after = { ...env, DEMO_MODE: 'false', TWO_FACTOR_KEY: NEW };

  it('a secret sealed under the old key opens after rotation and asks to be sealed again; once re-sealed, it opens without the previous key', async () => {
    const secret = newTotpSecret();
    const sealed = await sealSecret(before, 7, secret);
    expect(await openSecret(during, 7, sealed)).toEqual({ secret, reseal: true });
    await expect(openSecret(after, 7, sealed)).rejects.toThrow(/key 805055b9.*TWO_FACTOR_KEY_PREVIOUS/);

    const resealed = await sealSecret(during, 7, secret);
    expect(await openSecret(during, 7, resealed)).toEqual({ secret, reseal: false });
    expect(await openSecret(after, 7, resealed)).toEqual({ secret, reseal: false });
    // Still bound to the account under the previous key.
    await expect(openSecret(during, 8, sealed)).rejects.toThrow();
  });

  it('names the key in what it seals: the id docs/OPERATIONS.md computes with sha256sum', async () => {
    expect(await sealSecret(before, 1, 'AAAA')).toMatch(/^v2\.805055b9\./);
    expect(await sealSecret(during, 1, 'AAAA')).toMatch(/^v2\.bc9d0856\./);
  });

  it('opens a secret sealed before key ids (v1) under either key, and asks to seal it again', async () => {
    const secret = newTotpSecret();
    const v1 = (await sealSecret(before, 7, secret)).replace(/^v2\.[0-9a-f]{8}\./, 'v1.');
    expect(await openSecret(before, 7, v1)).toEqual({ secret, reseal: true });
    expect(await openSecret(during, 7, v1)).toEqual({ secret, reseal: true });
    await expect(openSecret(after, 7, v1)).rejects.toThrow();
  });

  it('refuses a previous key shorter than 32 characters', async () => {
    await expect(sealSecret({ ...after, TWO_FACTOR_KEY_PREVIOUS: 'short' }, 1, 'AAAA')).rejects.toThrow(/TWO_FACTOR_KEY_PREVIOUS/);
  });

  it('a recovery code stored under the old key is looked up under both keys while the previous one is set, and not after', async () => {
    const stored = await recoveryCodeHash(before, 1, 'ab1c0def23');
    expect(stored).toMatch(/^805055b9\./);
    expect(await recoveryCodeLookups(during, 1, 'ab1c0def23')).toContain(stored);
    expect(await recoveryCodeLookups(after, 1, 'ab1c0def23')).not.toContain(stored);
    expect(await recoveryCodeLookups(after, 1, 'ab1c0def23')).toContain(await recoveryCodeHash(after, 1, 'ab1c0def23'));
    // Stored before key ids (the bare hash): found under the key it was made with.
    const bare = stored.slice('805055b9.'.length);
    expect(await recoveryCodeLookups(during, 1, 'ab1c0def23')).toContain(bare);
  });
});
