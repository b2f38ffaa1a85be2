// Words and numbers the whole site shares.

export const SITE_NAME = 'Recovery Directory';
export const SITE_TAGLINE = 'Find Recovery Centers Near You';

/** Crisis and helpline numbers (product spec §9): display text and the tel: target. */
export const CRISIS_LINE = { display: '988', tel: 'tel:988' } as const;
export const NATIONAL_HELPLINE = {
  name: "SAMHSA's National Helpline",
  display: '1-800-662-4357',
  tel: 'tel:+18006624357',
} as const;
