import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

const TYPES: ReadonlyArray<{ anchor: string; title: TextId; text: TextId }> = [
  { anchor: 'inpatient', title: msg`Inpatient Treatment`, text: msg`Live at the center with care around the clock and a structured day, usually for 30 to 90 days.` },
  { anchor: 'outpatient', title: msg`Outpatient Treatment`, text: msg`Attend therapy and treatment sessions while living at home and keeping up with work or school.` },
  { anchor: 'detox', title: msg`Medical Detox`, text: msg`Medically supervised withdrawal, the safe first step for many people, usually 3 to 10 days.` },
  { anchor: 'dual-diagnosis', title: msg`Dual Diagnosis`, text: msg`Care for addiction together with depression, anxiety, trauma or another mental health condition.` },
];

export function TreatmentTypeCards() {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section className="container home-section" aria-labelledby="types-heading">
      <h2 id="types-heading">{t`Types of treatment`}</h2>
      <p className="home-section__lead">{t`Programs differ in how much care and structure they give. Learn which fits.`}</p>
      <ul className="type-cards">
        {TYPES.map((type) => (
          <li key={type.anchor} className="type-card">
            <h3>
              <Link to={`${href(paths.treatmentTypes.getHref())}#${type.anchor}`}>{t(type.title)}</Link>
            </h3>
            <p>{t(type.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
