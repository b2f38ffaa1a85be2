// The deployment's own settings, read from wrangler.toml [vars] in one place.

/** The configured public address without a trailing slash: the base of every absolute URL we write. */
export function siteUrl(env: Env): string {
  return env.SITE_URL.replace(/\/+$/, '');
}

export interface PhoneLine {
  display: string;
  /** For a tel: link: digits with the country code. */
  tel: string;
}

export interface SiteConfig {
  /** The public address (SITE_URL): canonical links are written on it. */
  siteUrl: string;
  helpline: PhoneLine;
  crisisHelpline: PhoneLine;
  /** Who answers the site's own helplines (disclosed beside them). */
  helplineAnsweredBy: string;
  /** The same in Spanish, for the Spanish pages (issue 42: no English on them). */
  helplineAnsweredByEs: string;
  contactEmail: string;
  demoMode: boolean;
  /** Days a lead or contact message is kept before the scheduled run deletes it. */
  retentionDays: number;
}

export function phoneLine(display: string): PhoneLine {
  const digits = display.replace(/\D/g, '');
  return { display, tel: `tel:+${digits.length === 10 ? `1${digits}` : digits}` };
}

/** What the pages show: the site's address, helplines, their operator, contact email, demo mode. */
export function siteConfig(env: Env): SiteConfig {
  return {
    siteUrl: siteUrl(env),
    helpline: phoneLine(env.HELPLINE_PHONE),
    crisisHelpline: phoneLine(env.CRISIS_HELPLINE_PHONE),
    helplineAnsweredBy: env.HELPLINE_ANSWERED_BY,
    helplineAnsweredByEs: env.HELPLINE_ANSWERED_BY_ES,
    contactEmail: env.CONTACT_EMAIL,
    demoMode: env.DEMO_MODE === 'true',
    retentionDays: retentionDays(env),
  };
}

const DEFAULT_RETENTION_DAYS = 365;

/**
 * RETENTION_DAYS as a whole number of days. Anything else (blank, "1y", "0", "-5", "2.5") means the
 * default: a typo must not make the scheduled run delete everything, nor keep things forever.
 */
export function retentionDays(env: Pick<Env, 'RETENTION_DAYS'>): number {
  const text = (env.RETENTION_DAYS ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return DEFAULT_RETENTION_DAYS;
  const days = Number(text);
  return days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}
