import type { SearchIndex } from '../index/index-codec';
import { Gazetteer, type City } from './gazetteer';
import type { ParseContext } from './parse-query';

// Built once per decoded index (an index object never changes), from what the index holds.
const contexts = new WeakMap<SearchIndex, ParseContext>();

export function queryContext(index: SearchIndex): ParseContext {
  let ctx = contexts.get(index);
  if (ctx) return ctx;
  const cities: City[] = index.placeNames.map((name, i) => ({
    name,
    state: index.states[index.placeState[i]!]!.code,
    latitude: index.placeLatitude[i]!,
    longitude: index.placeLongitude[i]!,
    zips: index.placeZips[i]!,
  }));
  ctx = {
    states: index.states,
    taxonomy: { treatment_types: index.treatmentTypes, specializations: index.specializations, insurance: index.insurance },
    services: index.services,
    gazetteer: new Gazetteer(cities),
    terms: index.terms,
    termDocs: index.termDocs,
  };
  contexts.set(index, ctx);
  return ctx;
}
