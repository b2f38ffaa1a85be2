import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import type { Term } from '../../../lib/i18n/translator';

/** Home / States / … / the page itself: the trail of a state or city page's hero. */
export function PlaceCrumbs({ trail, current }: { trail: Array<[label: Term, href: string]>; current: Term }) {
  const { t } = useLingui();
  const localized = useLocalizedHref();
  const ours = (text: string): Term => ({ text });
  return (
    <nav aria-label={t`Breadcrumb`} className="state-hero__crumbs">
      <ol>
        {[[ours(t`Home`), paths.home.getHref()] as const, [ours(t`States`), paths.states.getHref()] as const, ...trail].map(([label, href]) => (
          <li key={href}>
            <Link to={localized(href)} lang={label.lang}>
              {label.text}
            </Link>
          </li>
        ))}
        <li aria-current="page" lang={current.lang}>
          {current.text}
        </li>
      </ol>
    </nav>
  );
}
