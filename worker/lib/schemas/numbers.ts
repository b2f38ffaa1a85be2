import { z } from 'zod';

/** A whole number from a URL (query or path), within bounds, with messages that name the field. */
export function boundedInt(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
}
