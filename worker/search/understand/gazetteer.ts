import { searchWords } from '../text';

// The cities a search can name, from the ZIP table: each city of each state once, at the mean of
// its ZIP centroids, with its number of ZIP codes as a measure of its size (a bare "springfield"
// means the largest one).

export interface City {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  zips: number;
}

/** Words of city names people write both ways ("st louis" for Saint Louis, "fort worth" for Ft Worth). */
const BOTH_WAYS: Record<string, string> = { saint: 'st', st: 'saint', sainte: 'ste', ste: 'sainte', fort: 'ft', ft: 'fort', mount: 'mt', mt: 'mount' };

/** The name's other spelling with each such word written the other way, or null when it has none. */
function otherSpelling(words: readonly string[]): string[] | null {
  return words.some((w) => w in BOTH_WAYS) ? words.map((w) => BOTH_WAYS[w] ?? w) : null;
}

export class Gazetteer {
  private readonly byName = new Map<string, City[]>();
  /** Every word of every city name, for correcting a misspelt one. */
  readonly words = new Set<string>();
  /**
   * Per word, the size (ZIP codes) of the largest city whose name holds it: among corrections at
   * equal distance the more populous place wins ("chicgo" is Chicago, not Chico).
   */
  readonly wordSize = new Map<string, number>();
  /** The most words any city name has. */
  readonly maxWords: number;

  constructor(cities: readonly City[]) {
    let maxWords = 1;
    for (const city of cities) {
      const words = searchWords(city.name);
      if (words.length === 0) continue;
      const other = otherSpelling(words);
      for (const spelling of other ? [words, other] : [words]) {
        const key = spelling.join(' ');
        const list = this.byName.get(key);
        if (!list) this.byName.set(key, [city]);
        else if (!list.includes(city)) list.push(city);
        for (const w of spelling) {
          this.words.add(w);
          this.wordSize.set(w, Math.max(this.wordSize.get(w) ?? 0, city.zips));
        }
      }
      maxWords = Math.max(maxWords, words.length);
    }
    for (const list of this.byName.values()) list.sort((a, b) => b.zips - a.zips || a.state.localeCompare(b.state));
    this.maxWords = maxWords;
  }

  /** The cities called `key` (normalised words joined by one space), largest first. */
  lookup(key: string): readonly City[] | undefined {
    return this.byName.get(key);
  }

  /** The city called `name` in `state`, if there is one. */
  find(name: string, state: string): City | undefined {
    return this.byName.get(searchWords(name).join(' '))?.find((c) => c.state === state);
  }
}
