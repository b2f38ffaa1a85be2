import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../lib/i18n/translator';

const TYPES: ReadonlyArray<{ anchor: string; title: MessageId; text: MessageId }> = [
  { anchor: 'inpatient', title: 'home.typeInpatient', text: 'home.typeInpatientText' },
  { anchor: 'outpatient', title: 'home.typeOutpatient', text: 'home.typeOutpatientText' },
  { anchor: 'detox', title: 'home.typeDetox', text: 'home.typeDetoxText' },
  { anchor: 'dual-diagnosis', title: 'home.typeDual', text: 'home.typeDualText' },
];

export function TreatmentTypeCards() {
  const { t } = useT();
  const href = useLocalizedHref();
  return (
    <section className="container home-section" aria-labelledby="types-heading">
      <h2 id="types-heading">{t('home.typesHeading')}</h2>
      <p className="home-section__lead">{t('home.typesLead')}</p>
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
