// The six published review guidelines (issue 43): a review, or a facility's answer, is published
// unless it breaks one of these, and every rejection names the one it breaks. A negative review is
// never held for being negative. The public page (/about#review-guidelines) says the same, in both
// languages; the reviewer's email names the guideline in the review's own language.

export const GUIDELINES = [
  'health_details',
  'other_clients',
  'threats_or_hate',
  'advertising',
  'conflict_of_interest',
  'not_about_a_stay',
] as const;
export type Guideline = (typeof GUIDELINES)[number];

/** Each guideline as the desk, the public page and the emails name it. */
export const GUIDELINE_TEXT: Record<Guideline, { en: string; es: string }> = {
  health_details: { en: 'Health details about someone else', es: 'Datos de salud de otra persona' },
  other_clients: { en: 'Names of other clients', es: 'Nombres de otros pacientes' },
  threats_or_hate: { en: 'Threats or hate', es: 'Amenazas u odio' },
  advertising: { en: 'Advertising', es: 'Publicidad' },
  conflict_of_interest: { en: 'A conflict of interest', es: 'Un conflicto de intereses' },
  not_about_a_stay: { en: 'Not about a stay at this facility', es: 'No trata de una estancia en este centro' },
};

/** Where the guidelines are published: linked from the desk, every review form and the emails. */
export const GUIDELINES_PATH = '/about#review-guidelines';
