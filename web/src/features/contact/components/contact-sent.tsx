import { useLingui, Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { CRISIS_LINE } from '../../../config/site';
import type { SiteConfig } from '../../../lib/reference-data';

/**
 * 'Message Sent Successfully!' (product spec §4): in place of the form once it is stored, or as the
 * page a form sent without script is redirected to. `children`: the way to send another.
 */
export function ContactSent({ site, headingRef, children }: { site: SiteConfig | null; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="vf-success contact-success">
      <h2 ref={headingRef} tabIndex={-1}>
        {t`Message Sent Successfully!`}
      </h2>
      <p>{t`Thank you for contacting us. We will reply within 24 hours.`}</p>
      {site && (
        <p><Trans>
          If you need to talk to someone sooner, call{' '}
          <a className="info-phone" href={site.helpline.tel}>
            {site.helpline.display}
          </a>
          , free and confidential, 24/7.
        </Trans></p>
      )}
      <p><Trans>
        In a crisis, call or text{' '}
        <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
        , or call 911 in an emergency.
      </Trans></p>
      {children}
    </div>
  );
}
