import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../config/site';
import { staticHead } from './head';
import { useHydrated } from '../lib/use-hydrated';

export const head = staticHead('Page Not Found', undefined, { noindex: true });

export function Component() {
  const navigate = useNavigate();
  const hydrated = useHydrated();

  return (
    <div className="container page-message">
      <h1>Page Not Found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <ul className="page-message__links">
        <li>
          <Link className="button button--primary" to={paths.search.getHref()}>
            Search treatment centers
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.getHelp.getHref()}>
            Get help now
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.home.getHref()}>
            Go to the home page
          </Link>
        </li>
        {/* Going back needs script: the button appears once it has taken over the page. */}
        {hydrated && (
          <li>
            <button type="button" className="button button--secondary" onClick={() => goBack(navigate)}>
              Go Back
            </button>
          </li>
        )}
      </ul>
      <p>
        In crisis? Call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>, or call {NATIONAL_HELPLINE.name}{' '}
        at <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>.
      </p>
    </div>
  );
}

/** Back in history when there is somewhere to go back to (a link opened in a new tab has not), else home. */
function goBack(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0 || window.history.length > 1) void navigate(-1);
  else void navigate(paths.home.getHref());
}
