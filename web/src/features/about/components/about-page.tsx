import { useLingui, Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import { getDirectorySize, type DirectorySize } from '../api/get-directory-size';
import { NumberedSteps } from '../../../components/numbered-steps/numbered-steps';
import '../../../lib/info-page.css';
import './about.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

const STEPS: ReadonlyArray<{ title: TextId; text: TextId }> = [
  {
    title: msg`Search`,
    text: msg`Look for treatment centers by location, type of care, specialization and the insurance they accept.`,
  },
  {
    title: msg`Compare`,
    text: msg`Read what each center offers, its accreditation and ratings, and learn what each level of care involves.`,
  },
  {
    title: msg`Connect`,
    text: msg`Call a center directly, call our helpline, or ask a treatment coordinator to call you back.`,
  },
];

export const head = translatedHead(msg`About Us`, msg`Who we are, how the directory works and how we are paid.`);

export function loader({ context }: LoaderFunctionArgs) {
  return { size: getDirectorySize(context) };
}

function AboutPage() {
  const site = useSiteConfig();
  const { size } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <>
      <section className="info-hero" aria-labelledby="about-heading">
        <div className="container">
          <h1 id="about-heading">{t`About Recovery Directory`}</h1>
          <p className="info-hero__lead">
            {t`We help people find addiction treatment, and help families find it for someone they love.`}
          </p>
        </div>
      </section>
      <div className="container info-page">
        <div className="about-intro">
          <section className="info-panel" aria-labelledby="about-mission">
            <h2 id="about-mission">{t`Our Mission`}</h2>
            <p>
              {t`Finding treatment should not be the hardest part of recovery. Our mission is to make it simple, free and private to find a treatment center that fits your needs: where it is, the care it offers, the conditions it specializes in and the insurance it accepts.`}
            </p>
          </section>
          <section className="info-panel" aria-labelledby="about-what">
            <h2 id="about-what">{t`What We Do`}</h2>
            <ul className="info-checks">
              <li>{t`A free, searchable directory of addiction treatment centers across the United States.`}</li>
              <li>{t`Plain-language guides to treatment types and to using insurance.`}</li>
              <li>{t`A helpline, and call-backs from a treatment coordinator for anyone who asks.`}</li>
              <li>{t`Listings for treatment facilities, reviewed by our team before they are published.`}</li>
            </ul>
          </section>
        </div>

        <section className="info-section about-disclaimer" aria-labelledby="about-disclaimer">
          <h2 id="about-disclaimer">{t`Important Disclaimer`}</h2>
          <p>
            {t`Recovery Directory is an affiliate marketing and referral service.`} <strong>{t`We are not a treatment provider`}</strong>{' '}
            {t`and we do not give medical advice, diagnosis or treatment.`}
          </p>
          <p>
            {site
              ? t`We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners (they are answered by ${{ answeredBy: site.helplineAnsweredBy }}). Our help is free and confidential for you, and a listing in our directory is not an endorsement of any facility.`
              : t`We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners. Our help is free and confidential for you, and a listing in our directory is not an endorsement of any facility.`}
          </p>
          <p>{t`If you are in crisis, call or text 988. In an emergency, call 911.`}</p>
        </section>

        <section className="info-section" aria-labelledby="about-how">
          <h2 id="about-how">{t`How It Works`}</h2>
          <NumberedSteps steps={STEPS.map((step) => ({ title: t(step.title), text: t(step.text) }))} columns={3} />
        </section>

        <section className="info-section" id="ranking" aria-labelledby="about-ranking">
          <h2 id="about-ranking">{t`How Ratings and Ranking Work`}</h2>
          <p>
            {t`A rating on a listing is the average of its published reviews, and the count beside it is the number of those reviews: we show no other rating. A listing with no published review says “No reviews yet”. Reviews waiting for their email confirmation or for moderation, and reviews we turned down, count for nothing.`}
          </p>
          <p>
            {t`“Highest Rated” search results, each state’s best-rated centers and the featured centers on the home page are ordered by a Bayesian average, so that one five-star review does not outrank forty reviews that average 4.8. Every listing starts as if it had 10 reviews of 3.5 stars, and its own reviews count for more the more of them it has:`}
          </p>
          <p className="about-ranking__formula">
            {t`score = (10 × 3.5 + the sum of its ratings) ÷ (10 + the number of its reviews)`}
          </p>
          <p>
            {t`One review of 5 stars scores 3.64; forty reviews averaging 4.8 score 4.54. Listings with no published review come after every listing that has one.`}
          </p>
        </section>

        <section className="info-section" id="review-guidelines" aria-labelledby="about-review-guidelines">
          <h2 id="about-review-guidelines">{t`Review Guidelines`}</h2>
          <p>
            {t`Former clients, family members and professionals who referred someone may review a facility. We publish every review unless it breaks one of these guidelines:`}
          </p>
          <ul>
            <li>{t`Health details about someone else`}</li>
            <li>{t`Names of other clients`}</li>
            <li>{t`Threats or hate`}</li>
            <li>{t`Advertising`}</li>
            <li>{t`A conflict of interest (a review by the facility’s staff, owners or competitors)`}</li>
            <li>{t`Not about a stay at this facility`}</li>
          </ul>
          <p>
            {t`A negative review is never held for being negative. When we cannot publish a review, we tell the reviewer which guideline it breaks. A facility may answer each review once, publicly, and its answers follow the same guidelines.`}
          </p>
        </section>

        <Deferred data={size} fallback={<Impact size="loading" />}>
          {(loaded) => <Impact size={loaded} />}
        </Deferred>

        <div className="about-ctas">
          <section className="info-cta" aria-labelledby="about-facility-cta">
            <h2 id="about-facility-cta">{t`Run a Treatment Center?`}</h2>
            <p>{t`List your facility in our directory so people looking for care can find you. Listing starts with a short registration, reviewed by our team.`}</p>
            <Link className="button button--secondary" to={href(paths.facilitySignup.getHref())}>
              {t`List Your Facility`}
            </Link>
          </section>
          <section className="info-panel" aria-labelledby="about-contact-cta">
            <h2 id="about-contact-cta">{t`Questions? We’re Here to Help`}</h2>
            <p>{t`Talk to us about treatment options, insurance or a listing in our directory.`}</p>
            <p>
              <Link className="button button--primary" to={href(paths.contact.getHref())}>
                {t`Contact Us`}
              </Link>
            </p>
            {site && (
              <p><Trans>
                Or call{' '}
                <a className="info-phone" href={site.helpline.tel}>{site.helpline.display}</a>
                , free and confidential, 24/7.
              </Trans></p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/** The live counts: '…' while loading, left out when they could not be had. */
function Impact({ size }: { size: DirectorySize | null | 'loading' }) {
  const { t } = useLingui();
  const { number } = useT();
  const count = (pick: (s: DirectorySize) => number) => (size === 'loading' ? '…' : size === null ? null : number(pick(size)));
  const centers = count((s) => s.centers);
  const states = count((s) => s.states);
  return (
    <section className="info-section" aria-labelledby="about-impact">
      <h2 id="about-impact">{t`Our Impact`}</h2>
      <dl className="about-impact" aria-busy={size === 'loading'}>
        {centers !== null && (
          <div>
            <dt>{centers}</dt>
            <dd>{t`treatment centers listed`}</dd>
          </div>
        )}
        {states !== null && (
          <div>
            <dt>{states}</dt>
            <dd>{states === '1' ? t`state covered` : t`states covered`}</dd>
          </div>
        )}
      </dl>
      <p className="info-muted about-impact__note">
        {t`Counted live from our directory. We publish no success rate: no source measures the outcomes of the centers listed here, and they differ from person to person and program to program.`}
      </p>
    </section>
  );
}

export { AboutPage as Component };
