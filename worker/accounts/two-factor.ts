import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

// Time-based one-time codes (RFC 6238) as every authenticator app reads them: SHA-1, 6 digits, 30 s.
// otpauth's default build hashes in plain JavaScript (@noble/hashes) and uqr draws the QR code as
// SVG text: neither needs a Node built-in, so both run in a Worker without nodejs_compat.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** 160 bits, the length RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;
/** Codes of the step before and after now are accepted too: clocks drift, people type slowly. */
const WINDOW_STEPS = 1;
const ISSUER = 'Recovery Directory';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no i, l, o or u to misread; 10 of them make 50 random bits. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 10;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new secret, in base32 (what the otpauth:// URI carries and a person types in by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** What an authenticator app scans: the otpauth:// URI and the same as a QR code (SVG text). */
export function enrolmentOf(secretBase32: string, accountEmail: string): { uri: string; qrSvg: string } {
  const uri = totpFor(secretBase32, accountEmail).toString();
  return { uri, qrSvg: renderSVG(uri, { ecc: 'M', border: 2 }) };
}

/** The code an authenticator shows at `atMs` (tests, and nothing else, need to make one). */
export function totpCode(secretBase32: string, atMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: atMs });
}

/** The time step (30 s since 1970) whose code `code` is, within ±1 step of `nowMs`; null if none. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten single-use recovery codes, shown once as "xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 256 is a multiple of 32: every letter equally likely.
    const chars = Array.from(crypto.getRandomValues(new Uint8Array(RECOVERY_LENGTH)), (b) => RECOVERY_ALPHABET[b % 32]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code however it was typed (capitals, spaces, dashes; o for 0, i or l for 1), or null. */
export function normaliseRecoveryCode(typed: string): string | null {
  const compact = typed
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return compact.length === RECOVERY_LENGTH && [...compact].every((ch) => RECOVERY_ALPHABET.includes(ch)) ? compact : null;
}
