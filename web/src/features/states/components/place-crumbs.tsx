import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Home / States / … / the page itself: the trail of a state or city page's hero. */
export function PlaceCrumbs({ trail, current }: { trail: Array<[label: string, href: string]>; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="state-hero__crumbs">
      <ol>
        {[['Home', paths.home.getHref()] as const, ['States', paths.states.getHref()] as const, ...trail].map(([label, href]) => (
          <li key={href}>
            <Link to={href}>{label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
