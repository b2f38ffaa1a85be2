import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { NATIONAL_HELPLINE } from '../../../config/site';
import { useSiteConfig } from '../../../lib/reference-data';
import { ASSESSMENT_FACTORS, TREATMENT_TYPES, type TreatmentTypeInfo } from '../data/treatment-types';
import '../../../lib/info-page.css';
import './treatment-types.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';

export const head = translatedHead(msg`Types of Addiction Treatment`, msg`Inpatient, outpatient, intensive outpatient, partial hospitalization, detox and sober living: what each involves and how long it lasts.`);

function TreatmentTypesPage() {
  const { t } = useLingui();
  return (
    <>
      <section className="info-hero" aria-labelledby="treatment-types-heading">
        <div className="container">
          <h1 id="treatment-types-heading">{t`Types of Addiction Treatment`}</h1>
          <p className="info-hero__lead">
            {t`Treatment comes in different levels of care, from a few days of medical detox to months of outpatient support. Here is what each one involves, how long it usually lasts and who it tends to suit.`}
          </p>
        </div>
      </section>
      <div className="container info-page">
        <section aria-labelledby="levels-heading">
          <h2 id="levels-heading">{t`Levels of Care`}</h2>
          <div className="treatment-grid">
            {TREATMENT_TYPES.map((type) => (
              <TreatmentCard key={type.id} type={type} />
            ))}
          </div>
        </section>
        <DualDiagnosis />
        <Guidance />
      </div>
    </>
  );
}

function TreatmentCard({ type }: { type: TreatmentTypeInfo }) {
  const titleId = `${type.id}-title`;
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <article id={type.id} className={`treatment-card treatment-card--${type.color}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{t(type.title)}</h3>
      <dl className="treatment-card__facts">
        <div>
          <dt>{t`Typical duration`}</dt>
          <dd>{t(type.duration)}</dd>
        </div>
        <div>
          <dt>{t`Level of care`}</dt>
          <dd>{t(type.level)}</dd>
        </div>
      </dl>
      <p>{t(type.description)}</p>
      <h4>{t`What it includes`}</h4>
      <ul className="info-checks">
        {type.features.map((feature) => (
          <li key={feature.id}>{t(feature)}</li>
        ))}
      </ul>
      <p>
        <strong>{t`Best for:`}</strong> {t(type.bestFor)}
      </p>
      <p className="treatment-card__link">
        <Link className="button button--secondary" to={href(paths.search.getHref(`treatment=${type.id}`))}>
          {t(type.findLink)}
        </Link>
      </p>
    </article>
  );
}

function DualDiagnosis() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section id="dual-diagnosis" className="info-section info-panel treatment-anchor" aria-labelledby="dual-diagnosis-heading">
      <h2 id="dual-diagnosis-heading">{t`Dual Diagnosis (Co-occurring Disorders)`}</h2>
      <p>
        {t`Many people with a substance use disorder also live with depression, anxiety, post-traumatic stress, bipolar disorder or another mental health condition. Having both is called a dual diagnosis, or co-occurring disorders. Each can make the other worse, so treatment works best when one team treats both together rather than one after the other.`}
      </p>
      <p>
        {t`Integrated dual diagnosis care can be part of any level of care above, from inpatient treatment to outpatient counseling. When you contact a program, ask whether psychiatrists or licensed mental health professionals are part of the treatment team.`}
      </p>
      <p>
        <Link className="button button--secondary" to={href(paths.search.getHref('specializations=dual-diagnosis'))}>
          {t`Find dual diagnosis programs`}
        </Link>
      </p>
    </section>
  );
}

function Guidance() {
  const site = useSiteConfig();
  const { t } = useLingui();
  const helpline = t(NATIONAL_HELPLINE.name);
  const href = useLocalizedHref();
  return (
    <section className="info-section info-panel treatment-guidance" aria-labelledby="guidance-heading">
      <h2 id="guidance-heading">{t`Choosing the Right Level of Care`}</h2>
      <p>
        {t`The right starting point depends on the person, not only on the substance. A doctor, licensed counselor or a program's intake team will usually assess your situation and recommend a level of care. Many people move between levels as they progress: for example from detox to inpatient treatment, then to an intensive outpatient program and sober living. Needing more than one try is common and is not a failure.`}
      </p>
      <h3>{t`What an assessment looks at`}</h3>
      <ul className="assessment-factors">
        {ASSESSMENT_FACTORS.map((factor) => (
          <li key={factor.title.id}>
            <strong>{t(factor.title)}:</strong> {t(factor.text)}
          </li>
        ))}
      </ul>
      <div className="treatment-guidance__call">
        <p>
          <strong>{t`Not sure where to start?`}</strong>{' '}
          {site ? (
            <><Trans>
              Call{' '}
              <a className="info-phone" href={site.helpline.tel}>{site.helpline.display}</a>
              {' '}for a free, confidential phone assessment of which level of care may fit. Calls are answered by {site.helplineAnsweredBy}.
            </Trans></>
          ) : (
            t`Call our helpline for a free, confidential phone assessment of which level of care may fit.`
          )}{' '}
          <Trans>
            You can also call {helpline} at{' '}
            <a className="info-phone" href={NATIONAL_HELPLINE.tel}>
              {NATIONAL_HELPLINE.display}
            </a>
            , a free government service.
          </Trans>
        </p>
        <ul className="info-buttons">
          <li>
            <Link className="button button--primary" to={href(paths.getHelp.getHref())}>
              {t`Get Help Now`}
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={href(paths.search.getHref())}>
              {t`Search Treatment Centers`}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

export { TreatmentTypesPage as Component };
