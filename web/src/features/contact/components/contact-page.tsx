import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { answerPostedForm, SENT_PARAM } from '../../../lib/posted-form';
import { CONTACT_FORM, contactFormPost, contactMessageSent } from '../api/contact-post';
import { ContactSent } from './contact-sent';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../../config/site';
import { useSiteConfig, type SiteConfig } from '../../../lib/reference-data';
import { CONTACT_HOURS, LIVE_CHAT_HOURS, WHY_CONTACT } from '../data/contact-content';
import { formOnDemand } from '../../../components/form-fields/form-on-demand';
import '../../../lib/info-page.css';
import './contact.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';

/** Rendered by the server, its code loaded when the visitor turns to it. */
const ContactForm = formOnDemand('contact-form', () => import('./contact-form').then((module) => module.ContactForm));

/**
 * A navigation here shows the form at once, its code loading beside the page's. After a message sent
 * without script the page is its confirmation (`?sent=` its key).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get(SENT_PARAM);
  const [sent] = await Promise.all([key ? contactMessageSent(context, key) : false, ContactForm.preload()]);
  return { sent };
}

/** The contact form sent without script. */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  answerPostedForm(request, { [CONTACT_FORM]: contactFormPost(context, new URL(request.url)) });

export const head = translatedHead(msg`Contact Us`, msg`Questions about the directory or a listing: call, email or send us a message.`);

/** /contact and /es/contact (product spec §9). */
function ContactPage() {
  const { sent } = useLoaderData<typeof loader>();
  const site = useSiteConfig();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <>
      <section className="info-hero" aria-labelledby="contact-heading">
        <div className="container">
          <h1 id="contact-heading">{t`Contact Us`}</h1>
          <p className="info-hero__lead">
            {t`Questions about treatment, insurance or a listing in our directory? Reach us by phone, email or the form below. Help is free and confidential.`}
          </p>
        </div>
      </section>
      <div className="container info-page">
        <ContactMethods site={site} />
        <div className="contact-layout">
          {sent ? (
            <ContactSent site={site}>
              <Link className="button button--primary" to={href(paths.contact.getHref())}>
                {t`Send Another Message`}
              </Link>
            </ContactSent>
          ) : (
            <ContactForm site={site} />
          )}
          <aside className="contact-aside" aria-label={t`Hours, reasons to contact us and crisis help`}>
            <section className="info-panel" aria-labelledby="contact-hours">
              <h2 id="contact-hours">{t`Contact Hours`}</h2>
              <dl className="contact-hours">
                {CONTACT_HOURS.map((row) => (
                  <div key={row.days.id}>
                    <dt>{t(row.days)}</dt>
                    <dd>{t(row.hours)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section className="info-panel" aria-labelledby="contact-why">
              <h2 id="contact-why">{t`Why Contact Us`}</h2>
              <ul className="info-checks">
                {WHY_CONTACT.map((reason) => (
                  <li key={reason.id}>{t(reason)}</li>
                ))}
              </ul>
            </section>
            <section className="info-panel info-panel--danger" aria-labelledby="contact-crisis">
              <h2 id="contact-crisis">{t`In Crisis?`}</h2>
              <p>{t`Don’t wait for a reply to a message or email.`}</p>
              <ul className="contact-crisis-lines">
                <li><Trans>
                  Call or text{' '}
                  <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
                  {' '}(Suicide & Crisis Lifeline), 24/7
                </Trans></li>
                {site && (
                  <li><Trans>
                    Our crisis helpline:{' '}
                    <a className="info-phone" href={site.crisisHelpline.tel}>
                      {site.crisisHelpline.display}
                    </a>
                    , 24/7 (answered by {site.helplineAnsweredBy})
                  </Trans></li>
                )}
                <li><Trans>
                  In an emergency, call{' '}
                  <a href="tel:911">911</a>
                </Trans></li>
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
  const { t } = useLingui();
  return (
    <section className="info-section contact-methods" aria-labelledby="contact-methods">
      <h2 id="contact-methods" className="sr-only">
        {t`Ways to reach us`}
      </h2>
      <ul className="info-cards info-cards--three">
        <li>
          <h3>{t`Call Us`}</h3>
          <p className="contact-method__value">
            {site ? (
              <a className="info-phone" href={site.helpline.tel}>
                {site.helpline.display}
              </a>
            ) : (
              t`Loading…`
            )}
          </p>
          <p>
            {site
              ? t`Free and confidential, 24/7. Calls are answered by ${{ who: site.helplineAnsweredBy }}.`
              : t`Free and confidential, 24/7.`}
          </p>
        </li>
        <li>
          <h3>{t`Email Us`}</h3>
          <p className="contact-method__value">
            {site ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : t`Loading…`}
          </p>
          <p>{t`We reply to every email within 24 hours.`}</p>
        </li>
        <li>
          <h3>{t`Live Chat`}</h3>
          <p className="contact-method__value">{t(LIVE_CHAT_HOURS)}</p>
          <p>
            {t`Talk with our team live by phone during these hours`}
            {site ? (
              <><Trans>
                {' '}at{' '}
                <a className="info-phone" href={site.helpline.tel}>
                  {site.helpline.display}
                </a>
              </Trans></>
            ) : null}
            {t`. We do not use an online chat window.`}
          </p>
        </li>
      </ul>
    </section>
  );
}

function Faq({ site }: { site: SiteConfig | null }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section className="info-section" aria-labelledby="contact-faq">
      <h2 id="contact-faq">{t`Frequently Asked Questions`}</h2>
      <div className="contact-faq">
        <details>
          <summary>{t`Is your service free?`}</summary>
          <p>
            {t`Yes. Searching the directory, calling our helpline and contacting us cost you nothing. ${{ site: SITE_NAME }} is a referral service and may be paid by treatment facilities for referrals; that never adds to what you pay.`}
          </p>
        </details>
        <details>
          <summary>{t`Is what I send kept private?`}</summary>
          <p><Trans>
            Yes. Messages are stored securely and read only by our staff. They are never put in a web address or our logs, and we do not sell them.{' '}
            Read our{' '}
            <Link to={href(paths.privacy.getHref())}>Privacy Policy</Link>.
          </Trans></p>
        </details>
        <details>
          <summary>{t`How quickly will you reply?`}</summary>
          <p>
            {site
              ? t`We reply to messages and emails within 24 hours. For a faster answer, call us at ${{ number: site.helpline.display }}. If you are in crisis, call or text 988 at any time.`
              : t`We reply to messages and emails within 24 hours. For a faster answer, call us. If you are in crisis, call or text 988 at any time.`}
          </p>
        </details>
        <details>
          <summary>{t`Are you a treatment provider?`}</summary>
          <p>
            {t`No. We are a directory and referral service that helps you find and compare treatment centers. We do not provide medical care or treatment.`}{' '}
            <Link to={href(paths.about.getHref())}>{t`Learn more about us`}</Link>.
          </p>
        </details>
        <details>
          <summary>{t`A listing has wrong information. How do I tell you?`}</summary>
          <p>
            {t`Open the facility’s page and choose “Report a problem with this listing”, or send us a message with the facility’s name.`}
          </p>
        </details>
        <details>
          <summary>{t`How do I list my treatment facility?`}</summary>
          <p><Trans>
            Register on our{' '}
            <Link to={href(paths.facilitySignup.getHref())}>List Your Facility</Link>
            {' '}page. Our team reviews every submission, usually within 2-3 business days.
          </Trans></p>
        </details>
      </div>
    </section>
  );
}

export { ContactPage as Component };
