import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { useSiteConfig } from '../../../lib/reference-data';
import { LegalPage, LegalSection } from './legal-page';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';

/** Children's privacy threshold (product spec §2). */
const CHILD_AGE = 13;

export const head = translatedHead(msg`Privacy Policy`, msg`What we collect, why, who can see it and how long we keep it.`);

function PrivacyPage() {
  const site = useSiteConfig();
  const { t } = useLingui();
  const { number } = useT();
  const href = useLocalizedHref();
  const email = site ? <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> : t`the address on our contact page`;
  return (
    <LegalPage
      title={msg`Privacy Policy`}
      intro={t`People come to ${{ site: SITE_NAME }} at difficult moments. This policy says plainly what we store when you use the site, who can read it and what we never do with it.`}
    >
      <LegalSection id="privacy-forms" title={msg`1. What we store from our forms`}>
        <p>{t`We store only what you type into a form and send to us:`}</p>
        <ul>
          <li>
            <strong>{t`Get-help and “Request information” requests:`}</strong>{' '}
            {t`your name and phone number, and, if you give them, your email, state, the substance or concern, how soon you need help, your insurance type and your message. We also store the time you agreed to be contacted and, if you sent the request from a facility’s page, which facility it was for.`}
          </li>
          <li>
            <strong>{t`Contact messages:`}</strong> {t`your name, email, subject, urgency and message, and your phone number if you give it.`}
          </li>
          <li>
            <strong>{t`Reports about a listing:`}</strong> {t`the facility, what is wrong, any details you add and your email if you give it.`}
          </li>
          <li>
            <strong>{t`Facility registrations and accounts:`}</strong>{' '}
            {t`the facility’s details and the contact person’s name, email and phone. Passwords are stored only in a scrambled (hashed) form that cannot be turned back into the password.`}
          </li>
        </ul>
        <p>
          {t`Each form also sends a random request number so that pressing “Try again” never stores the same request twice. Nothing is stored when you only browse or search the directory.`}
        </p>
        <p>
          {site
            ? t`We delete requests and messages after ${{ days: number(site.retentionDays) }} days:`
            : t`We delete requests and messages after a fixed number of days:`}{' '}
          {t`get-help and “Request information” requests and contact messages are removed automatically once they are that old. Our record of what our staff did with a request keeps only its reference number, never what you wrote.`}
        </p>
      </LegalSection>

      <LegalSection id="privacy-who" title={msg`2. Who can read your request`}>
        <p>
          {t`Health information is private. The details of a get-help request can be read only by our administrators and, if you sent it from a facility’s page, by that facility. When a facility receives a request we email it only a notice to sign in; the details themselves are never sent by email.`}
        </p>
        <p>
          {t`What you type into a form is sent inside the request, never in a web address (URL), and it is never written to our server logs. Searches you make on the site do appear in the web address so that you can share them, so avoid putting personal details in the search box.`}
        </p>
        <p>{t`We do not sell your information, and we do not share it for advertising.`}</p>
      </LegalSection>

      <LegalSection id="privacy-calls" title={msg`3. Phone calls`}>
        <p>
          {site
            ? t`Calls to our helpline are routed to advertising partners and answered by ${{ who: site.helplineAnsweredBy }}. What you tell them on a call is handled by them under their own privacy practices. Calls to a facility’s own number go directly to that facility.`
            : t`Calls to our helpline are routed to advertising partners. What you tell them on a call is handled by them under their own privacy practices. Calls to a facility’s own number go directly to that facility.`}
        </p>
      </LegalSection>

      <LegalSection id="privacy-technical" title={msg`4. Cookies and technical information`}>
        <ul>
          <li>{t`We use no advertising or analytics cookies, and the site loads no third-party scripts, fonts or tracking images.`}</li>
          <li>
            {t`We set two kinds of cookie, and neither can be read by the site’s scripts. Sign-in cookies for facility and administrator accounts hold a random session number. After you send a form, a cookie kept for ten minutes holds a position in our database’s history (nothing about you), so that the next page you load is at least as up to date as what you sent.`}
          </li>
          <li>
            {t`To stop abuse, we count for a short time how often the same network address sends a form, signals that a listing was viewed or downloads our open data. A listing’s view counts each network address once a day. We keep a one-way scrambled value for this, not the address itself, and the one for views only for that day.`}
          </li>
          <li>{t`Our hosting provider, Cloudflare, processes your network address to deliver the site to you and to protect it from attacks.`}</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-use" title={msg`5. How we use your information`}>
        <p>
          {t`We use what you send only to reply to you, to help connect you with treatment when you ask us to, to fix listings, to review facility registrations and to keep the site secure.`}
        </p>
      </LegalSection>

      <LegalSection id="privacy-choices" title={msg`6. Your choices`}>
        <p><Trans>
          You can ask us what we hold about you, or ask us to correct or delete it, by emailing{' '}
          {email}
          . Forms ask only for what we need: on the get-help form, everything except your name and phone number is optional.
        </Trans></p>
      </LegalSection>

      <LegalSection id="privacy-children" title={msg`7. Children’s privacy`}>
        <p><Trans>
          This site is not directed to children under {CHILD_AGE}, and we do not knowingly collect personal information from children under {CHILD_AGE}. If you believe a child under {CHILD_AGE} has sent us personal information, email{' '}
          {email}
          {' '}and we will delete it.
        </Trans></p>
      </LegalSection>

      <LegalSection id="privacy-changes" title={msg`8. Changes and contact`}>
        <p><Trans>
          We will update this policy if what we store or who can read it changes; the date above shows the latest version. Questions? Email{' '}
          {email}
          , use our{' '}
          <Link to={href(paths.contact.getHref())}>contact page</Link>
          , or read our{' '}
          <Link to={href(paths.terms.getHref())}>Terms of Service</Link>.
        </Trans></p>
      </LegalSection>
    </LegalPage>
  );
}

export { PrivacyPage as Component };
