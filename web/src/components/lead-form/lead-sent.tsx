import { useLingui, Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api';
import { paths } from '../../config/paths';
import { CRISIS_LINE } from '../../config/site';
import { useSiteConfig } from '../../lib/reference-data';
import { useLocalizedHref } from '../../lib/i18n/i18n-context';
import { asText } from '../../lib/i18n/as-text';

/** What the Worker says will happen to a stored request (worker/visitor-requests/lead-delivery.ts). */
type LeadDelivery = InferResponseType<typeof api.leads.$post, 201>['delivery'];

export const LEAD_THANK_YOU = msg`Thank you for reaching out. A treatment coordinator will contact you within 24 hours.`;

interface LeadSentProps {
  /** What the Worker said will happen to the request (POST /api/leads). */
  delivery: LeadDelivery;
  /** The listing it was sent to, when sent from a listing's page. */
  facility?: { name: string };
  thanksRef?: Ref<HTMLParagraphElement>;
}

/**
 * The lead form's confirmation (issue 41): who will read the request, by when, and whom to call now.
 * A listing is said to read it only when the Worker says someone there can; an urgent request is
 * answered first with the numbers that help today: with no listing phone to call, the listings near
 * it (or in the visitor's state) that said lately they accept new patients.
 */
export function LeadSent({ delivery, facility, thanksRef }: LeadSentProps) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const site = useSiteConfig();
  const phone = delivery.facilityPhone;
  const facilityCall = facility && phone;
  const helpline = (
    <>
      <a href={delivery.helpline.tel}>{delivery.helpline.display}</a>
      {site && <> ({t`Answered by ${{ who: site.helplineAnsweredBy }}.`})</>}
    </>
  );
  return (
    <div className="vf-success">
      <p ref={thanksRef} className="lead-form__thanks" tabIndex={-1}>
        {t(LEAD_THANK_YOU)}
      </p>
      {facility &&
        (delivery.facility ? (
          <p>{t`${{ name: facility.name }} can also read your request and may contact you.`}</p>
        ) : (
          <p>{t`${{ name: facility.name }} does not receive requests through our directory: only our team reads yours.`}</p>
        ))}
      {delivery.urgent ? (
        <div className="lead-form__today">
          <p>
            <strong>{t`If you need help today, do not wait for our call:`}</strong>
          </p>
          <ul>
            {facilityCall ? (
              <li><Trans>
                Call {asText(facility.name)} now at{' '}
                <a href={phone.tel}>{asText(phone.display)}</a>.
              </Trans></li>
            ) : (
              delivery.nearbyAccepting.length > 0 && (
                <li>
                  {t`Accepting new patients near you:`}
                  <ul>
                    {delivery.nearbyAccepting.map((listing) => (
                      <li key={listing.id}>
                        <Link to={href(paths.facility.getHref(listing.id))} lang="en">
                          {listing.name}
                        </Link>
                        , {listing.city}, {listing.state}: <a href={listing.phone.tel}>{listing.phone.display}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            )}
            <li><Trans>
              Call our helpline at{' '}
              {helpline}.
            </Trans></li>
            <li><Trans>
              For a mental health or substance use crisis, call or text{' '}
              <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
              {' '}at any time.
            </Trans></li>
            <li><Trans>
              In an emergency, call{' '}
              <a href="tel:911">911</a>.
            </Trans></li>
          </ul>
        </div>
      ) : (
        <>
          {facility && phone && (
            <p><Trans>
              To talk to {asText(facility.name)} now, call{' '}
              <a href={phone.tel}>{asText(phone.display)}</a>.
            </Trans></p>
          )}
          <p><Trans>
            In an emergency, call 911. For a mental health or substance use crisis, call or text{' '}
            <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
            {' '}at any time.
          </Trans></p>
        </>
      )}
      {delivery.receipt && <p>{t`We emailed a receipt to the address you gave. It says nothing about your health.`}</p>}
    </div>
  );
}
