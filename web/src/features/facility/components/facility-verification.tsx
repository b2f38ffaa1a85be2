import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Confirmable, ListingVerification, PublicCheck } from '../../../../../worker/verification/schemas/verification-values';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { INTL_TAG } from '../../../lib/i18n/locales';
import type { TextId } from '../../../lib/i18n/translator';

// What our staff's checks say of a listing (decision 029), in plain words: each check as a sentence
// ("Phone and address checked by our team by phone on November 3, 2026"), the Verified badge only
// when the Worker says so, and the notice when we could not reach the facility.

/** A listed detail as a sentence names it, in the middle of a list ("phone and address"). */
const DETAIL: Record<Confirmable, TextId> = {
  phone: msg`phone`,
  address: msg`address`,
  services: msg`services`,
  insurance: msg`insurance accepted`,
  availability: msg`availability`,
};

/** The sentence for one check, with what it confirmed (`what`) and its day (`date`) filled in. */
function useCheckSentence() {
  const { t } = useLingui();
  return (check: PublicCheck, what: string, date: string): string => {
    if (check.outcome === 'unreachable') return t`Our team could not reach the facility on ${{ date }}`;
    if (check.outcome === 'wrong_number') return t`Our team found on ${{ date }} that the listed phone number is not the facility’s`;
    if (check.outcome === 'closed') return t`Our team was told on ${{ date }} that the facility has closed`;
    const corrected = check.outcome === 'corrected';
    switch (check.method) {
      case 'phone_call':
        return corrected ? t`${{ what }} corrected by our team after a phone call on ${{ date }}` : t`${{ what }} checked by our team by phone on ${{ date }}`;
      case 'facility_confirmed':
        return corrected ? t`${{ what }} corrected with the facility on ${{ date }}` : t`${{ what }} confirmed by the facility on ${{ date }}`;
      case 'licence_register':
        return corrected
          ? t`${{ what }} corrected by our team from the state’s licence register on ${{ date }}`
          : t`${{ what }} checked by our team in the state’s licence register on ${{ date }}`;
      case 'accreditation_body':
        return corrected
          ? t`${{ what }} corrected by our team with the accrediting body on ${{ date }}`
          : t`${{ what }} checked by our team with the accrediting body on ${{ date }}`;
      case 'site_visit':
        return corrected ? t`${{ what }} corrected by our team after a site visit on ${{ date }}` : t`${{ what }} checked by our team on a site visit on ${{ date }}`;
    }
  };
}

/** The "Verified" badge: a link to the page that says what it means and what it does not. */
export function VerifiedBadge() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <Link className="verified-badge" to={href(paths.verification.getHref())}>
      <span aria-hidden="true">✓ </span>
      {/* Not the review card's "Verified" (a review from an invitation): its own words in Spanish. */}
      {t({ message: 'Verified', context: 'listing checked by our team' })}
      <span className="sr-only"> {t`(what this means)`}</span>
    </Link>
  );
}

/** Said near the top of the listing, where a visitor about to call reads it. */
export function UnreachableNotice() {
  const { t } = useLingui();
  return <p className="facility-main__unreachable">{t`We could not reach this facility recently.`}</p>;
}

/**
 * The listing's checks by our team, newest first, and when the listing itself last changed
 * (`updatedAt`: approved, imported or corrected; not a check).
 */
export function FacilityVerification({ verification, updatedAt }: { verification: ListingVerification; updatedAt: string | null }) {
  const { t, i18n } = useLingui();
  const { date, locale } = useT();
  const href = useLocalizedHref();
  const sentence = useCheckSentence();
  const list = new Intl.ListFormat(INTL_TAG[locale], { style: 'long', type: 'conjunction' });
  // A sentence may start with what was checked: its first letter as a sentence's.
  const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(INTL_TAG[locale]) + text.slice(1);
  return (
    <section aria-labelledby="facility-checks" className="facility-checks">
      <h2 id="facility-checks">{t`Checked by our team`}</h2>
      {verification.checks.length === 0 ? (
        <p>{verification.lastCheckedAt ? t`Our team has not checked this listing in the past year.` : t`Our team has not checked this listing yet.`}</p>
      ) : (
        <ul className="facility-checks__list">
          {verification.checks.map((check, index) => (
            <li key={`${check.at}-${index}`}>{capitalized(sentence(check, list.format(check.what.map((what) => i18n._(DETAIL[what]))), date(check.at)))}</li>
          ))}
        </ul>
      )}
      <p className="facility-checks__more">
        <Link to={href(paths.verification.getHref())}>{t`What our checks mean, and what Verified does not mean`}</Link>
      </p>
      {updatedAt && <p className="facility-main__verified">{t`Listing updated ${{ date: date(updatedAt) }}`}</p>}
    </section>
  );
}
