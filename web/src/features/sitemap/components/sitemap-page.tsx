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

const MAIN_PAGES = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.search.getHref(), label: 'Find Treatment (search)' },
  { to: paths.states.getHref(), label: 'Treatment Centers by State' },
  { to: paths.treatmentTypes.getHref(), label: 'Treatment Types' },
  { to: paths.insurance.getHref(), label: 'Insurance Help' },
  { to: paths.resources.getHref(), label: 'Resources' },
  { to: paths.blog.getHref(), label: 'Recovery Blog' },
  { to: paths.getHelp.getHref(), label: 'Get Help Now' },
  { to: paths.about.getHref(), label: 'About Us' },
  { to: paths.contact.getHref(), label: 'Contact' },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

const FACILITY_PAGES = [
  { to: paths.facilitySignup.getHref(), label: 'List Your Facility (sign up)' },
  { to: paths.facilityLogin.getHref(), label: 'Facility Login' },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

const LEGAL_PAGES = [
  { to: paths.terms.getHref(), label: 'Terms of Service' },
  { to: paths.privacy.getHref(), label: 'Privacy Policy' },
] as const satisfies ReadonlyArray<{ to: string; label: TextId }>;

/** Product spec §2 "Sitemap page": every page a visitor can reach, and every state by first letter. */
export const head = translatedHead('Sitemap', 'Every section of the directory and every state page.');

function SitemapPage() {
  const { t } = useT();
  return (
    <div className="container sitemap-page">
      <h1>{t('Sitemap')}</h1>
      <p>{t('Every page of the site in one place.')}</p>
      <div className="sitemap-grid">
        <LinkSection id="sitemap-main" title="Main pages" links={MAIN_PAGES} />
        <LinkSection id="sitemap-facilities" title="For facilities" links={FACILITY_PAGES} />
        <LinkSection id="sitemap-legal" title="Legal" links={LEGAL_PAGES} />
        <EmergencyNumbers />
      </div>
      <StatesByLetter />
      <section aria-labelledby="sitemap-xml">
        <h2 id="sitemap-xml">{t('For search engines')}</h2>
        <p>
          {/* A Worker response, not a screen of the app: a full page load, not a client-side route. */}
          <a href="/sitemap.xml">{t('XML sitemap')}</a>
          {t(' listing every state, facility and article page.')}
        </p>
      </section>
    </div>
  );
}

function LinkSection({ id, title, links }: { id: string; title: TextId; links: readonly { to: string; label: TextId }[] }) {
  const { t } = useT();
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
  const { t, locale } = useT();
  // The Crisis Text Line answers in Spanish to AYUDA.
  const keyword = locale === 'es' ? 'AYUDA' : CRISIS_TEXT_LINE.keyword;
  return (
    <section aria-labelledby="sitemap-emergency" className="sitemap-section sitemap-emergency">
      <h2 id="sitemap-emergency">{t('Emergency numbers')}</h2>
      <ul className="sitemap-links">
        <li>
          {t('988 Suicide & Crisis Lifeline')}: <a href={CRISIS_LINE.tel}>{t('call or text 988')}</a>
        </li>
        <li>
          {t('{helpline} (treatment): ', { helpline: t(NATIONAL_HELPLINE.name) })}
          <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
        </li>
        {config && (
          <li>
            {t('Our 24/7 helpline: ')}
            <a href={config.helpline.tel}>{config.helpline.display}</a>
            {t(' (answered by {who})', { who: config.helplineAnsweredBy })}
          </li>
        )}
        <li>
          {t('Crisis Text Line')}: {t('text {keyword} to ', { keyword })}
          <a href={CRISIS_TEXT_LINE.sms.replace(CRISIS_TEXT_LINE.keyword, keyword)}>{CRISIS_TEXT_LINE.number}</a>
        </li>
        <li>
          {t('Emergency')}: <a href="tel:911">911</a>
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
  const { t, term, plural, locale } = useT();
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="sitemap-states" className="sitemap-states">
      <h2 id="sitemap-states">{t('States, DC and Territories')}</h2>
      <Deferred
        data={states}
        fallback={<p role="status">{t('Loading states…')}</p>}
        failed={(error) => (
          <p role="alert">
            {t('The list of states could not be loaded ({reason}).', { reason: error.message })}{' '}
            <Link to={paths.states.getHref()}>{t('Browse all states')}</Link>
            {t(' instead.')}
          </p>
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
                      <span className="sitemap-count">({plural(state.facilities, { one: '# facility', other: '# facilities' })})</span>
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
