import { env } from 'cloudflare:workers';
import { uuidV5 } from '../open-data/hsds/uuid';

/** What Ajv said of a value against one of Open Referral's HSDS 3.0 schemas (worker/test/hsds-schemas). */
export async function hsdsErrors(schema: string, value: unknown): Promise<unknown[]> {
  const res = await env.VALIDATE_HSDS.fetch(`http://validate-hsds/?schema=${encodeURIComponent(schema)}`, {
    method: 'POST',
    body: JSON.stringify(value),
  });
  const { valid, errors } = (await res.json()) as { valid: boolean; errors: unknown[] };
  return valid ? [] : errors.length > 0 ? errors : ['invalid'];
}

/** Each value against `schema` in one call: for each that fails, its id and Ajv's first errors. */
export async function hsdsFailures(schema: string, values: Array<{ id: string }>): Promise<Array<{ id: string; errors: unknown[] }>> {
  const res = await env.VALIDATE_HSDS.fetch(`http://validate-hsds/?schema=${encodeURIComponent(schema)}&many=1`, {
    method: 'POST',
    body: JSON.stringify(values),
  });
  const results = (await res.json()) as Array<{ valid: boolean; errors: unknown[] }>;
  if (results.length !== values.length) throw new Error(`the validator answered ${results.length} of ${values.length}`);
  return results.flatMap((r, i) => (r.valid ? [] : [{ id: values[i]!.id, errors: r.errors }]));
}

/** The HSDS organization id published for our key (a listing's id, or its organization's: migration 0028). */
export const hsdsOrganizationId = (key: number) => uuidV5(`organization:${key}`);
