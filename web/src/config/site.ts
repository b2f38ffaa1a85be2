import { msg } from '@lingui/core/macro';
// Words and numbers the whole site shares.

export const SITE_NAME = 'Recovery Directory';
export const SITE_TAGLINE = msg`Find Recovery Centers Near You`;

/** Crisis and helpline numbers (product spec §9): display text and the tel: target. */
export const CRISIS_LINE = { display: '988', tel: 'tel:988' } as const;
export const NATIONAL_HELPLINE = {
  name: msg`SAMHSA's National Helpline`,
  display: '1-800-662-4357',
  tel: 'tel:+18006624357',
} as const;

export const SITE_DESCRIPTION =
  'A free directory of addiction treatment centers across the United States, and a referral service that helps people and families find treatment.';

/**
 * For a need the directory does not hold: the National Council on Problem Gambling's national
 * helpline (1-800-GAMBLER), named with its source where the search offers it.
 */
export const GAMBLING_HELPLINE = { display: '1-800-GAMBLER (1-800-426-2537)', tel: 'tel:+18004262537', source: 'https://www.ncpgambling.org/' } as const;

/** Crisis Text Line (product spec §2 sitemap page, §9): text HOME to 741741. */
export const CRISIS_TEXT_LINE = { keyword: 'HOME', number: '741741', sms: 'sms:741741?&body=HOME' } as const;
