import { CRISIS_LINE, CRISIS_TEXT_LINE, NATIONAL_HELPLINE } from '../../../config/site';

const SUPPORT_GROUPS = [
  { name: 'Alcoholics Anonymous (AA)', text: 'Free peer support meetings for people who want to stop drinking.' },
  { name: 'Narcotics Anonymous (NA)', text: 'Free peer support meetings for recovery from drug addiction.' },
  { name: 'SMART Recovery', text: 'Science-based mutual support meetings, in person and online.' },
  { name: 'Al-Anon and Nar-Anon', text: 'Support groups for families and friends of people with addiction.' },
] as const;

/** Crisis lines and support groups: the same in every state, named in plain text. */
export function StateResources() {
  return (
    <section className="state-resources" aria-labelledby="state-resources-heading">
      <h2 id="state-resources-heading">Resources and support</h2>
      <div className="state-resources__grid">
        <div>
          <h3>Crisis lines, free and confidential, 24/7</h3>
          <ul className="state-resources__list">
            <li>
              <strong>988 Suicide &amp; Crisis Lifeline</strong>: <a href={CRISIS_LINE.tel}>call or text 988</a>
            </li>
            <li>
              <strong>{NATIONAL_HELPLINE.name}</strong>: <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>{' '}
              (treatment referral and information)
            </li>
            <li>
              <strong>Crisis Text Line</strong>: text {CRISIS_TEXT_LINE.keyword} to{' '}
              <a href={CRISIS_TEXT_LINE.sms}>{CRISIS_TEXT_LINE.number}</a>
            </li>
            <li>
              <strong>Emergency</strong>: call <a href="tel:911">911</a> if someone is in immediate danger
            </li>
          </ul>
        </div>
        <div>
          <h3>Support groups</h3>
          <ul className="state-resources__list">
            {SUPPORT_GROUPS.map((group) => (
              <li key={group.name}>
                <strong>{group.name}</strong>: {group.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
