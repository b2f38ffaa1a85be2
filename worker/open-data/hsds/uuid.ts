// HSDS 3.0 wants every id to be a UUID. Ours are name-based (RFC 9562 version 5: SHA-1 of a fixed
// namespace and a name such as "service:42"), so the same record has the same id on every call and
// every deploy, and anyone holding our id can compute the HSDS one. Never change the namespace or a
// name's spelling: every id published so far would change with it.

/** The directory's own namespace (a v4 UUID drawn once; it names nothing else). */
const NAMESPACE = '9b7c1f5e-2d4a-4c8e-9f31-6a0e5d2b7c48';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function bytesOf(uuid: string): Uint8Array {
  const digits = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16));
}

const NAMESPACE_BYTES = bytesOf(NAMESPACE);
const encoder = new TextEncoder();

/** The version 5 UUID of `name` in `namespace` (RFC 9562, section 5.5). */
export async function uuidV5(name: string, namespace: string = NAMESPACE): Promise<string> {
  const ns = namespace === NAMESPACE ? NAMESPACE_BYTES : bytesOf(namespace);
  const nameBytes = encoder.encode(name);
  const input = new Uint8Array(ns.length + nameBytes.length);
  input.set(ns);
  input.set(nameBytes, ns.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-1', input)).slice(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const h = hex(hash);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What an HSDS id names: one of a listing's records, a taxonomy, or one of its terms. */
export type HsdsKind =
  | 'organization'
  | 'location'
  | 'service'
  | 'service_at_location'
  | 'address'
  | 'phone'
  | 'taxonomy'
  | 'taxonomy_term'
  | 'attribute'
  | 'language'
  | 'cost_option';

// The few hundred taxonomy and term ids are asked for on every answer: kept once computed.
const kept = new Map<string, Promise<string>>();

/** The HSDS id of `kind` with our key `key` (a facility id, a taxonomy's or a term's code, …). */
export function hsdsId(kind: HsdsKind, key: string | number): Promise<string> {
  const name = `${kind}:${key}`;
  if (kind !== 'taxonomy' && kind !== 'taxonomy_term') return uuidV5(name);
  let id = kept.get(name);
  if (!id) kept.set(name, (id = uuidV5(name)));
  return id;
}
