// The blog's limits, without zod: the blog's search box reads them for its maxLength (./blog.ts
// validates with the same).

/** The blog search's longest text. */
export const MAX_SEARCH_LENGTH = 200;
