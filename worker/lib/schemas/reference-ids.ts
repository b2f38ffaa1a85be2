import { z } from 'zod';
import { STATES } from '../../reference/places';
import { INSURANCE_PROVIDERS, SPECIALIZATIONS, TREATMENT_TYPES } from '../../reference/taxonomy';

// Ids of the reference lists (worker/reference/, which D1's lists are loaded from and nothing else
// writes) as a write takes them: an id that is none of its list is a 400 naming the field, never
// dropped on store while the rest is saved (issue 40). Public search stays forgiving: a filter a
// visitor typed into an address is ignored there, not refused.

/** What a field says of a value that is none of its list; the value shortened, as it may be anything. */
export const notInList = (what: string, value: string) =>
  `Please choose ${what} from the list: “${value.length > 60 ? `${value.slice(0, 59)}…` : value}” is not one`;

/** Up to `max` ids of `rows`; the first that is not one of them is named. */
function idsOf(rows: readonly { id: string }[], what: string, max = 30) {
  const known = new Set(rows.map((row) => row.id));
  return z
    .array(z.string())
    .max(max)
    .superRefine((values, ctx) => {
      // Only strings: an element of another type has its own issue already (zod goes on to refine).
      const unknown = values.find((value) => typeof value === 'string' && !known.has(value));
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: notInList(what, unknown) });
    });
}

export const treatmentTypeIds = idsOf(TREATMENT_TYPES, 'treatment types');
export const specializationIds = idsOf(SPECIALIZATIONS, 'specializations');
export const insuranceIds = idsOf(INSURANCE_PROVIDERS, 'insurance');

const STATE_CODES = new Set(STATES.map((state) => state.code));

/** A state's (or DC's, or a territory's) two-letter code; `message` for what is not two capitals. */
export const stateCode = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Z]{2}$/, { error: message, abort: true })
    .refine((code) => STATE_CODES.has(code), { error: (issue) => notInList('a state', String(issue.input)) });
