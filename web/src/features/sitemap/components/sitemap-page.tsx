import { useLingui, Trans } from '@lingui/react/macro';
import { plural, msg } from '@lingui/core/macro';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, CRISIS_TEXT_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { useSiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import { loadStates, type StateSummary } from '../../../lib/reference-data';
import './sitemap.css';
import { translatedHead } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { Term, TextId, Translator } from '../../../lib/i18n/translator';
import type { Locale } from '../../../lib/i18n/locales';
import { asText } from '../../../lib/i18n/as-text';

const MAIN_PAGES = [
  { to: paths.home.getHref(), label: msg`Home` },
  { to: paths.search.getHref(), label: msg`Find Treatment (search)` },
  { to: paths.states.getHref(), label: msg`Treatment Centers by State` },
  { to: paths.treatmentTypes.getHref(), label: msg`Treatment Types` },
  { to: paths.insurance.getHref(), label: msg`Insurance Help` },
  { to: paths.resources.getHref(), label: msg`Resources` },
  { to: paths.blog.getHref(), label: msg`Recovery Blog` },
  { to: paths.getHelp.getHref(), label: msg`Get Help Now` },
  { to: paths.about.getHref(), label: msg`About Us` },
  { to: paths.verification.getHref(), label: msg`What “Verified” Means` },
  { to: paths.contact.getHref(), label: msg`Contact` },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

const FACILITY_PAGES = [
  { to: paths.facilitySignup.getHref(), label: msg`List Your Facility (sign up)` },
  { to: paths.facilityLogin.getHref(), label: msg`Facility Login` },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

const LEGAL_PAGES = [
  { to: paths.terms.getHref(), label: msg`Terms of Service` },
  { to: paths.privacy.getHref(), label: msg`Privacy Policy` },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

/** Product spec §2 "Sitemap page": every page a visitor can reach, and every state by first letter. */
export const head = translatedHead(msg`Sitemap`, msg`Every section of the directory and every state page.`);

function SitemapPage() {
  const { t } = useLingui();
  return (
    <div className="container sitemap-page">
      <h1>{t`Sitemap`}</h1>
      <p>{t`Every page of the site in one place.`}</p>
      <div className="sitemap-grid">
        <LinkSection id="sitemap-main" title={msg`Main pages`} links={MAIN_PAGES} />
        <LinkSection id="sitemap-facilities" title={msg`For facilities`} links={FACILITY_PAGES} />
        <LinkSection id="sitemap-legal" title={msg`Legal`} links={LEGAL_PAGES} />
        <EmergencyNumbers />
      </div>
      <StatesByLetter />
      <section aria-labelledby="sitemap-xml">
        <h2 id="sitemap-xml">{t`For search engines`}</h2>
        <p><Trans>
          
          <a href="/sitemap.xml">XML sitemap</a>
          {' '}listing every state, facility and article page.
        </Trans></p>
      </section>
    </div>
  );
}

function LinkSection({ id, title, links }: { id: string; title: TextId; links: readonly { to: string; label: TextId }[] }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section aria-labelledby={id} className="sitemap-section">
      <h2 id={id}>{t(title)}</h2>
      <ul className="sitemap-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={href(link.to)}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmergencyNumbers() {
  const config = useSiteConfig();
  const { t } = useLingui();
  const { locale } = useT();
  // The Crisis Text Line answers in Spanish to AYUDA.
  const keyword = locale === 'es' ? 'AYUDA' : CRISIS_TEXT_LINE.keyword;
  return (
    <section aria-labelledby="sitemap-emergency" className="sitemap-section sitemap-emergency">
      <h2 id="sitemap-emergency">{t`Emergency numbers`}</h2>
      <ul className="sitemap-links">
        <li>
          {t`988 Suicide & Crisis Lifeline`}: <a href={CRISIS_LINE.tel}>{t`call or text 988`}</a>
        </li>
        <li><Trans>
          {t(NATIONAL_HELPLINE.name)} (treatment):{' '}
          <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
        </Trans></li>
        {config && (
          <li><Trans>
            Our 24/7 helpline:{' '}
            <a href={config.helpline.tel}>{config.helpline.display}</a>
            {' '}(answered by {config.helplineAnsweredBy})
          </Trans></li>
        )}
        <li><Trans>
          Crisis Text Line: text {keyword} to{' '}
          <a href={CRISIS_TEXT_LINE.sms.replace(CRISIS_TEXT_LINE.keyword, keyword)}>{CRISIS_TEXT_LINE.number}</a>
        </Trans></li>
        <li>
          {t`Emergency`}: <a href="tel:911">911</a>
        </li>
      </ul>
    </section>
  );
}

export function loader({ context }: LoaderFunctionArgs) {
  return { states: loadStates(context) };
}

function StatesByLetter() {
  const { states } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const { term, locale } = useT();
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="sitemap-states" className="sitemap-states">
      <h2 id="sitemap-states">{t`States, DC and Territories`}</h2>
      <Deferred
        data={states}
        fallback={<p role="status">{t`Loading states…`}</p>}
        failed={(error) => (
          <p role="alert"><Trans>
            The list of states could not be loaded ({asText(error.message)}).{' '}
            <Link to={paths.states.getHref()}>Browse all states</Link>
            {' '}instead.
          </Trans></p>
        )}
      >
        {(loaded) => (
          <div className="sitemap-letters">
            {groupByLetter(loaded, term, locale).map(([letter, group]) => (
              <section key={letter} aria-labelledby={`sitemap-letter-${letter}`} className="sitemap-letter">
                <h3 id={`sitemap-letter-${letter}`}>{letter}</h3>
                <ul className="sitemap-links">
                  {group.map(({ state, name }) => (
                    <li key={state.code}>
                      <Link to={href(paths.state.getHref(state.code))} lang={name.lang}>
                        {name.text}
                      </Link>{' '}
                      <span className="sitemap-count">({t`${plural({ count: state.facilities }, { one: '# facility', other: '# facilities' })}`})</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Deferred>
    </section>
  );
}

interface NamedState {
  state: StateSummary;
  /** The state's name as the page shows it (in Spanish on the Spanish page). */
  name: Term;
}

/** The states under the first letter of their name as shown, in the page's alphabetical order. */
function groupByLetter(states: readonly StateSummary[], term: Translator['term'], locale: Locale): [string, NamedState[]][] {
  const groups = new Map<string, NamedState[]>();
  const named = states.map((state) => ({ state, name: term(state.name) }));
  for (const entry of named.sort((a, b) => a.name.text.localeCompare(b.name.text, locale))) {
    // By the letter without its accent: Á goes with A, as a Spanish index has it.
    const letter = entry.name.text.charAt(0).normalize('NFD').charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups];
}

export { SitemapPage as Component };
