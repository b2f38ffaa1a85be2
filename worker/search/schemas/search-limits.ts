// The search's limits, without zod: the SPA's search boxes read them for their maxLength, and a page
// that imports them takes nothing else of the schemas (./search.ts validates with the same).

/** The search text's longest. */
export const MAX_QUERY_LENGTH = 200;
