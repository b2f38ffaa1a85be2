// Hex digests and random tokens: what is stored or compared where a secret or a person's address
// would otherwise be (session ids, reset tokens, client addresses, request bodies).

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a text (as UTF-8) or of bytes, as hex. */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** `bytes` from crypto.getRandomValues, as hex. */
export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}
