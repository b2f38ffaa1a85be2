import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { useSiteConfig } from '../../../lib/reference-data';
import { LegalPage, LegalSection } from './legal-page';
import { staticHead } from '../../../app/head';

export const head = staticHead('Terms of Service', 'The terms for using the directory.');

function TermsPage() {
  const site = useSiteConfig();
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <>
          These terms apply to your use of the {SITE_NAME} website and its helpline. By using the site you agree to
          them. Please also read our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>, which explains what we
          do with the information you send us.
        </>
      }
    >
      <LegalSection id="terms-service" title="1. Our service">
        <p>
          {SITE_NAME} is a directory of addiction treatment centers in the United States and an affiliate marketing
          and referral service. We are not a treatment provider. We may be paid by treatment facilities for successful
          referrals, and calls to our helpline are routed to advertising partners
          {site ? <> (they are answered by {site.helplineAnsweredBy})</> : null}. Using the site and the helpline is free
          for you.
        </p>
      </LegalSection>

      <LegalSection id="terms-medical" title="2. Not medical advice">
        <p>
          Information on this site is general information, not medical advice, diagnosis or treatment. Always ask a
          doctor or another qualified health professional about your situation, and never stop a medication or delay
          care because of something you read here.
        </p>
        <p>
          <strong>In an emergency, call 911.</strong> For a mental health or substance use crisis, call or text 988,
          the Suicide &amp; Crisis Lifeline, at any time.
        </p>
      </LegalSection>

      <LegalSection id="terms-listings" title="3. Listings">
        <p>
          Listings are based on information from facilities and public sources. We review new listings before they are
          published, but we cannot guarantee that every detail is complete or current, and a listing is not an
          endorsement or a recommendation. Please confirm services, licensing, insurance and costs with the facility
          before making decisions. If something is wrong, use “Report a problem with this listing” on the
          facility’s page.
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title="4. Using the site">
        <ul>
          <li>Send only information that is true and that you have the right to share.</li>
          <li>Do not use the site to harass anyone, or to send spam or automated requests.</li>
          <li>Do not try to get around our security, rate limits or access controls.</li>
          <li>
            The listings are open data: you may copy and reuse them, commercially too, under the licence our{' '}
            <Link to={paths.openData.getHref()}>open data page</Link> states. Take them from its downloads rather
            than by scraping these pages.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-facilities" title="5. Facility accounts">
        <p>
          Facilities that register must give accurate information, keep their sign-in details secure and keep their
          listing up to date. We review every registration and listing change, and we may decline, edit or remove a
          listing that is inaccurate or breaks these terms. Sign-in details are issued only after a listing is
          approved.
        </p>
      </LegalSection>

      <LegalSection id="terms-links" title="6. Other websites">
        <p>
          Listings and pages link to facilities’ own websites and to other organizations. We do not control those
          sites and are not responsible for their content or their privacy practices.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="7. No warranty and limitation of liability">
        <p>
          The site is provided “as is”. To the extent the law allows, we make no warranties about it and are not
          liable for any loss that results from using it or from relying on information in it, including information
          about a facility or the care it provides.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="8. Changes and contact">
        <p>
          We may update these terms from time to time; the date above shows the latest version. Questions about these
          terms? {site ? <>Email <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> or use</> : 'Use'} our{' '}
          <Link to={paths.contact.getHref()}>contact page</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export { TermsPage as Component };
