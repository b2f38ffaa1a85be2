// The national locator's rows (SAMHSA FindTreatment.gov, scripts/fixtures/locator/README.md) in our terms: one
// row becomes a facility's fields and the (category, value) pairs of the services it offers, or the
// reasons it cannot. Pure: no Node and no D1, so the Worker's tests and the importer share it.

/** A locator row as its API sends it; anything may be missing or of the wrong type in a file. */
export type LocatorRow = Record<string, unknown>;

/** One service the row names: the locator's category code, its name, and the value as spelled. */
export interface ServiceKey {
  category: string;
  categoryName: string;
  value: string;
}

/** A row in our terms: the columns the import owns, and the services it offers. */
export interface MappedFacility {
  locatorId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string | null;
  phone: string;
  website: string;
  latitude: number | null;
  longitude: number | null;
  services: ServiceKey[];
}

export interface RowError {
  /** The row's position in the file's rows, from 1. */
  row: number;
  /** The line its object starts on, when the file's text is known. */
  line: number | null;
  locatorId: string | null;
  field: string;
  reason: string;
}

export type RowResult = { ok: true; facility: MappedFacility } | { ok: false; errors: RowError[] };

/** The rows of a locator file: the API's page object (`{ page, rows: [...] }`) or a bare array. */
export function rowsOf(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { rows?: unknown }).rows)) {
    return (parsed as { rows: unknown[] }).rows;
  }
  throw new Error('Not a locator file: expected an array of rows or an object with "rows"');
}

/**
 * The line on which each row's object starts, read from the JSON text (same order as rowsOf):
 * errors then point at a line an editor can jump to. Only objects directly inside the top-level
 * array, or inside the top-level object's "rows", count.
 */
export function rowLines(text: string): number[] {
  const lines: number[] = [];
  // Per open container: its kind, for an object the key being read, for the rows array whether an
  // element is expected next.
  const stack: Array<{ kind: '{' | '['; key: string | null; rows: boolean; expect: boolean }> = [];
  let line = 1;
  let lastString: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') {
      line++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') continue;
    const top = stack[stack.length - 1];
    if (top?.rows && top.expect && ch !== ']') {
      lines.push(line);
      top.expect = false;
    }
    if (ch === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') j++;
        else value += text[j];
        j++;
      }
      i = j;
      lastString = value;
    } else if (ch === ':') {
      if (top?.kind === '{') top.key = lastString;
    } else if (ch === '{' || ch === '[') {
      const rows = ch === '[' && (stack.length === 0 || (stack.length === 1 && top?.kind === '{' && top.key === 'rows'));
      stack.push({ kind: ch, key: null, rows, expect: rows });
    } else if (ch === '}' || ch === ']') stack.pop();
    else if (ch === ',' && top) {
      if (top.kind === '{') top.key = null;
      else if (top.rows) top.expect = true;
    }
  }
  return lines;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : typeof value === 'number' ? String(value) : '');

/**
 * The listing's name: name1, and name2 after it when name2 names a program or office of it
 * ("Region Ten Community Services Board - Mohr Center"), not when it repeats name1 or is a
 * mailing detail (suite, c/o, attention).
 */
export function facilityName(name1: string, name2: string): string {
  if (!name2) return name1;
  const n1 = name1.toLowerCase();
  const n2 = name2.toLowerCase();
  if (n1.includes(n2) || n2 === n1) return name1;
  if (/^(suite|ste\.?|c\/o|attn|attention|p\.?\s?o\.? box|building|bldg)\b/i.test(name2)) return name1;
  if (n2.startsWith(n1)) return name2;
  return `${name1} - ${name2}`;
}

/** Category names as the locator writes them, without their "(e.g. ...)" examples. */
const categoryNameOf = (f1: string, code: string) => f1.replace(/\s*\(e\.\s?g\.?[^)]*\)\s*/gi, ' ').trim() || code;

const URL_LIKE = /^[a-z0-9.-]+\.[a-z]{2,}([/?#].*)?$/i;

export interface MappingContext {
  /** The state and territory codes a facility may have (the states table). */
  states: ReadonlySet<string>;
}

/** One locator row in our terms, or every reason it cannot be imported. */
export function mapLocatorRow(raw: unknown, row: number, line: number | null, context: MappingContext): RowResult {
  const errors: RowError[] = [];
  const r: LocatorRow = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as LocatorRow) : {};
  const locatorId = text(r.frid);
  const fail = (field: string, reason: string) => errors.push({ row, line, locatorId: locatorId || null, field, reason });
  if (r !== raw) {
    fail('row', 'not an object');
    return { ok: false, errors };
  }
  if (!locatorId) fail('frid', 'missing locator id (frid)');
  else if (!/^[A-Za-z0-9_-]{1,128}$/.test(locatorId)) fail('frid', 'locator id (frid) must be letters, digits, - or _ (at most 128)');

  const name1 = text(r.name1);
  const name = facilityName(name1, text(r.name2));
  if (!name1) fail('name1', 'missing name');
  else if (name.length > 200) fail('name1', 'name longer than 200 characters');

  const city = text(r.city);
  if (!city) fail('city', 'missing city');
  const state = text(r.state).toUpperCase();
  if (!state) fail('state', 'missing state code');
  else if (!context.states.has(state)) fail('state', `unknown state code "${text(r.state)}"`);

  const zipText = text(r.zip);
  const zipMatch = /^(\d{5})(-?\d{4})?$/.exec(zipText);
  if (zipText && !zipMatch) fail('zip', `bad ZIP code "${zipText}"`);

  const coordinate = (field: 'latitude' | 'longitude', limit: number): number | null => {
    const value = r[field];
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      fail(field, `bad coordinates: ${field} "${String(value)}"`);
      return null;
    }
    return n;
  };
  const latitude = coordinate('latitude', 90);
  const longitude = coordinate('longitude', 180);
  if ((latitude === null) !== (longitude === null) && !errors.some((e) => e.field === 'latitude' || e.field === 'longitude')) {
    fail(latitude === null ? 'latitude' : 'longitude', 'bad coordinates: latitude and longitude come together');
  }

  let website = text(r.website);
  if (website && !/^https?:\/\//i.test(website)) {
    if (URL_LIKE.test(website)) website = `http://${website}`;
    else fail('website', `not a web address "${website}"`);
  }

  const services: ServiceKey[] = [];
  const seen = new Set<string>();
  if (r.services !== undefined && r.services !== null && !Array.isArray(r.services)) fail('services', 'services must be a list');
  for (const [i, entry] of (Array.isArray(r.services) ? r.services : []).entries()) {
    const e = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const category = text(e.f2).toUpperCase();
    if (!category || !/^[A-Z0-9_]{1,16}$/.test(category)) {
      fail(`services[${i}].f2`, category ? `bad service category code "${category}"` : 'service without a category code (f2)');
      continue;
    }
    // Values keep the locator's exact spelling (inner double spaces included): it is the catalogue's key.
    const values = typeof e.f3 === 'string' ? e.f3.split('; ') : [];
    for (const value of values.map((v) => v.trim()).filter(Boolean)) {
      const key = `${category}|${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      services.push({ category, categoryName: categoryNameOf(text(e.f1), category), value });
    }
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    facility: {
      locatorId,
      name,
      address: [text(r.street1), text(r.street2)].filter(Boolean).join(', '),
      city,
      state,
      zip: zipMatch ? zipMatch[1]! : null,
      phone: text(r.phone) || text(r.intake1),
      website,
      latitude,
      longitude,
      services,
    },
  };
}

/** A catalogue entry as the services table holds it. */
export interface CatalogueService {
  id: number;
  category: string;
  value: string;
  mapsTo: string | null;
}

export interface SpecLists {
  treatmentTypes: string[];
  specializations: string[];
  insurance: string[];
}

const LIST_OF: Record<string, keyof SpecLists> = {
  treatment_types: 'treatmentTypes',
  specializations: 'specializations',
  insurance: 'insurance',
};

/** Looks services up by (category, value) and derives the spec's lists from their maps_to. */
export class ServiceCatalogue {
  private readonly byKey = new Map<string, CatalogueService>();
  private readonly byId = new Map<number, CatalogueService>();

  constructor(services: readonly CatalogueService[]) {
    for (const s of services) this.add(s);
  }

  add(service: CatalogueService): void {
    this.byKey.set(`${service.category}|${service.value.trim()}`, service);
    this.byId.set(service.id, service);
  }

  find(key: Pick<ServiceKey, 'category' | 'value'>): CatalogueService | undefined {
    return this.byKey.get(`${key.category}|${key.value.trim()}`);
  }

  /** The keys that are not in the catalogue yet (once each). */
  missing(keys: Iterable<ServiceKey>): ServiceKey[] {
    const out = new Map<string, ServiceKey>();
    for (const key of keys) if (!this.find(key)) out.set(`${key.category}|${key.value.trim()}`, key);
    return [...out.values()];
  }

  /** Service ids, ascending; a key not in the catalogue throws (add it first). */
  idsOf(keys: readonly ServiceKey[]): number[] {
    return [...new Set(keys.map((k) => {
      const s = this.find(k);
      if (!s) throw new Error(`Service not in the catalogue: ${k.category} "${k.value}"`);
      return s.id;
    }))].sort((a, b) => a - b);
  }

  /** The spec's lists the services mean (maps_to), each sorted. */
  listsOf(ids: readonly number[]): SpecLists {
    const lists: SpecLists = { treatmentTypes: [], specializations: [], insurance: [] };
    for (const id of ids) {
      const mapsTo = this.byId.get(id)?.mapsTo;
      if (!mapsTo) continue;
      const [list, entry] = mapsTo.split(':') as [string, string];
      const field = LIST_OF[list];
      if (field && entry && !lists[field].includes(entry)) lists[field].push(entry);
    }
    for (const field of Object.values(LIST_OF)) lists[field].sort();
    return lists;
  }
}

export interface MappedFile {
  /** Rows in the file, failed ones included. */
  total: number;
  facilities: MappedFacility[];
  errors: RowError[];
}

/** A locator file's text, mapped row by row; a row that fails never stops the others. */
export function mapLocatorFile(fileText: string, context: MappingContext, onRow?: (done: number, total: number) => void): MappedFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch (error) {
    throw new Error(`Not JSON: ${(error as Error).message}`, { cause: error });
  }
  const rows = rowsOf(parsed);
  const lines = rowLines(fileText);
  const facilities: MappedFacility[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((raw, i) => {
    const row = i + 1;
    const line = lines.length === rows.length ? lines[i]! : null;
    const result = mapLocatorRow(raw, row, line, context);
    if (!result.ok) errors.push(...result.errors);
    else if (firstRowOf.has(result.facility.locatorId)) {
      errors.push({ row, line, locatorId: result.facility.locatorId, field: 'frid', reason: `same locator id as row ${firstRowOf.get(result.facility.locatorId)}` });
    } else {
      firstRowOf.set(result.facility.locatorId, row);
      facilities.push(result.facility);
    }
    onRow?.(row, rows.length);
  });
  return { total: rows.length, facilities, errors };
}
