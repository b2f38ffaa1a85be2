import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api';
import { paths } from '../../config/paths';
import { CRISIS_LINE } from '../../config/site';
import { useSiteConfig } from '../../lib/reference-data';
import { useLocalizedHref, useT } from '../../lib/i18n/i18n-context';

/** What the Worker says will happen to a stored request (worker/visitor-requests/lead-delivery.ts). */
type LeadDelivery = InferResponseType<typeof api.leads.$post, 201>['delivery'];

export const LEAD_THANK_YOU = 'Thank you for reaching out. A treatment coordinator will contact you within 24 hours.';

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
  const { t } = useT();
  const href = useLocalizedHref();
  const site = useSiteConfig();
  const phone = delivery.facilityPhone;
  const facilityCall = facility && phone;
  const helpline = (
    <>
      <a href={delivery.helpline.tel}>{delivery.helpline.display}</a>
      {site && <> ({t('Answered by {who}.', { who: site.helplineAnsweredBy })})</>}
    </>
  );
  return (
    <div className="vf-success">
      <p ref={thanksRef} className="lead-form__thanks" tabIndex={-1}>
        {t(LEAD_THANK_YOU)}
      </p>
      {facility &&
        (delivery.facility ? (
          <p>{t('{name} can also read your request and may contact you.', { name: facility.name })}</p>
        ) : (
          <p>{t('{name} does not receive requests through our directory: only our team reads yours.', { name: facility.name })}</p>
        ))}
      {delivery.urgent ? (
        <div className="lead-form__today">
          <p>
            <strong>{t('If you need help today, do not wait for our call:')}</strong>
          </p>
          <ul>
            {facilityCall ? (
              <li>
                {t('Call {name} now at ', { name: facility.name })}
                <a href={phone.tel}>{phone.display}</a>.
              </li>
            ) : (
              delivery.nearbyAccepting.length > 0 && (
                <li>
                  {t('Accepting new patients near you:')}
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
            <li>
              {t('Call our helpline at ')}
              {helpline}.
            </li>
            <li>
              {t('For a mental health or substance use crisis, call or text ')}
              <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
              {t(' at any time.')}
            </li>
            <li>
              {t('In an emergency, call ')}
              <a href="tel:911">911</a>.
            </li>
          </ul>
        </div>
      ) : (
        <>
          {facility && phone && (
            <p>
              {t('To talk to {name} now, call ', { name: facility.name })}
              <a href={phone.tel}>{phone.display}</a>.
            </p>
          )}
          <p>
            {t('In an emergency, call 911. For a mental health or substance use crisis, call or text ')}
            <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
            {t(' at any time.')}
          </p>
        </>
      )}
      {delivery.receipt && <p>{t('We emailed a receipt to the address you gave. It says nothing about your health.')}</p>}
    </div>
  );
}
