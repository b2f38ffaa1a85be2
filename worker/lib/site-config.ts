// The deployment's own settings, read from wrangler.toml [vars] in one place.

/** The configured public address without a trailing slash: the base of every absolute URL we write. */
export function siteUrl(env: Env): string {
  return env.SITE_URL.replace(/\/+$/, '');
}

interface PhoneLine {
  display: string;
  /** For a tel: link: digits with the country code. */
  tel: string;
}

export interface SiteConfig {
  helpline: PhoneLine;
  crisisHelpline: PhoneLine;
  /** Who answers the site's own helplines (disclosed beside them). */
  helplineAnsweredBy: string;
  contactEmail: string;
  demoMode: boolean;
}

function phoneLine(display: string): PhoneLine {
  const digits = display.replace(/\D/g, '');
  return { display, tel: `tel:+${digits.length === 10 ? `1${digits}` : digits}` };
}

/** What the pages show: helplines, their operator, contact email, demo mode. */
export function siteConfig(env: Env): SiteConfig {
  return {
    helpline: phoneLine(env.HELPLINE_PHONE),
    crisisHelpline: phoneLine(env.CRISIS_HELPLINE_PHONE),
    helplineAnsweredBy: env.HELPLINE_ANSWERED_BY,
    contactEmail: env.CONTACT_EMAIL,
    demoMode: env.DEMO_MODE === 'true',
  };
}
