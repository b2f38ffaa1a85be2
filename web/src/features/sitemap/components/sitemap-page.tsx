import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, CRISIS_TEXT_LINE, NATIONAL_HELPLINE } from '../../../config/site';
import { pluralize } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import { loadStates, type StateSummary } from '../../../lib/reference-data';
import './sitemap.css';
import { staticHead } from '../../../app/head';

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
] as const;

const FACILITY_PAGES = [
  { to: paths.facilitySignup.getHref(), label: 'List Your Facility (sign up)' },
  { to: paths.facilityLogin.getHref(), label: 'Facility Login' },
] as const;

const LEGAL_PAGES = [
  { to: paths.terms.getHref(), label: 'Terms of Service' },
  { to: paths.privacy.getHref(), label: 'Privacy Policy' },
] as const;

/** Product spec §2 "Sitemap page": every page a visitor can reach, and every state by first letter. */
export const head = staticHead('Sitemap', 'Every section of the directory and every state page.');

function SitemapPage() {
  return (
    <div className="container sitemap-page">
      <h1>Sitemap</h1>
      <p>Every page of the site in one place.</p>
      <div className="sitemap-grid">
        <LinkSection id="sitemap-main" title="Main pages" links={MAIN_PAGES} />
        <LinkSection id="sitemap-facilities" title="For facilities" links={FACILITY_PAGES} />
        <LinkSection id="sitemap-legal" title="Legal" links={LEGAL_PAGES} />
        <EmergencyNumbers />
      </div>
      <StatesByLetter />
      <section aria-labelledby="sitemap-xml">
        <h2 id="sitemap-xml">For search engines</h2>
        <p>
          {/* A Worker response, not a screen of the app: a full page load, not a client-side route. */}
          <a href="/sitemap.xml">XML sitemap</a> listing every state, facility and article page.
        </p>
      </section>
    </div>
  );
}

function LinkSection({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <section aria-labelledby={id} className="sitemap-section">
      <h2 id={id}>{title}</h2>
      <ul className="sitemap-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmergencyNumbers() {
  const config = useSiteConfig();
  return (
    <section aria-labelledby="sitemap-emergency" className="sitemap-section sitemap-emergency">
      <h2 id="sitemap-emergency">Emergency numbers</h2>
      <ul className="sitemap-links">
        <li>
          988 Suicide &amp; Crisis Lifeline: <a href={CRISIS_LINE.tel}>call or text 988</a>
        </li>
        <li>
          {NATIONAL_HELPLINE.name} (treatment): <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>
        </li>
        {config && (
          <li>
            Our 24/7 helpline: <a href={config.helpline.tel}>{config.helpline.display}</a> (answered by{' '}
            {config.helplineAnsweredBy})
          </li>
        )}
        <li>
          Crisis Text Line: text {CRISIS_TEXT_LINE.keyword} to <a href={CRISIS_TEXT_LINE.sms}>{CRISIS_TEXT_LINE.number}</a>
        </li>
        <li>
          Emergency: <a href="tel:911">911</a>
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
  return (
    <section aria-labelledby="sitemap-states" className="sitemap-states">
      <h2 id="sitemap-states">States, DC and Territories</h2>
      <Deferred
        data={states}
        fallback={<p role="status">Loading states…</p>}
        failed={(error) => (
          <p role="alert">
            The list of states could not be loaded ({error.message}).{' '}
            <Link to={paths.states.getHref()}>Browse all states</Link> instead.
          </p>
        )}
      >
        {(loaded) => (
          <div className="sitemap-letters">
            {groupByLetter(loaded).map(([letter, group]) => (
              <section key={letter} aria-labelledby={`sitemap-letter-${letter}`} className="sitemap-letter">
                <h3 id={`sitemap-letter-${letter}`}>{letter}</h3>
                <ul className="sitemap-links">
                  {group.map((state) => (
                    <li key={state.code}>
                      <Link to={paths.state.getHref(state.code)}>{state.name}</Link>{' '}
                      <span className="sitemap-count">({pluralize(state.facilities, 'facility', 'facilities')})</span>
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

function groupByLetter(states: readonly StateSummary[]): [string, StateSummary[]][] {
  const groups = new Map<string, StateSummary[]>();
  for (const state of [...states].sort((a, b) => a.name.localeCompare(b.name))) {
    const letter = state.name.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), state]);
  }
  return [...groups];
}

export { SitemapPage as Component };
