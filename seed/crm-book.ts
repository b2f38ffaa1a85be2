// The demo CRM book: about 247 fictional prospects (the spec's sample figures: a pipeline near
// $125,000, a conversion rate near 12.5%), a few timeline entries each and tasks for the demo admin.
// Demo mode only (seed/load.ts); a real deployment's CRM starts empty.
import { AREA_CODES } from './area-codes.ts';
import { REFERENCE_DATE } from './listing-details.ts';
import { fictionalPair, fictionalPhone, slugify } from './names.ts';
import { cumulative, mulberry32, type Random } from './random.ts';
import { CONTACT_LOG, FIRST_NAMES, LAST_NAMES, NOTES, TAGS, TASK_TITLES } from './crm-words.ts';
import { STATES } from '../worker/reference/places.ts';
import type { Priority, ProspectInput, ProspectStatus } from '../worker/crm/schemas/crm.ts';

export const CRM_SEED = 20261102;
/** What open prospects' estimated annual revenue adds up to. */
export const PIPELINE_TARGET = 125_000;

/** How many prospects are at each stage: 6 won of 48 closed is the spec's 12.5%. */
export const STATUS_MIX: Readonly<Record<ProspectStatus, number>> = {
  new: 48,
  contacted: 42,
  interested: 30,
  qualified: 25,
  proposal_sent: 18,
  negotiating: 12,
  closed_won: 6,
  closed_lost: 42,
  on_hold: 24,
};

/** A prospect as the CRM's own schema has it, not linked to a listing, with its id and dates. */
export type SeedProspect = Omit<ProspectInput, 'facilityId'> & {
  id: number;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export interface SeedActivity {
  prospectId: number;
  kind: 'created' | 'status_change' | 'note' | 'call' | 'email';
  body: string;
  detail: { from: ProspectStatus; to: ProspectStatus } | null;
  at: string;
}

export interface SeedTask {
  prospectId: number;
  title: string;
  dueDate: string;
  priority: Priority;
  completedAt: string | null;
  createdAt: string;
}

export interface CrmBook {
  prospects: SeedProspect[];
  activities: SeedActivity[];
  tasks: SeedTask[];
}

const isClosed = (status: ProspectStatus) => status === 'closed_won' || status === 'closed_lost';

/** Sum of estimated annual revenue over the prospects not yet won or lost. */
export const pipelineValue = (prospects: readonly SeedProspect[]) =>
  prospects.filter((p) => !isClosed(p.status)).reduce((sum, p) => sum + p.estimatedAnnualRevenue, 0);

/** Won / (won + lost); null when none is closed. */
export function conversionRate(prospects: readonly SeedProspect[]): number | null {
  const won = prospects.filter((p) => p.status === 'closed_won').length;
  const lost = prospects.filter((p) => p.status === 'closed_lost').length;
  return won + lost === 0 ? null : won / (won + lost);
}

interface FacilityType {
  type: string;
  weight: number;
  /** Estimated annual revenue before scaling to the pipeline target, in dollars. */
  revenue: [min: number, max: number];
  suffixes: readonly string[];
}

const TYPES: readonly FacilityType[] = [
  { type: 'luxury_malibu', weight: 4, revenue: [1000, 2000], suffixes: ['Malibu', 'Malibu Retreat', 'Coastal Estate'] },
  { type: 'luxury_resort', weight: 8, revenue: [800, 1600], suffixes: ['Resort', 'Estate', 'Wellness Retreat'] },
  { type: 'corporate_chain', weight: 8, revenue: [900, 1800], suffixes: ['Health Group', 'Behavioral Partners', 'Treatment Network'] },
  { type: 'regional_network', weight: 14, revenue: [450, 1000], suffixes: ['Recovery Network', 'Behavioral Health Network'] },
  { type: 'outpatient_group', weight: 26, revenue: [150, 500], suffixes: ['Outpatient Group', 'Counseling Associates', 'Outpatient Partners'] },
  { type: 'detox_center', weight: 18, revenue: [200, 650], suffixes: ['Detox Center', 'Medical Detox', 'Detox & Recovery'] },
  { type: 'residential_program', weight: 14, revenue: [350, 850], suffixes: ['Recovery Ranch', 'Residential Treatment', 'Recovery Lodge'] },
  { type: 'sober_living', weight: 8, revenue: [80, 250], suffixes: ['Sober Living', 'Recovery Residences'] },
];
const TYPE_WEIGHTS = cumulative(TYPES.map((t) => t.weight));
const STATE_WEIGHTS = cumulative(STATES.map((s) => s.population));

const PRIORITIES: readonly Priority[] = ['urgent', 'high', 'medium', 'low'];
const OPEN_PRIORITY_WEIGHTS = cumulative([8, 24, 43, 25]);
const CLOSED_PRIORITY_WEIGHTS = cumulative([0, 5, 45, 50]);

const TAG_COUNT_WEIGHTS = cumulative([30, 40, 22, 8]);

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const time = (ms: number) => new Date(ms).toISOString();

/** The stage a prospect came from, for its latest status change. */
function previousStatus(rng: Random, status: ProspectStatus): ProspectStatus {
  const pipeline: ProspectStatus[] = ['new', 'contacted', 'interested', 'qualified', 'proposal_sent', 'negotiating'];
  if (status === 'closed_won') return 'negotiating';
  if (status === 'closed_lost' || status === 'on_hold') return rng.pick(pipeline.slice(1));
  return pipeline[Math.max(0, pipeline.indexOf(status) - 1)] as ProspectStatus;
}

function noteGroup(status: ProspectStatus): keyof typeof NOTES {
  if (status === 'closed_won') return 'won';
  if (status === 'closed_lost') return 'lost';
  if (status === 'on_hold') return 'hold';
  return ['new', 'contacted', 'interested'].includes(status) ? 'early' : 'middle';
}

function shuffledStatuses(rng: Random): ProspectStatus[] {
  const statuses = Object.entries(STATUS_MIX).flatMap(([status, n]) => Array<ProspectStatus>(n).fill(status as ProspectStatus));
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [statuses[i], statuses[j]] = [statuses[j] as ProspectStatus, statuses[i] as ProspectStatus];
  }
  return statuses;
}

/** The same book for the same seed: prospects (ids 1..247), their timeline entries and tasks. */
export function generateCrmBook(seed = CRM_SEED): CrmBook {
  const rng = mulberry32(seed);
  const usedNames = new Set<string>();
  const raw = shuffledStatuses(rng).map((status, index) => prospect(rng, index + 1, status, usedNames));
  const prospects = scaleRevenue(raw);
  const activities = prospects.flatMap((p) => timeline(rng, p));
  return { prospects, activities, tasks: tasksFor(rng, prospects) };
}

function prospect(rng: Random, id: number, status: ProspectStatus, usedNames: Set<string>): SeedProspect {
  const kind = TYPES[rng.weightedIndex(TYPE_WEIGHTS)] as FacilityType;
  const state = kind.type === 'luxury_malibu' ? 'CA' : (STATES[rng.weightedIndex(STATE_WEIGHTS)]?.code as string);
  const facilityName = uniqueName(rng, kind, usedNames);
  const slug = slugify(facilityName);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const closed = isClosed(status);

  const created = REFERENCE_DATE - rng.int(14, 420) * DAY_MS + rng.int(8 * 60, 18 * 60) * 60_000;
  const contacted = status === 'new' ? null : created + Math.floor(rng.next() * ((REFERENCE_DATE - created) / DAY_MS)) * DAY_MS;
  const closedAt = closed && contacted !== null ? Math.min(contacted + rng.int(0, 10) * DAY_MS, REFERENCE_DATE - DAY_MS) : null;
  const followup = closed
    ? null
    : status === 'on_hold'
      ? REFERENCE_DATE + rng.int(30, 120) * DAY_MS
      : status === 'new' && rng.chance(0.5)
        ? null
        : REFERENCE_DATE + rng.int(-21, 45) * DAY_MS;
  const revenue = rng.int(kind.revenue[0], kind.revenue[1]);
  return {
    id,
    facilityName,
    state,
    facilityType: kind.type,
    status,
    priority: PRIORITIES[rng.weightedIndex(closed ? CLOSED_PRIORITY_WEIGHTS : OPEN_PRIORITY_WEIGHTS)] as Priority,
    estimatedAnnualRevenue: revenue,
    contactCount: status === 'new' ? rng.int(0, 1) : rng.int(1, 6),
    lastContactDate: contacted === null ? null : day(contacted),
    nextFollowupDate: followup === null ? null : day(followup),
    estimatedLifetimeValue: 0,
    tags: rng.sample(TAGS, rng.weightedIndex(TAG_COUNT_WEIGHTS)),
    contactName: `${first} ${last}`,
    contactEmail: `${first}.${last}@${slug}.example.org`.toLowerCase(),
    contactPhone: fictionalPhone(rng, AREA_CODES[state] as readonly number[]),
    website: `https://${slug}.example.org`,
    notes: rng.pick(NOTES[noteGroup(status)]),
    closedAt: closedAt === null ? null : time(closedAt + 15 * 3_600_000),
    createdAt: time(created),
    updatedAt: time(Math.max(created, (closedAt ?? contacted ?? created) + 16 * 3_600_000)),
  };
}

/** "Heron Cove Detox Center": a fictional pair and what the type calls itself, never used twice. */
function uniqueName(rng: Random, kind: FacilityType, used: Set<string>): string {
  for (;;) {
    const { word, place } = fictionalPair(rng);
    const name = `${word} ${place} ${rng.pick(kind.suffixes)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/**
 * Scales every revenue by one factor so open prospects add up to PIPELINE_TARGET, in whole tens of
 * dollars; the largest open one takes the rounding, so the pipeline is exactly the target.
 */
function scaleRevenue(prospects: SeedProspect[]): SeedProspect[] {
  const factor = PIPELINE_TARGET / pipelineValue(prospects);
  const scaled = prospects.map((p) => {
    const revenue = Math.max(10, Math.round((p.estimatedAnnualRevenue * factor) / 10) * 10);
    return { ...p, estimatedAnnualRevenue: revenue };
  });
  const open = scaled.filter((p) => !isClosed(p.status));
  const largest = open.reduce((a, b) => (b.estimatedAnnualRevenue > a.estimatedAnnualRevenue ? b : a));
  largest.estimatedAnnualRevenue += PIPELINE_TARGET - pipelineValue(scaled);
  // Three to six years of it, in whole hundreds.
  return scaled.map((p) => ({ ...p, estimatedLifetimeValue: Math.round((p.estimatedAnnualRevenue * (3 + (p.id % 4))) / 100) * 100 }));
}

/** Added; then, once contacted, one logged contact and the latest status change; sometimes an earlier note. */
function timeline(rng: Random, p: SeedProspect): SeedActivity[] {
  const entries: SeedActivity[] = [{ prospectId: p.id, kind: 'created', body: '', detail: null, at: p.createdAt }];
  if (p.lastContactDate === null) return entries;
  const contactedAt = Date.parse(`${p.lastContactDate}T15:00:00.000Z`);
  if (rng.chance(0.3)) {
    const noteAt = Math.max(Date.parse(p.createdAt) + 3_600_000, contactedAt - rng.int(2, 20) * DAY_MS);
    entries.push({ prospectId: p.id, kind: 'note', body: rng.pick(CONTACT_LOG.note), detail: null, at: time(noteAt) });
  }
  const kind = rng.pick(['call', 'call', 'email'] as const);
  entries.push({ prospectId: p.id, kind, body: rng.pick(CONTACT_LOG[kind]), detail: null, at: time(contactedAt) });
  const changedAt = p.closedAt === null ? contactedAt + 3_600_000 : Date.parse(p.closedAt);
  entries.push({ prospectId: p.id, kind: 'status_change', body: '', detail: { from: previousStatus(rng, p.status), to: p.status }, at: time(changedAt) });
  return entries;
}

/** Two dozen tasks on open prospects, due around the reference date (some already overdue), a quarter done. */
function tasksFor(rng: Random, prospects: readonly SeedProspect[]): SeedTask[] {
  const open = prospects.filter((p) => !isClosed(p.status) && p.status !== 'on_hold' && p.status !== 'new');
  return rng.sample(open, 24).map((p, index) => {
    const due = REFERENCE_DATE + rng.int(-20, 30) * DAY_MS;
    const done = rng.chance(0.25);
    return {
      prospectId: p.id,
      title: (TASK_TITLES[index % TASK_TITLES.length] as string).replace('{name}', p.contactName.split(' ')[0] as string),
      dueDate: day(due),
      priority: rng.pick(PRIORITIES),
      completedAt: done ? time(due - DAY_MS + 14 * 3_600_000) : null,
      createdAt: time(due - rng.int(3, 30) * DAY_MS + 9 * 3_600_000),
    };
  });
}
