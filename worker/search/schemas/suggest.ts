import { z } from 'zod';

const MAX_SUGGEST_LENGTH = 100;

export const suggestQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to get suggestions.' })
    .min(1, 'Type something to get suggestions.')
    .max(MAX_SUGGEST_LENGTH, `Text for suggestions must be at most ${MAX_SUGGEST_LENGTH} characters.`),
});
