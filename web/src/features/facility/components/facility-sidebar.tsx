import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { telHref } from '../../../lib/format';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { FacilityRecord } from '../api/get-facility';

interface FacilitySidebarProps {
  facility: FacilityRecord;
  /** Up to 3 other published facilities in the same state. */
  others: FacilityRecord[];
}

export function FacilitySidebar({ facility, others }: FacilitySidebarProps) {
  const { t } = useLingui();
  const helpline = t(NATIONAL_HELPLINE.name);
  const { term, locale } = useT();
  const href = useLocalizedHref();
  const english = locale === 'en' ? undefined : 'en';
  const state = term(facility.stateFullName);
  const address = [facility.address, `${facility.city}, ${facility.state} ${facility.zip ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <aside className="facility-sidebar" aria-label={t`Contact and related facilities`}>
      <section className="facility-box" aria-labelledby="facility-contact">
        <h2 id="facility-contact">{t`Contact`}</h2>
        <dl className="facility-contact">
          {facility.phone && (
            <>
              <dt>{t`Phone`}</dt>
              <dd>
                <a href={telHref(facility.phone)}>{facility.phone}</a>
              </dd>
            </>
          )}
          {facility.website && (
            <>
              <dt>{t`Website`}</dt>
              <dd>
                <a href={facility.website} target="_blank" rel="noopener noreferrer">
                  {displayUrl(facility.website)}
                  <span className="sr-only">{' '}<Trans>(opens in a new tab)</Trans></span>
                </a>
              </dd>
            </>
          )}
          {facility.email && (
            <>
              <dt>{t`Email`}</dt>
              <dd>
                <a href={`mailto:${facility.email}`}>{facility.email}</a>
              </dd>
            </>
          )}
          {address && (
            <>
              <dt>{t`Address`}</dt>
              <dd lang={english}>{address}</dd>
            </>
          )}
          {facility.intakeHours && (
            <>
              <dt>{t`Intake Hours`}</dt>
              <dd lang={english}>{facility.intakeHours}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="facility-box facility-box--emergency" aria-labelledby="facility-emergency">
        <h2 id="facility-emergency">{t`In crisis right now?`}</h2>
        <p><Trans>
          Call or text{' '}
          <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
          {' '}(Suicide & Crisis Lifeline), any time.
        </Trans></p>
        <p>
          <Trans>
            {helpline}: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a> — free, confidential, 24/7.
          </Trans>
        </p>
      </section>

      {others.length > 0 && (
        <section className="facility-box" aria-labelledby="facility-others">
          <h2 id="facility-others"><Trans>
            Other facilities in{' '}
            <span lang={state.lang}>{state.text}</span>
          </Trans></h2>
          <ul className="facility-others">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={href(paths.facility.getHref(other.id))} lang={english}>
                  {other.name}
                </Link>
                <span className="facility-others__place">
                  {other.city}, {other.state}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
