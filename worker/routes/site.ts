import { newRouter } from '../lib/router';
import { edgeCache } from '../lib/edge-cache';

export interface PhoneLine {
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

/** The deployment's own configuration the pages show: helplines, their operator, contact email. */
export function siteConfig(env: Env): SiteConfig {
  return {
    helpline: phoneLine(env.HELPLINE_PHONE),
    crisisHelpline: phoneLine(env.CRISIS_HELPLINE_PHONE),
    helplineAnsweredBy: env.HELPLINE_ANSWERED_BY,
    contactEmail: env.CONTACT_EMAIL,
    demoMode: env.DEMO_MODE === 'true',
  };
}

export const siteRoutes = newRouter().get('/', edgeCache(300), (c) => c.json(siteConfig(c.env), 200));
