import { useLingui, Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { CRISIS_LINE, CRISIS_TEXT_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { useT } from '../../../lib/i18n/i18n-context';
import type { TextId } from '../../../lib/i18n/translator';

const SUPPORT_GROUPS: ReadonlyArray<{ name: TextId; text: TextId }> = [
  { name: msg`Alcoholics Anonymous (AA)`, text: msg`Free peer support meetings for people who want to stop drinking.` },
  { name: msg`Narcotics Anonymous (NA)`, text: msg`Free peer support meetings for recovery from drug addiction.` },
  { name: msg`SMART Recovery`, text: msg`Science-based mutual support meetings, in person and online.` },
  { name: msg`Al-Anon and Nar-Anon`, text: msg`Support groups for families and friends of people with addiction.` },
];

/** Crisis lines and support groups: the same in every state, named in plain text. */
export function StateResources() {
  const { t } = useLingui();
  const helpline = t(NATIONAL_HELPLINE.name);
  const { locale } = useT();
  // The Crisis Text Line answers in Spanish to AYUDA.
  const keyword = locale === 'es' ? 'AYUDA' : CRISIS_TEXT_LINE.keyword;
  const sms = CRISIS_TEXT_LINE.sms.replace(CRISIS_TEXT_LINE.keyword, keyword);
  return (
    <section className="state-resources" aria-labelledby="state-resources-heading">
      <h2 id="state-resources-heading">{t`Resources and support`}</h2>
      <div className="state-resources__grid">
        <div>
          <h3>{t`Crisis lines, free and confidential, 24/7`}</h3>
          <ul className="state-resources__list">
            <li>
              <strong>{t`988 Suicide & Crisis Lifeline`}</strong>: <a href={CRISIS_LINE.tel}>{t`call or text 988`}</a>
            </li>
            <li>
              <Trans>
                <strong>{helpline}</strong>: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a> (treatment referral and information)
              </Trans>
            </li>
            <li><Trans>
              <strong>Crisis Text Line</strong>: text {keyword} to{' '}
              <a href={sms}>{CRISIS_TEXT_LINE.number}</a>
            </Trans></li>
            <li><Trans>
              <strong>Emergency</strong>: call{' '}
              <a href="tel:911">911</a>
              {' '}if someone is in immediate danger
            </Trans></li>
          </ul>
        </div>
        <div>
          <h3>{t`Support groups`}</h3>
          <ul className="state-resources__list">
            {SUPPORT_GROUPS.map((group) => (
              <li key={group.name.id}>
                <strong>{t(group.name)}</strong>: {t(group.text)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
