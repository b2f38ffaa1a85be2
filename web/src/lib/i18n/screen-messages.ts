import type { SpanishMessages } from './translator';

// Each screen's own Spanish, by its route id: a chunk each, loaded with the screen's Spanish route
// only (decision 022). This table is a chunk of its own too, loaded by the Spanish routes'
// `lazy` beside the screen's code, so that English pages do not carry a loader per translated
// screen (the Spanish home loads only the states' names: its other words are the shell's).

/** A screen's catalogue, and the reference data's names it shows when it shows any. */
interface Screen {
  messages: SpanishMessages;
  terms?: Record<string, string>;
}

const SCREEN_MESSAGES: Record<string, () => Promise<Screen>> = {
  about: () => only(withInfo(import('./messages/es-about').then((m) => m.about))),
  search: () => withTerms(withInfo(import('./messages/es-search').then((m) => m.search))),
  facility: () => withServices(withTerms(withInfo(withForms(import('./messages/es-facility').then((m) => m.facility))))),
  states: () => withTerms(withInfo(import('./messages/es-states-index').then((m) => m.statesIndex))),
  state: () => withTerms(withInfo(statesMessages())),
  city: () => withTerms(withInfo(statesMessages())),
  'treatment-types': () => only(withInfo(import('./messages/es-treatment-types').then((m) => m.treatmentTypes))),
  insurance: () => withTerms(withInfo(import('./messages/es-insurance').then((m) => m.insurance))),
  sitemap: () => withTerms(withInfo(import('./messages/es-sitemap').then((m) => m.sitemap))),
  terms: () => only(withInfo(import('./messages/es-terms').then((m) => m.terms))),
  privacy: () => only(withInfo(import('./messages/es-privacy').then((m) => m.privacy))),
  'get-help': () => getHelp(),
  resources: () => getHelp(),
  contact: () => only(withInfo(withForms(import('./messages/es-contact').then((m) => m.contact)))),
  'not-found': () => only(withInfo(import('./messages/es-not-found').then((m) => m.notFound))),
  // The home page: its words are the shell's; its search offers the states by their Spanish names.
  home: () => import('./messages/es-state-names').then((m) => ({ messages: {}, terms: m.stateNames })),
  // Not a screen: the home page's sections that load only where the browser draws them (a static part).
  'home-sections': () => only(import('./messages/es-home-sections').then((m) => m.homeSections)),
};

/** /get-help and /resources: one page, one catalogue. */
const getHelp = () => only(withInfo(withForms(import('./messages/es-get-help').then((m) => m.getHelp))));

/** A state's page and a city's: one catalogue. */
const statesMessages = () => import('./messages/es-states').then((m) => m.states);

const only = async (messages: Promise<SpanishMessages>): Promise<Screen> => ({ messages: await messages });

/** A screen's catalogue, and the words the screens share outside the shell's, which the home page does not show (a chunk of their own). */
async function withInfo(messages: Promise<SpanishMessages>): Promise<SpanishMessages> {
  const [screen, { info }] = await Promise.all([messages, import('./messages/es-info')]);
  return { ...info, ...screen };
}

/** A screen's catalogue, and the visitor forms' words (a chunk of their own, shared). */
async function withForms(messages: Promise<SpanishMessages>): Promise<SpanishMessages> {
  const [screen, { forms }] = await Promise.all([messages, import('./messages/es-forms')]);
  return { ...forms, ...screen };
}

/** A screen's catalogue, and the reference data's names it shows (a chunk of their own, shared). */
async function withTerms(messages: Promise<SpanishMessages>): Promise<Screen> {
  const [screen, { labels }] = await Promise.all([messages, import('./messages/es-labels')]);
  return { messages: screen, terms: labels };
}

/** A listing's page: every service a center offers, the ones the search does not filter by too. */
async function withServices(screen: Promise<Screen>): Promise<Screen> {
  const [loaded, { services }] = await Promise.all([screen, import('./messages/es-services')]);
  return { ...loaded, terms: { ...loaded.terms, ...services } };
}

/** The Spanish of the screen `routeId`, or null for a screen whose words are all in the shell's. */
export async function loadScreen(routeId: string): Promise<Screen | null> {
  const load = SCREEN_MESSAGES[routeId];
  return load ? load() : null;
}
