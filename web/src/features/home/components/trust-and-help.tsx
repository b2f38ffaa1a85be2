import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE, SITE_NAME } from '../../../config/site';
import type { SiteConfig } from '../../../lib/reference-data';

/** Why the directory can be trusted, stated plainly, including how it is paid. */
export function TrustSection({ config }: { config: SiteConfig | null }) {
  const points = [
    {
      title: 'Listings you can check',
      text: 'Listings show when they were last verified, with accreditation, services and insurance.',
    },
    { title: 'Free and confidential', text: 'Searching costs nothing and needs no account.' },
    {
      title: 'Honest about how we are paid',
      text: `${SITE_NAME} is a referral service, not a treatment provider. We may be paid by facilities for successful referrals${
        config ? `, and our helpline is answered by ${config.helplineAnsweredBy}` : ''
      }.`,
    },
    { title: 'Help at any hour', text: 'Our helpline and the national crisis lines answer 24 hours a day, 7 days a week.' },
  ];
  return (
    <section className="container home-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">Why people trust {SITE_NAME}</h2>
      <ul className="trust-points">
        {points.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Calls to action: search, get help, and the phone lines for anyone who would rather talk now. */
export function HelpCallToAction({ config }: { config: SiteConfig | null }) {
  return (
    <section className="home-cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">Ready to take the first step?</h2>
        <p>Recovery is possible. Find a treatment center, or let us help you choose one.</p>
        <div className="home-cta__actions">
          <Link className="button button--primary" to={paths.search.getHref()}>
            Find Treatment
          </Link>
          <Link className="button button--help" to={paths.getHelp.getHref()}>
            Get Help Now
          </Link>
        </div>
        <ul className="home-cta__lines">
          {config && (
            <li>
              24/7 confidential helpline: <a href={config.helpline.tel}>{config.helpline.display}</a>
            </li>
          )}
          <li>
            In crisis? <a href={CRISIS_LINE.tel}>Call or text {CRISIS_LINE.display}</a>
          </li>
          <li>
            {NATIONAL_HELPLINE.name}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
          </li>
        </ul>
      </div>
    </section>
  );
}
