import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { useSiteConfig } from '../../../lib/reference-data';
import { LegalPage, LegalSection } from './legal-page';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';

export const head = translatedHead(msg`Terms of Service`, msg`The terms for using the directory.`);

function TermsPage() {
  const site = useSiteConfig();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <LegalPage
      title={msg`Terms of Service`}
      intro={
        <><Trans>
          These terms apply to your use of the {SITE_NAME} website and its helpline. By using the site you agree to them. Please also read our{' '}
          <Link to={href(paths.privacy.getHref())}>Privacy Policy</Link>
          , which explains what we do with the information you send us.
        </Trans></>
      }
    >
      <LegalSection id="terms-service" title={msg`1. Our service`}>
        <p>
          {site
            ? t`${{ site: SITE_NAME }} is a directory of addiction treatment centers in the United States and an affiliate marketing and referral service. We are not a treatment provider. We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners (they are answered by ${{ who: site.helplineAnsweredBy }}). Using the site and the helpline is free for you.`
            : t`${{ site: SITE_NAME }} is a directory of addiction treatment centers in the United States and an affiliate marketing and referral service. We are not a treatment provider. We may be paid by treatment facilities for successful referrals, and calls to our helpline are routed to advertising partners. Using the site and the helpline is free for you.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-medical" title={msg`2. Not medical advice`}>
        <p>
          {t`Information on this site is general information, not medical advice, diagnosis or treatment. Always ask a doctor or another qualified health professional about your situation, and never stop a medication or delay care because of something you read here.`}
        </p>
        <p>
          <strong>{t`In an emergency, call 911.`}</strong>{' '}
          {t`For a mental health or substance use crisis, call or text 988, the Suicide & Crisis Lifeline, at any time.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-listings" title={msg`3. Listings`}>
        <p>
          {t`Listings are based on information from facilities and public sources. We review new listings before they are published, but we cannot guarantee that every detail is complete or current, and a listing is not an endorsement or a recommendation. Please confirm services, licensing, insurance and costs with the facility before making decisions. If something is wrong, use “Report a problem with this listing” on the facility’s page.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title={msg`4. Using the site`}>
        <ul>
          <li>{t`Send only information that is true and that you have the right to share.`}</li>
          <li>{t`Do not use the site to harass anyone, or to send spam or automated requests.`}</li>
          <li>{t`Do not try to get around our security, rate limits or access controls.`}</li>
          <li><Trans>
            The listings are open data: you may copy and reuse them, commercially too, under the licence our{' '}
            <Link to={href(paths.openData.getHref())}>open data page</Link>
            {' '}states. Take them from its downloads rather than by scraping these pages.
          </Trans></li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-facilities" title={msg`5. Facility accounts`}>
        <p>
          {t`Facilities that register must give accurate information, keep their sign-in details secure and keep their listing up to date. We review every registration and listing change, and we may decline, edit or remove a listing that is inaccurate or breaks these terms. Sign-in details are issued only after a listing is approved.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-links" title={msg`6. Other websites`}>
        <p>
          {t`Listings and pages link to facilities’ own websites and to other organizations. We do not control those sites and are not responsible for their content or their privacy practices.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title={msg`7. No warranty and limitation of liability`}>
        <p>
          {t`The site is provided “as is”. To the extent the law allows, we make no warranties about it and are not liable for any loss that results from using it or from relying on information in it, including information about a facility or the care it provides.`}
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title={msg`8. Changes and contact`}>
        <p>
          {t`We may update these terms from time to time; the date above shows the latest version. Questions about these terms?`}{' '}
          {site ? (
            <><Trans>
              Email{' '}
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              {' '}or use our{' '}
            </Trans></>
          ) : (
            t`Use our `
          )}
          <Link to={href(paths.contact.getHref())}>{t`contact page`}</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export { TermsPage as Component };
