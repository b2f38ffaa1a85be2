import { msg } from '@lingui/core/macro';
import { useLingui, Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { CRISIS_LINE, NATIONAL_HELPLINE } from '../config/site';
import { translatedHead } from './head';
import { useLocalizedHref } from '../lib/i18n/i18n-context';
import { useHydrated } from '../lib/use-hydrated';

export const head = translatedHead(msg`Page Not Found`, undefined, { noindex: true });

export function Component() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { t } = useLingui();
  const href = useLocalizedHref();

  return (
    <div className="container page-message">
      <h1>{t`Page Not Found`}</h1>
      <p>{t`We could not find the page you were looking for. It may have moved, or the address may be mistyped.`}</p>
      <ul className="page-message__links">
        <li>
          <Link className="button button--primary" to={href(paths.search.getHref())}>
            {t`Search treatment centers`}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={href(paths.getHelp.getHref())}>
            {t`Get help now`}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={href(paths.home.getHref())}>
            {t`Go to the home page`}
          </Link>
        </li>
        {/* Going back needs script: the button appears once it has taken over the page. */}
        {hydrated && (
          <li>
            <button type="button" className="button button--secondary" onClick={() => goBack(navigate)}>
              {t`Go Back`}
            </button>
          </li>
        )}
      </ul>
      <p><Trans>
        In crisis? Call or text{' '}
        <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a>
        , or call SAMHSA's National Helpline at{' '}
        <a href={NATIONAL_HELPLINE.tel}>{NATIONAL_HELPLINE.display}</a>.
      </Trans></p>
    </div>
  );
}

/** Back in history when there is somewhere to go back to (a link opened in a new tab has not), else home. */
function goBack(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0 || window.history.length > 1) void navigate(-1);
  else void navigate(window.location.pathname.startsWith('/es') ? '/es' : paths.home.getHref());
}
