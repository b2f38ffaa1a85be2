import type { Database } from '../../lib/db';
import { LISTS, readVocabularyRows } from './queries/vocabulary';
import { hsdsId } from './uuid';
import type { HsdsTaxonomy, HsdsTaxonomyTerm } from './types';

// The two taxonomies a listing's terms come from: the directory's own lists (treatment types,
// specializations, insurers) and the national locator's service catalogue (its codes and values).
// Both are small reference tables, read once per answer (a few hundred rows).

export const TAXONOMIES = {
  'recovery-directory': {
    name: 'Recovery Directory lists',
    description: 'The directory’s own lists: treatment types, specializations and insurers accepted.',
  },
  'samhsa-locator': {
    name: 'SAMHSA treatment locator services',
    description:
      'The service categories and values of SAMHSA’s national treatment locator (FindTreatment.gov), ' +
      'a work of the U.S. Government in the public domain.',
  },
} as const;
export type TaxonomyCode = keyof typeof TAXONOMIES;

/** One term, with what the mapping needs beside its HSDS shape. */
export interface VocabularyTerm {
  hsds: HsdsTaxonomyTerm;
  taxonomy: TaxonomyCode;
  /** Our key: 'treatment_type:detox', … or the locator service's slug. */
  code: string;
  /** The list ('treatment_type', 'specialization', 'insurance') or the locator category ('OL', 'PAY', …). */
  group: string;
  /** Page order: the list's order, or the category's position then the catalogue's. */
  order: number;
  /** For locator services: the service's id, as stored in facilities.services. */
  serviceId?: number;
}

export interface HsdsVocabulary {
  taxonomies: HsdsTaxonomy[];
  terms: VocabularyTerm[];
  byId: Map<string, VocabularyTerm>;
  /** Our lists, by list then entry id; the locator's, by service id. */
  lists: Map<string, Map<string, VocabularyTerm>>;
  services: Map<number, VocabularyTerm>;
}

export async function readHsdsVocabulary(db: Database): Promise<HsdsVocabulary> {
  const results = await readVocabularyRows(db);
  const taxonomies = await Promise.all(
    (Object.keys(TAXONOMIES) as TaxonomyCode[]).map(async (code) => ({
      id: await hsdsId('taxonomy', code),
      name: TAXONOMIES[code].name,
      description: TAXONOMIES[code].description,
      version: code === 'samhsa-locator' ? 'FindTreatment.gov' : '1',
    })),
  );
  const taxonomyOf = (code: TaxonomyCode) => taxonomies[(Object.keys(TAXONOMIES) as TaxonomyCode[]).indexOf(code)]!;
  const term = async (taxonomy: TaxonomyCode, code: string, name: string, description: string) => {
    const t = taxonomyOf(taxonomy);
    const hsds: HsdsTaxonomyTerm = {
      id: await hsdsId('taxonomy_term', `${taxonomy}/${code}`),
      code,
      name,
      description,
      taxonomy: t.name,
      taxonomy_id: t.id,
      language: 'en',
    };
    return hsds;
  };
  const listTerms = LISTS.flatMap(([list, , label], i) =>
    (results[i] ?? []).map(async (r): Promise<VocabularyTerm> => {
      const code = `${list}:${r.id}`;
      return {
        hsds: await term('recovery-directory', code, String(r.name), `${label}: ${r.name}`),
        taxonomy: 'recovery-directory',
        code,
        group: list,
        order: i * 1e6 + Number(r.bit),
      };
    }),
  );
  const serviceTerms = (results[LISTS.length] ?? []).map(
    async (r): Promise<VocabularyTerm> => ({
      hsds: await term('samhsa-locator', String(r.slug), String(r.label), `${r.category_name}: ${r.label}`),
      taxonomy: 'samhsa-locator',
      code: String(r.slug),
      group: String(r.category),
      order: Number(r.position) * 1e6 + Number(r.id),
      serviceId: Number(r.id),
    }),
  );
  const terms = await Promise.all([...listTerms, ...serviceTerms]);
  const lists = new Map<string, Map<string, VocabularyTerm>>(LISTS.map(([list]) => [list, new Map()]));
  const services = new Map<number, VocabularyTerm>();
  for (const t of terms) {
    if (t.serviceId === undefined) lists.get(t.group)!.set(t.code.slice(t.group.length + 1), t);
    else services.set(t.serviceId, t);
  }
  terms.sort((a, b) => (a.taxonomy === b.taxonomy ? a.order - b.order : a.taxonomy < b.taxonomy ? -1 : 1));
  return { taxonomies, terms, byId: new Map(terms.map((t) => [t.hsds.id, t])), lists, services };
}

/**
 * How long an isolate answers the API from the vocabulary it read: its few hundred rows were most of
 * what a list page read (545 of 576 for ten services). The lists change with a deployment's reference
 * data or a locator import's new service, which then shows within this; the edge keeps answers 600 s.
 */
const VOCABULARY_MS = 60_000;
let held: { at: number; vocabulary: Promise<HsdsVocabulary> } | null = null;

/** The vocabulary for the API's answers: read again once VOCABULARY_MS have passed (the files read it afresh). */
export function apiVocabulary(db: Database): Promise<HsdsVocabulary> {
  const now = Date.now();
  if (!held || now - held.at >= VOCABULARY_MS) {
    const vocabulary = readHsdsVocabulary(db);
    const entry = { at: now, vocabulary };
    held = entry;
    // A failed read is not kept: the next request reads again.
    vocabulary.catch(() => {
      if (held === entry) held = null;
    });
  }
  return held.vocabulary;
}
