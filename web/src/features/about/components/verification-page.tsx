import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RECHECK_AFTER_DAYS, UNREACHABLE_APART_DAYS } from '../../../../../worker/verification/schemas/verification-values';
import { translatedHead } from '../../../app/head';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import '../../../lib/info-page.css';

// /verification: what a listing's "Verified" badge and its lines about our checks mean, and what they
// do not (issue 44, decision 029). Linked from every badge. The rules it states are the Worker's own
// (worker/verification/status.ts); the numbers come from the same module.

export const head = translatedHead(
  msg`What “Verified” Means`,
  msg`How our team checks listings, what a Verified badge means, and what it does not: not an endorsement, not a quality rating.`,
);

const MONTHS_BETWEEN_CHECKS = Math.round(RECHECK_AFTER_DAYS / 30.4);

function VerificationPage() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <>
      <section className="info-hero" aria-labelledby="verification-heading">
        <div className="container">
          <h1 id="verification-heading">{t`What “Verified” Means`}</h1>
          <p className="info-hero__lead">
            {t`A listing says when a person on our team last checked it, how, and what they checked. The Verified badge says one thing only: that such a check confirmed the listing’s details in the past 12 months.`}
          </p>
        </div>
      </section>
      <div className="container info-page">
        <section className="info-section" aria-labelledby="verification-means">
          <h2 id="verification-means">{t`What Verified means`}</h2>
          <ul>
            <li>{t`A person on our team checked the listing within the past 12 months, and the details the listing names were confirmed, or corrected and then confirmed.`}</li>
            <li>{t`Nothing our team found since then says otherwise: no check found the phone number wrong or the facility closed, and we have been able to reach it.`}</li>
            <li>{t`The listing says which details were checked (phone, address, services, insurance accepted, availability), how, and on which day. Only those details were checked.`}</li>
          </ul>
        </section>

        <section className="info-section info-panel" aria-labelledby="verification-not">
          <h2 id="verification-not">{t`What Verified does not mean`}</h2>
          <ul>
            <li>{t`It is not an endorsement. We do not recommend one facility over another, and a listing in our directory is not an endorsement either.`}</li>
            <li>{t`It is not a quality rating. We do not judge the care a facility gives; its rating comes only from its published reviews.`}</li>
            <li>{t`It is not a licence or an accreditation. A check may look a facility up in a state’s licence register or with an accrediting body, and the listing then says so, but the badge itself certifies nothing.`}</li>
            <li>{t`It does not say that the facility has a place for you today, or that it accepts your insurance: call the facility to ask.`}</li>
            <li>{t`Facilities do not pay for it, and cannot buy it.`}</li>
          </ul>
        </section>

        <section className="info-section" aria-labelledby="verification-how">
          <h2 id="verification-how">{t`How our team checks a listing`}</h2>
          <p>{t`Each check is one of these, and the listing says which:`}</p>
          <ul>
            <li>{t`A phone call to the number on the listing.`}</li>
            <li>{t`The facility confirming its details with us.`}</li>
            <li>{t`A look-up in the state’s licence register.`}</li>
            <li>{t`A look-up with the body that accredits the facility.`}</li>
            <li>{t`A visit to the facility.`}</li>
          </ul>
          <p>
            {t`We aim to check a listing again about every ${{ months: MONTHS_BETWEEN_CHECKS }} months, and sooner when someone reports a problem with it, when its phone number or address changes, or when the availability it states is out of date. Listings most people look at are checked first.`}
          </p>
        </section>

        <section className="info-section" aria-labelledby="verification-unreachable">
          <h2 id="verification-unreachable">{t`When we cannot reach a facility`}</h2>
          <p>
            {t`If our team cannot reach a facility twice, at least ${{ days: UNREACHABLE_APART_DAYS }} days apart, its listing says “We could not reach this facility recently” until we reach it again, and the facility’s account, if it has one, is told by email.`}
          </p>
        </section>

        <section className="info-section" aria-labelledby="verification-not-checked">
          <h2 id="verification-not-checked">{t`Listings without the badge`}</h2>
          <p>
            {t`Many listings come from the national treatment locator or from the facilities themselves, and our team has not checked them yet. Those listings say so. “Listing updated” on a listing is the day its details last changed, not a check.`}
          </p>
          <p>
            <Link to={href(`${paths.about.getHref()}#ranking`)}>{t`How ratings and ranking work`}</Link>
            {' · '}
            <Link to={href(paths.contact.getHref())}>{t`Report a problem or ask us a question`}</Link>
          </p>
        </section>
      </div>
    </>
  );
}

export { VerificationPage as Component };
