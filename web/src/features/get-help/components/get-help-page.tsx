import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { staticHead, type HeadFunction } from '../../../app/head';
import { useSiteConfig, type SiteConfig } from '../../../lib/reference-data';
import { LeadForm } from '../../../components/lead-form/lead-form';
import '../../../lib/info-page.css';
import './get-help.css';

const POISON_CONTROL = { display: '1-800-222-1222', tel: 'tel:+18002221222' } as const;
const CRISIS_TEXT_LINE = { keyword: 'HOME', number: '741741', sms: 'sms:741741?&body=HOME' } as const;

/** One page at two addresses: /get-help is the one search engines list. */
export const head: HeadFunction = (args) => ({
  ...staticHead('Get Help Now', 'Crisis lines, treatment helplines and a free, confidential request for a call back from a treatment coordinator.')(args),
  canonicalPath: paths.getHelp.path,
});

/** /get-help and /resources: phone numbers first, then the lead form (product spec §2). */
function GetHelpPage() {
  const site = useSiteConfig();

  return (
    <div className="get-help">
      <section className="info-hero" aria-labelledby="get-help-heading">
        <div className="container">
          <h1 id="get-help-heading">Get Help Now</h1>
          <p className="info-hero__lead">
            Free, confidential help finding addiction treatment, for yourself or for someone you love.
          </p>
          <p className="get-help__danger">
            If you or someone else is in immediate danger, call <a href="tel:911">911</a> now.
          </p>
        </div>
      </section>

      <div className="container">
        <PhoneLines site={site} />

        <div className="get-help__layout">
          <section className="get-help__form info-panel" aria-labelledby="lead-form-heading">
            <h2 id="lead-form-heading">Request a Call From a Treatment Coordinator</h2>
            <p>
              Tell us a little about what you need and a treatment coordinator will call you back, usually the same
              day and always within 24 hours. Only your name and phone number are required.
            </p>
            <LeadForm />
          </section>
          <SidePanel />
        </div>

        <section className="get-help__next" aria-labelledby="get-help-next">
          <h2 id="get-help-next">More Ways to Find Help</h2>
          <ul className="info-links">
            <li>
              <Link to={paths.search.getHref()}>Find treatment centers</Link>
              <span>Search by location, treatment type, specialization and insurance.</span>
            </li>
            <li>
              <Link to={paths.treatmentTypes.getHref()}>Learn about treatment types</Link>
              <span>From detox and inpatient care to outpatient programs and sober living.</span>
            </li>
            <li>
              <Link to={paths.insurance.getHref()}>Check your insurance coverage</Link>
              <span>What plans usually cover, and the questions to ask your insurer.</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function PhoneLines({ site }: { site: SiteConfig | null }) {
  return (
    <section className="get-help__lines" aria-labelledby="get-help-lines">
      <h2 id="get-help-lines">Talk to Someone Now</h2>
      <ul className="get-help-phones">
        <li className="get-help-phone get-help-phone--crisis">
          <h3>988 Suicide &amp; Crisis Lifeline</h3>
          <p className="get-help-phone__number">
            <a href={CRISIS_LINE.tel}>Call {CRISIS_LINE.display}</a> or <a href="sms:988">text {CRISIS_LINE.display}</a>
          </p>
          <p>Free, confidential support 24/7 for a mental health, substance use or suicidal crisis.</p>
        </li>
        <li className="get-help-phone">
          <h3>{NATIONAL_HELPLINE.name}</h3>
          <p className="get-help-phone__number">
            <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
          </p>
          <p>
            A free, confidential treatment referral and information line run by the U.S. government (SAMHSA), 24 hours
            a day, 365 days a year, in English and Spanish.
          </p>
        </li>
        <li className="get-help-phone">
          <h3>Our Treatment Helpline</h3>
          <p className="get-help-phone__number">
            {site ? <a href={site.helpline.tel}>{site.helpline.display}</a> : 'Loading…'}
          </p>
          <p>
            Free and confidential, 24/7.
            {site && <> Calls are answered by {site.helplineAnsweredBy}.</>}
          </p>
        </li>
        <li className="get-help-phone">
          <h3>Crisis Text Line</h3>
          <p className="get-help-phone__number">
            <a href={CRISIS_TEXT_LINE.sms}>
              Text {CRISIS_TEXT_LINE.keyword} to {CRISIS_TEXT_LINE.number}
            </a>
          </p>
          <p>Free, 24/7 support by text message from a trained crisis counselor.</p>
        </li>
        <li className="get-help-phone">
          <h3>Poison Control</h3>
          <p className="get-help-phone__number">
            <a href={POISON_CONTROL.tel}>{POISON_CONTROL.display}</a>
          </p>
          <p>
            Questions about a possible overdose or poisoning, 24/7. If someone is unresponsive or not breathing, call
            911.
          </p>
        </li>
        <li className="get-help-phone get-help-phone--crisis">
          <h3>Emergency</h3>
          <p className="get-help-phone__number">
            <a href="tel:911">Call 911</a>
          </p>
          <p>
            For any life-threatening emergency, including a suspected overdose. If you have naloxone (Narcan) and
            suspect an opioid overdose, give it and call 911.
          </p>
        </li>
      </ul>
    </section>
  );
}

function SidePanel() {
  return (
    <aside className="get-help__aside" aria-label="Why reach out, emergency numbers and facts">
      <section className="info-panel" aria-labelledby="get-help-benefits">
        <h2 id="get-help-benefits">Why Reach Out</h2>
        <ul className="info-checks">
          <li>Free and confidential: there is no cost and no obligation.</li>
          <li>Help comparing programs that fit your needs, location and budget.</li>
          <li>Help understanding what your insurance may cover.</li>
          <li>A call back within 24 hours from a treatment coordinator.</li>
          <li>Support for families who are worried about someone they love.</li>
        </ul>
        <p className="vf-note">
          We are a referral service, not a treatment provider, and may be paid by facilities.{' '}
          <Link to={paths.about.getHref()}>How we work</Link>.
        </p>
      </section>

      <section className="info-panel info-panel--danger" aria-labelledby="get-help-emergency">
        <h2 id="get-help-emergency">Emergency Numbers</h2>
        <dl className="info-numbers">
          <dt>Suicide &amp; Crisis Lifeline</dt>
          <dd>
            <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> (call or text)
          </dd>
          <dt>Poison Control</dt>
          <dd>
            <a href={POISON_CONTROL.tel}>{POISON_CONTROL.display}</a>
          </dd>
          <dt>Emergency services</dt>
          <dd>
            <a href="tel:911">911</a>
          </dd>
        </dl>
      </section>

      <section className="info-panel" aria-labelledby="get-help-facts">
        <h2 id="get-help-facts">You Are Not Alone</h2>
        <dl className="info-facts">
          <div>
            <dt>23.5M</dt>
            <dd>Americans in recovery</dd>
          </div>
          <div>
            <dt>24/7</dt>
            <dd>Support available, every day of the year</dd>
          </div>
          <div>
            <dt>Free</dt>
            <dd>Confidential help to find treatment</dd>
          </div>
        </dl>
        <p className="vf-note">Recovery is possible, and asking for help is the first step.</p>
      </section>
    </aside>
  );
}

export { GetHelpPage as Component };
