// Each screen's catalogues, by its route id (decision 022): a chunk each per language, loaded with the
// screen's route only. This table is a chunk of its own too, so that a page carries no loader per
// screen. The catalogues are lingui.config.ts's, one per folder of screens.

/** A screen's catalogues, and (Spanish pages) the reference data's names it shows. */
interface Screen {
  catalogues: string[];
  loadTerms?: () => Promise<Record<string, string>>;
}

const labels = () => import('./messages/es-labels').then((m) => m.labels);
const stateNames = () => import('./messages/es-state-names').then((m) => m.stateNames);
const withServices = async () => ({ ...(await labels()), ...(await import('./messages/es-services').then((m) => m.services)) });

const SCREENS: Record<string, Screen> = {
  about: { catalogues: ['about'] },
  search: { catalogues: ['search'], loadTerms: labels },
  facility: { catalogues: ['forms', 'facility'], loadTerms: withServices },
  states: { catalogues: ['states'], loadTerms: labels },
  state: { catalogues: ['states'], loadTerms: labels },
  city: { catalogues: ['states'], loadTerms: labels },
  'treatment-types': { catalogues: ['treatment-types'] },
  insurance: { catalogues: ['insurance'], loadTerms: labels },
  sitemap: { catalogues: ['sitemap'], loadTerms: labels },
  terms: { catalogues: ['legal'] },
  privacy: { catalogues: ['legal'] },
  'get-help': { catalogues: ['forms', 'get-help'] },
  resources: { catalogues: ['forms', 'get-help'] },
  contact: { catalogues: ['forms', 'contact'] },
  'not-found': { catalogues: [] },
  // The home page: its words are the shell's; its search offers the states by their Spanish names.
  home: { catalogues: [], loadTerms: stateNames },
  // Not a screen: the home page's sections that load only where the browser draws them.
  'home-sections': { catalogues: ['home-sections'] },
};

/** The catalogues of the screen `routeId` (none for a screen whose words are all in the shell's). */
export const screenOf = (routeId: string): Screen => SCREENS[routeId] ?? { catalogues: [] };
