// Each screen's catalogues, by its route id (decision 022): a chunk each per language, loaded with the
// screen's route only. Every page reads this table (its screen's entry), so it sits in the chunk every
// page loads (vite.config.ts, 'shared'). The catalogues are lingui.config.ts's, one per folder of screens.

/** A screen's catalogues, and the catalogues of the reference data's names it shows (Spanish pages load those). */
interface Screen {
  catalogues: string[];
  names?: string[];
}

/** The states' names, and the taxonomy's and the locator services'. */
const NAMES = ['places', 'terms'];

const SCREENS: Record<string, Screen> = {
  about: { catalogues: ['about'] },
  // What the listings' Verified badge means: an info page of the about folder, in its catalogue.
  verification: { catalogues: ['about'] },
  search: { catalogues: ['search'], names: NAMES },
  facility: { catalogues: ['forms', 'facility'], names: NAMES },
  'write-review': { catalogues: ['forms', 'reviews'] },
  'manage-review': { catalogues: ['forms', 'reviews'] },
  states: { catalogues: ['states'], names: NAMES },
  state: { catalogues: ['states'], names: NAMES },
  city: { catalogues: ['states'], names: NAMES },
  'treatment-types': { catalogues: ['treatment-types'] },
  insurance: { catalogues: ['insurance'], names: NAMES },
  sitemap: { catalogues: ['sitemap'], names: NAMES },
  terms: { catalogues: ['legal'] },
  privacy: { catalogues: ['legal'] },
  'get-help': { catalogues: ['forms', 'get-help'] },
  resources: { catalogues: ['forms', 'get-help'] },
  contact: { catalogues: ['forms', 'contact'] },
  'not-found': { catalogues: ['not-found'] },
  // The home page: its words are the shell's; its search offers the states by their Spanish names.
  home: { catalogues: [], names: ['places'] },
  // Not a screen: the home page's sections that load only where the browser draws them.
  'home-sections': { catalogues: ['home-sections'] },
};

/** The catalogues of the screen `routeId` (none for a screen whose words are all in the shell's). */
export const screenOf = (routeId: string): Screen => SCREENS[routeId] ?? { catalogues: [] };
