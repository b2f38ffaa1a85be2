import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SITE_TAGLINE } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStates } from '../api/get-states';
import './home.css';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container">
          <h1 id="hero-heading">{SITE_TAGLINE}</h1>
          <p className="hero__lead">
            Search addiction treatment centers across the United States by name, city, treatment type or
            insurance. Help is free and confidential.
          </p>
          <HeroSearchForm />
        </div>
      </section>
      <section className="container home-next" aria-labelledby="home-next-heading">
        <h2 id="home-next-heading">Not sure where to start?</h2>
        <p>
          <Link to={paths.search.getHref()}>Browse every treatment center</Link>, or{' '}
          <Link to={paths.getHelp.getHref()}>get free, confidential help</Link> choosing one.
        </p>
      </section>
    </>
  );
}

/** Text plus a state: goes to /search with q only when non-blank and state only when chosen. */
function HeroSearchForm() {
  const navigate = useNavigate();
  const states = useStates();
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    const q = text.trim();
    if (q) query.set('q', q);
    if (state) query.set('state', state);
    navigate(paths.search.getHref(query.toString()));
  }

  return (
    <form className="hero-search" role="search" aria-label="Find treatment" onSubmit={submit}>
      <div className="hero-search__field">
        <label htmlFor={`${id}-q`}>What are you looking for?</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={200}
          placeholder="e.g. detox, alcohol, Denver"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="hero-search__field">
        <label htmlFor={`${id}-state`}>State</label>
        <select id={`${id}-state`} value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">All states</option>
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
