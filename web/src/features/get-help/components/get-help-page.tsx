import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { getLeadFormOptions } from '../../../components/lead-form/get-form-options';
import { LEAD_FORM, leadFormPost, loadLeadReceipt } from '../../../components/lead-form/lead-form-post';
import { LeadSent } from '../../../components/lead-form/lead-sent';
import { answerPostedForm, SENT_PARAM } from '../../../lib/posted-form';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { translatedHead, type HeadFunction } from '../../../app/head';
import { useSiteConfig, type SiteConfig } from '../../../lib/reference-data';
import { LeadFormOnDemand } from '../../../components/lead-form/lead-form-on-demand';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import '../../../lib/info-page.css';
import './get-help.css';

const POISON_CONTROL = { display: '1-800-222-1222', tel: 'tel:+18002221222' } as const;
const CRISIS_TEXT_LINE = { keyword: 'HOME', number: '741741', sms: 'sms:741741?&body=HOME' } as const;

/**
 * The form's choices (in the server's HTML, for a visitor without script); a navigation here shows
 * the form at once, its code loading beside the page's. After a request sent without script the
 * page is its confirmation (`?sent=` its key).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get(SENT_PARAM);
  const [receipt] = await Promise.all([sent ? loadLeadReceipt(context, sent) : null, LeadFormOnDemand.preload()]);
  return { options: getLeadFormOptions(context), receipt };
}

/** The lead form sent without script. */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  answerPostedForm(request, { [LEAD_FORM]: leadFormPost(context, new URL(request.url)) });

/** One page at two addresses: /get-help is the one search engines list. */
export const head: HeadFunction = (args) => ({
  ...translatedHead(msg`Get Help Now`, msg`Crisis lines, treatment helplines and a free, confidential request for a call back from a treatment coordinator.`)(args),
  canonicalPath: paths.getHelp.path,
});

/** /get-help and /resources, and /es/get-help: phone numbers first, then the lead form (product spec §2). */
function GetHelpPage() {
  const { options, receipt } = useLoaderData<typeof loader>();
  const site = useSiteConfig();
  const { t } = useLingui();
  const href = useLocalizedHref();

  return (
    <div className="get-help">
      <section className="info-hero" aria-labelledby="get-help-heading">
        <div className="container">
          <h1 id="get-help-heading">{t`Get Help Now`}</h1>
          <p className="info-hero__lead">
            {t`Free, confidential help finding addiction treatment, for yourself or for someone you love.`}
          </p>
          <p className="get-help__danger"><Trans>
            If you or someone else is in immediate danger, call{' '}
            <a href="tel:911">911</a>
            {' '}now.
          </Trans></p>
        </div>
      </section>

      <div className="container">
        <PhoneLines site={site} />

        <div className="get-help__layout">
          <section className="get-help__form info-panel" aria-labelledby="lead-form-heading">
            <h2 id="lead-form-heading">{t`Request a Call From a Treatment Coordinator`}</h2>
            <p>
              {t`Tell us a little about what you need and a treatment coordinator will call you back, usually the same day and always within 24 hours. Only your name and phone number are required.`}
            </p>
            {receipt ? <LeadSent delivery={receipt.delivery} /> : <LeadFormOnDemand options={options} />}
          </section>
          <SidePanel />
        </div>

        <section className="get-help__next" aria-labelledby="get-help-next">
          <h2 id="get-help-next">{t`More Ways to Find Help`}</h2>
          <ul className="info-links">
            <li>
              <Link to={href(paths.search.getHref())}>{t`Find treatment centers`}</Link>
              <span>{t`Search by location, treatment type, specialization and insurance.`}</span>
            </li>
            <li>
              <Link to={href(paths.treatmentTypes.getHref())}>{t`Learn about treatment types`}</Link>
              <span>{t`From detox and inpatient care to outpatient programs and sober living.`}</span>
            </li>
            <li>
              <Link to={href(paths.insurance.getHref())}>{t`Check your insurance coverage`}</Link>
              <span>{t`What plans usually cover, and the questions to ask your insurer.`}</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function PhoneLines({ site }: { site: SiteConfig | null }) {
  const { t } = useLingui();
  return (
    <section className="get-help__lines" aria-labelledby="get-help-lines">
      <h2 id="get-help-lines">{t`Talk to Someone Now`}</h2>
      <ul className="get-help-phones">
        <li className="get-help-phone get-help-phone--crisis">
          <h3>{t`988 Suicide & Crisis Lifeline`}</h3>
          <p className="get-help-phone__number">
            <a href={CRISIS_LINE.tel}>{t`Call ${{ number: CRISIS_LINE.display }}`}</a>
            {' '}
            {t`or`}{' '}
            <a href="sms:988">{t`text ${{ number: CRISIS_LINE.display }}`}</a>
          </p>
          <p>{t`Free, confidential support 24/7 for a mental health, substance use or suicidal crisis.`}</p>
        </li>
        <li className="get-help-phone">
          <h3>{t(NATIONAL_HELPLINE.name)}</h3>
          <p className="get-help-phone__number">
            <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
          </p>
          <p>
            {t`A free, confidential treatment referral and information line run by the U.S. government (SAMHSA), 24 hours a day, 365 days a year, in English and Spanish.`}
          </p>
        </li>
        <li className="get-help-phone">
          <h3>{t`Our Treatment Helpline`}</h3>
          <p className="get-help-phone__number">
            {site ? <a href={site.helpline.tel}>{site.helpline.display}</a> : t`Loading…`}
          </p>
          <p>
            {site
              ? t`Free and confidential, 24/7. Calls are answered by ${{ who: site.helplineAnsweredBy }}.`
              : t`Free and confidential, 24/7.`}
          </p>
        </li>
        <li className="get-help-phone">
          <h3>{t`Crisis Text Line`}</h3>
          <p className="get-help-phone__number">
            <a href={CRISIS_TEXT_LINE.sms}>
              {t`Text ${{ keyword: CRISIS_TEXT_LINE.keyword }} to ${{ number: CRISIS_TEXT_LINE.number }}`}
            </a>
          </p>
          <p>{t`Free, 24/7 support by text message from a trained crisis counselor.`}</p>
        </li>
        <li className="get-help-phone">
          <h3>{t`Poison Control`}</h3>
          <p className="get-help-phone__number">
            <a href={POISON_CONTROL.tel}>{POISON_CONTROL.display}</a>
          </p>
          <p>{t`Questions about a possible overdose or poisoning, 24/7. If someone is unresponsive or not breathing, call 911.`}</p>
        </li>
        <li className="get-help-phone get-help-phone--crisis">
          <h3>{t`Emergency`}</h3>
          <p className="get-help-phone__number">
            <a href="tel:911">{t`Call ${{ number: '911' }}`}</a>
          </p>
          <p>
            {t`For any life-threatening emergency, including a suspected overdose. If you have naloxone (Narcan) and suspect an opioid overdose, give it and call 911.`}
          </p>
        </li>
      </ul>
    </section>
  );
}

function SidePanel() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <aside className="get-help__aside" aria-label={t`Why reach out, emergency numbers and facts`}>
      <section className="info-panel" aria-labelledby="get-help-benefits">
        <h2 id="get-help-benefits">{t`Why Reach Out`}</h2>
        <ul className="info-checks">
          <li>{t`Free and confidential: there is no cost and no obligation.`}</li>
          <li>{t`Help comparing programs that fit your needs, location and budget.`}</li>
          <li>{t`Help understanding what your insurance may cover.`}</li>
          <li>{t`A call back within 24 hours from a treatment coordinator.`}</li>
          <li>{t`Support for families who are worried about someone they love.`}</li>
        </ul>
        <p className="vf-note">
          {t`We are a referral service, not a treatment provider, and may be paid by facilities.`}{' '}
          <Link to={href(paths.about.getHref())}>{t`How we work`}</Link>.
        </p>
      </section>

      <section className="info-panel info-panel--danger" aria-labelledby="get-help-emergency">
        <h2 id="get-help-emergency">{t`Emergency Numbers`}</h2>
        <dl className="info-numbers">
          <dt>{t`Suicide & Crisis Lifeline`}</dt>
          <dd>
            <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> {t`(call or text)`}
          </dd>
          <dt>{t`Poison Control`}</dt>
          <dd>
            <a href={POISON_CONTROL.tel}>{POISON_CONTROL.display}</a>
          </dd>
          <dt>{t`Emergency services`}</dt>
          <dd>
            <a href="tel:911">911</a>
          </dd>
        </dl>
      </section>

      <section className="info-panel" aria-labelledby="get-help-facts">
        <h2 id="get-help-facts">{t`You Are Not Alone`}</h2>
        <dl className="info-facts">
          {/* No head count of "Americans in recovery": the page gives no figure without its source (issue 44). */}
          <div>
            <dt>24/7</dt>
            <dd>{t`Support available, every day of the year`}</dd>
          </div>
          <div>
            <dt>{t`Free`}</dt>
            <dd>{t`Confidential help to find treatment`}</dd>
          </div>
        </dl>
        <p className="vf-note">{t`Recovery is possible, and asking for help is the first step.`}</p>
      </section>
    </aside>
  );
}

export { GetHelpPage as Component };
