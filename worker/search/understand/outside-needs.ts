// Needs people search a treatment directory for that it does not hold: the search says so and names
// the national line for them, with its source, rather than answering with every listing.

export type OutsideNeed = 'gambling';

/** Words that name a need outside the directory (the vocabulary reads them as topics). */
const NEEDS: Record<OutsideNeed, readonly string[]> = {
  gambling: ['gambling', 'gambler', 'gamblers', 'betting', 'casino', 'ludopatía', 'ludopatia', 'apuestas'],
};

/** The need outside the directory that `words` name, if any. */
export function outsideNeedOf(words: readonly string[]): OutsideNeed | undefined {
  return (Object.keys(NEEDS) as OutsideNeed[]).find((need) => words.some((word) => NEEDS[need].includes(word.toLowerCase())));
}
