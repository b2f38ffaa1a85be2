import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CRISIS_LINE } from '../../../config/site';
import { Deferred } from '../../../lib/deferred';
import { friendlyCount, pluralize } from '../../../lib/format';
import { useSiteConfig, type StateSummary } from '../../../lib/reference-data';

/** The call to action under the list: how many centers the directory lists, counted from the data. */
export function BlogListCta({ states }: { states: Promise<StateSummary[]> }) {
  return (
    <section className="blog-cta" aria-labelledby="blog-cta-heading">
      <h2 id="blog-cta-heading">Ready to find treatment?</h2>
      <Deferred data={states} fallback={<p>Search our directory of treatment centers across the United States.</p>}>
        {(loaded) => <p>{directoryClaim(loaded)}</p>}
      </Deferred>
      <HelpActions />
    </section>
  );
}

function directoryClaim(states: readonly StateSummary[]): string {
  const centers = states.reduce((sum, s) => sum + s.facilities, 0);
  const withCenters = states.filter((s) => s.facilities > 0).length;
  if (centers === 0) return 'Search our directory of treatment centers across the United States.';
  return `Search ${friendlyCount(centers)} listed treatment centers across ${pluralize(withCenters, 'state', 'states')}, or talk to someone who can help you choose.`;
}

/** The call to action in an article: the helpline and 988, and a way into the directory. */
export function PostHelpCta() {
  return (
    <section className="blog-cta" aria-labelledby="post-cta-heading">
      <h2 id="post-cta-heading">Need help now?</h2>
      <p>
        Help is free and confidential. If you or someone you love is in crisis, call or text{' '}
        <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> now.
      </p>
      <HelpActions />
    </section>
  );
}

function HelpActions() {
  const config = useSiteConfig();
  return (
    <>
      <div className="blog-cta__actions">
        {config && (
          <a className="button button--help" href={config.helpline.tel}>
            Call 24/7 Helpline <span className="nowrap">{config.helpline.display}</span>
          </a>
        )}
        <Link className="button button--primary" to={paths.search.getHref()}>
          Find Treatment
        </Link>
        <Link className="button button--secondary" to={paths.getHelp.getHref()}>
          Get Help Now
        </Link>
      </div>
      {config && <p className="blog-cta__note">Our helpline is answered by {config.helplineAnsweredBy}.</p>}
    </>
  );
}
