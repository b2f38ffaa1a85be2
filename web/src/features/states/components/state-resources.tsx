import { CRISIS_LINE, CRISIS_TEXT_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

const SUPPORT_GROUPS: ReadonlyArray<{ name: TextId; text: TextId }> = [
  { name: 'Alcoholics Anonymous (AA)', text: 'Free peer support meetings for people who want to stop drinking.' },
  { name: 'Narcotics Anonymous (NA)', text: 'Free peer support meetings for recovery from drug addiction.' },
  { name: 'SMART Recovery', text: 'Science-based mutual support meetings, in person and online.' },
  { name: 'Al-Anon and Nar-Anon', text: 'Support groups for families and friends of people with addiction.' },
];

/** Crisis lines and support groups: the same in every state, named in plain text. */
export function StateResources() {
  const { t, locale } = useT();
  // The Crisis Text Line answers in Spanish to AYUDA.
  const keyword = locale === 'es' ? 'AYUDA' : CRISIS_TEXT_LINE.keyword;
  const sms = CRISIS_TEXT_LINE.sms.replace(CRISIS_TEXT_LINE.keyword, keyword);
  return (
    <section className="state-resources" aria-labelledby="state-resources-heading">
      <h2 id="state-resources-heading">{t('Resources and support')}</h2>
      <div className="state-resources__grid">
        <div>
          <h3>{t('Crisis lines, free and confidential, 24/7')}</h3>
          <ul className="state-resources__list">
            <li>
              <strong>{t('988 Suicide & Crisis Lifeline')}</strong>: <a href={CRISIS_LINE.tel}>{t('call or text 988')}</a>
            </li>
            <li>
              <strong>{t(NATIONAL_HELPLINE.name)}</strong>: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
              {t(' (treatment referral and information)')}
            </li>
            <li>
              <strong>{t('Crisis Text Line')}</strong>: {t('text {keyword} to ', { keyword })}
              <a href={sms}>{CRISIS_TEXT_LINE.number}</a>
            </li>
            <li>
              <strong>{t('Emergency')}</strong>: {t('call ')}
              <a href="tel:911">911</a>
              {t(' if someone is in immediate danger')}
            </li>
          </ul>
        </div>
        <div>
          <h3>{t('Support groups')}</h3>
          <ul className="state-resources__list">
            {SUPPORT_GROUPS.map((group) => (
              <li key={group.name}>
                <strong>{t(group.name)}</strong>: {t(group.text)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
