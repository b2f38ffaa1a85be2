import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getListedInsurers } from '../api/get-insurers';
import { paths } from '../../../config/paths';
import { NATIONAL_HELPLINE } from '../../../config/site';
import { useSiteConfig, type SiteConfig } from '../../../lib/reference-data';
import { COVERAGE_TYPES, NO_INSURANCE_OPTIONS, VERIFICATION_STEPS } from '../data/insurance-content';
import { ProviderSearch } from './provider-search';
import { NumberedSteps } from '../../../components/numbered-steps/numbered-steps';
import '../../../lib/info-page.css';
import './insurance.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';

export const head = translatedHead(msg`Insurance for Addiction Treatment`, msg`How private insurance, Medicare and Medicaid cover addiction treatment, and how to verify your benefits.`);

export function loader({ context }: LoaderFunctionArgs) {
  return { insurers: getListedInsurers(context) };
}

function InsurancePage() {
  const site = useSiteConfig();
  const { insurers } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const helpline = t(NATIONAL_HELPLINE.name);
  const { term } = useT();
  const href = useLocalizedHref();
  return (
    <>
      <section className="info-hero" aria-labelledby="insurance-heading">
        <div className="container">
          <h1 id="insurance-heading">{t`Using Insurance for Addiction Treatment`}</h1>
          <p className="info-hero__lead">
            {t`Most health plans cover some addiction treatment. Learn what private insurance, Medicare and Medicaid usually pay for, find your provider, and know what to ask before treatment starts.`}
          </p>
        </div>
      </section>

      <div className="container info-page">
        <VerificationBanner site={site} />

        <section className="info-section" aria-labelledby="coverage-heading">
          <h2 id="coverage-heading">{t`What Insurance Usually Covers`}</h2>
          <ul className="info-cards info-cards--three">
            {COVERAGE_TYPES.map((type) => (
              <li key={type.id} className="coverage-card" aria-labelledby={`coverage-${type.id}`}>
                <h3 id={`coverage-${type.id}`}>{'name' in type.title ? term(type.title.name).text : t(type.title)}</h3>
                <p className="coverage-card__figure">
                  <Trans>
                    Typical coverage: <strong>{i18n._(type.coverage)}</strong>
                  </Trans>
                </p>
                <p>{t(type.description)}</p>
                <h4>{t`Common providers`}</h4>
                <ul className="tag-list">
                  {type.plans.map((plan) => (
                    <li key={plan.id}>{t(plan)}</li>
                  ))}
                  {type.providers.map((provider) => {
                    const name = term(provider);
                    return (
                      <li key={provider} lang={name.lang}>
                        {name.text}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <p className="info-muted insurance__caveat">
            {t`These are typical figures, not a promise of coverage: what you pay depends on your plan, your deductible and whether the program is in your network.`}
          </p>
        </section>

        <ProviderSearch site={site} insurers={insurers} />

        <section className="info-section" aria-labelledby="verify-heading">
          <h2 id="verify-heading">{t`How to Verify Your Coverage in 4 Steps`}</h2>
          <NumberedSteps
            columns={2}
            steps={VERIFICATION_STEPS.map((step) => ({
              title: t(step.title),
              text: t(step.text),
              more: (
                <>
                  <p className="verify-ask">{t`Questions to ask:`}</p>
                  <ul>
                    {step.questions.map((question) => (
                      <li key={question.id}>{t(question)}</li>
                    ))}
                  </ul>
                </>
              ),
            }))}
          />
        </section>

        <section className="info-section" aria-labelledby="no-insurance-heading">
          <h2 id="no-insurance-heading">{t`No Insurance? You Still Have Options`}</h2>
          <ul className="info-cards info-cards--three">
            {NO_INSURANCE_OPTIONS.map((option) => (
              <li key={option.title.id}>
                <h3>{t(option.title)}</h3>
                <p>{t(option.text)}</p>
              </li>
            ))}
          </ul>
          <p>
            <Trans>
              {helpline} (<a className="info-phone" href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>, free, 24/7) can refer you to
              state-funded and low-cost programs near you.
            </Trans>
          </p>
        </section>

        <section className="info-cta" aria-labelledby="insurance-cta">
          <h2 id="insurance-cta">{t`Questions About Your Coverage?`}</h2>
          <p>
            {site ? (
              <><Trans>
                Call{' '}
                <a className="info-phone" href={site.helpline.tel}>{site.helpline.display}</a>
                {' '}and we will help you check your benefits for free. Calls are answered by {site.helplineAnsweredBy}.
              </Trans></>
            ) : (
              t`Call our helpline and we will help you check your benefits for free.`
            )}
          </p>
          <ul className="info-buttons">
            <li>
              <Link className="button button--secondary" to={href(paths.getHelp.getHref())}>
                {t`Request a Call Back`}
              </Link>
            </li>
            <li>
              <Link className="button button--secondary" to={href(paths.search.getHref())}>
                {t`Search Treatment Centers`}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}

function VerificationBanner({ site }: { site: SiteConfig | null }) {
  const { t } = useLingui();
  return (
    <section className="verify-banner" aria-labelledby="verify-banner-heading">
      <h2 id="verify-banner-heading">{t`Free Insurance Verification`}</h2>
      <p>{t`Not sure what your plan covers? We can check your benefits with you at no cost and with no obligation.`}</p>
      {site && (
        <>
          <p>
            <a className="button button--primary" href={site.helpline.tel}>
              {t`Call ${{ number: site.helpline.display }}`}
            </a>
          </p>
          <p className="verify-banner__note">{t`Free and confidential, 24/7. Calls are answered by ${{ who: site.helplineAnsweredBy }}.`}</p>
        </>
      )}
    </section>
  );
}

export { InsurancePage as Component };
