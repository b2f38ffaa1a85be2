import { t as translate } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import { defaultDescription, type HeadFunction } from '../../../app/head';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import { localeOfPath } from '../../../lib/i18n/locales';
import { loadScreenMessages } from '../../../lib/i18n/translator';
import { staticPart } from '../../../components/static-part/static-part';
import { useSiteConfig } from '../../../lib/reference-data';
import { Deferred } from '../../../lib/deferred';
import { loadStates, type StateSummary } from '../../../lib/reference-data';
import { getFeatured } from '../api/get-featured';
import { FeaturedCenters } from './featured-centers';
import { HomeStats } from './home-stats';
import './home.css';
import { MAX_QUERY_LENGTH } from '../../../../../worker/search/schemas/search-limits';

export const head: HeadFunction = ({ t }) => ({ title: translate(t.i18n)`Recovery Directory – Find Addiction Treatment Centers Near You`, description: defaultDescription(t) });

/**
 * The sections below the featured centers only show: a page the Worker rendered keeps them as sent,
 * and their code and Spanish load only where the browser draws the home page itself (issue 29: the
 * Spanish home page's first JavaScript within 120 KB).
 */
const HomeSections = staticPart('home-sections', (locale) =>
  Promise.all([import('./home-sections'), loadScreenMessages('home-sections', locale)]).then(([m]) => m.HomeSections),
);

/** Both sections are optional: the page shows at once, and fills them in as they arrive. */
export function loader({ request, context }: LoaderFunctionArgs) {
  // Not waited for: the page waits for it as it renders, while the data comes.
  void HomeSections.preload(localeOfPath(new URL(request.url).pathname));
  return {
    // Without the list the form still searches by text, and the counts say "…".
    states: loadStates(context).catch((): StateSummary[] => []),
    featured: getFeatured(request.signal, context),
  };
}

function HomePage() {
  const { states, featured } = useLoaderData<typeof loader>();
  const config = useSiteConfig();
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container">
          <h1 id="hero-heading">{t`Find Recovery Centers Near You`}</h1>
          <p className="hero__lead">{t`Search addiction treatment centers across the United States by name, city, treatment type or insurance. Help is free and confidential.`}</p>
          <HeroSearchForm states={states} />
          <p className="hero__phones">
            {config && (
              <><Trans>
                Prefer to talk? Call our 24/7 confidential helpline{' '}
                <a href={config.helpline.tel}>{config.helpline.display}</a>.{' '}
              </Trans></>
            )}
            {t`In crisis? `}
            <a href={CRISIS_LINE.tel}>{t`Call or text ${{ number: CRISIS_LINE.display }}`}</a>.
          </p>
          <p className="hero__spanish">
            <Link to={href(paths.search.getHref('services=ol-spanish'))}>{t`Centers that offer treatment in Spanish`}</Link>
          </p>
        </div>
      </section>
      <Deferred data={states} fallback={<HomeStats states={[]} />}>
        {(loaded) => <HomeStats states={loaded} />}
      </Deferred>
      <FeaturedCenters facilities={featured} />
      <HomeSections config={config} />
    </>
  );
}

/**
 * Text plus a state: goes to /search with q only when non-blank and state only when chosen. A GET
 * form with the search page's names, so without script the browser asks for /search?q=…&state=….
 */
function HeroSearchForm({ states }: { states: Promise<StateSummary[]> }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const id = useId();
  const { t } = useLingui();
  const { term } = useT();
  const href = useLocalizedHref();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    const q = text.trim();
    if (q) query.set('q', q);
    if (state) query.set('state', state);
    navigate(href(paths.search.getHref(query.toString())));
  }

  return (
    <form className="hero-search" role="search" aria-label={t`Find treatment`} method="get" action={href(paths.search.path)} onSubmit={submit}>
      <div className="hero-search__field">
        <label htmlFor={`${id}-q`}>{t`What are you looking for?`}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t`e.g. detox, alcohol, Denver`}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="hero-search__field">
        <label htmlFor={`${id}-state`}>{t`State`}</label>
        <select id={`${id}-state`} name="state" value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">{t`All states`}</option>
          <Deferred data={states} fallback={null}>
            {(loaded) => (
              <>
                {loaded
                  .filter((s) => s.kind === 'state')
                  .map((s) => (
                    <option key={s.code} value={s.code}>
                      {term(s.name).text}
                    </option>
                  ))}
                {loaded.some((s) => s.kind !== 'state') && (
                  <optgroup label={t`DC and territories`}>
                    {loaded
                      .filter((s) => s.kind !== 'state')
                      .map((s) => (
                        <option key={s.code} value={s.code}>
                          {term(s.name).text}
                        </option>
                      ))}
                  </optgroup>
                )}
              </>
            )}
          </Deferred>
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t`Search`}
      </button>
    </form>
  );
}

export { HomePage as Component };
