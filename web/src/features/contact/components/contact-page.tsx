import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../../config/site';
import { useSiteConfig, type SiteConfig } from '../../../lib/reference-data';
import { CONTACT_HOURS, LIVE_CHAT_HOURS, WHY_CONTACT } from '../data/contact-content';
import { ContactForm } from './contact-form';
import '../../../lib/info-page.css';
import './contact.css';
import { staticHead } from '../../../app/head';

export const head = staticHead('Contact Us', 'Questions about the directory or a listing: call, email or send us a message.');

function ContactPage() {
  const site = useSiteConfig();
  return (
    <>
      <section className="info-hero" aria-labelledby="contact-heading">
        <div className="container">
          <h1 id="contact-heading">Contact Us</h1>
          <p className="info-hero__lead">
            Questions about treatment, insurance or a listing in our directory? Reach us by phone, email or the form
            below. Help is free and confidential.
          </p>
        </div>
      </section>
      <div className="container info-page">
        <ContactMethods site={site} />
        <div className="contact-layout">
          <ContactForm site={site} />
          <aside className="contact-aside" aria-label="Hours, reasons to contact us and crisis help">
            <section className="info-panel" aria-labelledby="contact-hours">
              <h2 id="contact-hours">Contact Hours</h2>
              <dl className="contact-hours">
                {CONTACT_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="info-panel" aria-labelledby="contact-why">
              <h2 id="contact-why">Why Contact Us</h2>
              <ul className="info-checks">
                {WHY_CONTACT.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </section>
            <section className="info-panel info-panel--danger" aria-labelledby="contact-crisis">
              <h2 id="contact-crisis">In Crisis?</h2>
              <p>Don’t wait for a reply to a message or email.</p>
              <ul className="contact-crisis-lines">
                <li>
                  Call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> (Suicide &amp; Crisis Lifeline), 24/7
                </li>
                {site && (
                  <li>
                    Our crisis helpline:{' '}
                    <a className="info-phone" href={site.crisisHelpline.tel}>
                      {site.crisisHelpline.display}
                    </a>, 24/7
                    (answered by {site.helplineAnsweredBy})
                  </li>
                )}
                <li>
                  In an emergency, call <a href="tel:911">911</a>
                </li>
              </ul>
            </section>
          </aside>
        </div>
        <Faq site={site} />
      </div>
    </>
  );
}

function ContactMethods({ site }: { site: SiteConfig | null }) {
  return (
    <section className="info-section contact-methods" aria-labelledby="contact-methods">
      <h2 id="contact-methods" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="info-cards info-cards--three">
        <li>
          <h3>Call Us</h3>
          <p className="contact-method__value">
            {site ? (
              <a className="info-phone" href={site.helpline.tel}>
                {site.helpline.display}
              </a>
            ) : (
              'Loading…'
            )}
          </p>
          <p>Free and confidential, 24/7.{site && <> Calls are answered by {site.helplineAnsweredBy}.</>}</p>
        </li>
        <li>
          <h3>Email Us</h3>
          <p className="contact-method__value">
            {site ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : 'Loading…'}
          </p>
          <p>We reply to every email within 24 hours.</p>
        </li>
        <li>
          <h3>Live Chat</h3>
          <p className="contact-method__value">{LIVE_CHAT_HOURS}</p>
          <p>
            Talk with our team live by phone during these hours
            {site ? (
              <>
                {' '}
                at{' '}
                <a className="info-phone" href={site.helpline.tel}>
                  {site.helpline.display}
                </a>
              </>
            ) : null}
            . We do not use an online chat window.
          </p>
        </li>
      </ul>
    </section>
  );
}

function Faq({ site }: { site: SiteConfig | null }) {
  return (
    <section className="info-section" aria-labelledby="contact-faq">
      <h2 id="contact-faq">Frequently Asked Questions</h2>
      <div className="contact-faq">
        <details>
          <summary>Is your service free?</summary>
          <p>
            Yes. Searching the directory, calling our helpline and contacting us cost you nothing. {SITE_NAME} is a
            referral service and may be paid by treatment facilities for referrals; that never adds to what you pay.
          </p>
        </details>
        <details>
          <summary>Is what I send kept private?</summary>
          <p>
            Yes. Messages are stored securely and read only by our staff. They are never put in a web address or our
            logs, and we do not sell them. Read our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
          </p>
        </details>
        <details>
          <summary>How quickly will you reply?</summary>
          <p>
            We reply to messages and emails within 24 hours. For a faster answer, call us
            {site ? <> at {site.helpline.display}</> : null}. If you are in crisis, call or text 988 at any time.
          </p>
        </details>
        <details>
          <summary>Are you a treatment provider?</summary>
          <p>
            No. We are a directory and referral service that helps you find and compare treatment centers. We do not
            provide medical care or treatment. <Link to={paths.about.getHref()}>Learn more about us</Link>.
          </p>
        </details>
        <details>
          <summary>A listing has wrong information. How do I tell you?</summary>
          <p>
            Open the facility’s page and choose “Report a problem with this listing”, or send us a message with the
            facility’s name.
          </p>
        </details>
        <details>
          <summary>How do I list my treatment facility?</summary>
          <p>
            Register on our <Link to={paths.facilitySignup.getHref()}>List Your Facility</Link> page. Our team reviews
            every submission, usually within 2-3 business days.
          </p>
        </details>
      </div>
    </section>
  );
}

export { ContactPage as Component };
