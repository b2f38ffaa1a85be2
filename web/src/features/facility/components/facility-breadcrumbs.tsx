import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { FacilityRecord } from '../api/get-facility';

export function FacilityBreadcrumbs({ facility }: { facility: FacilityRecord }) {
  const { t } = useLingui();
  const { term, locale } = useT();
  const href = useLocalizedHref();
  const state = term(facility.stateFullName);
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <li>
          <Link to={href(paths.home.getHref())}>{t`Home`}</Link>
        </li>
        <li>
          <Link to={href(paths.search.getHref())}>{t`Search`}</Link>
        </li>
        <li>
          <Link to={href(paths.state.getHref(facility.state))} lang={state.lang}>
            {state.text}
          </Link>
        </li>
        <li>
          <span aria-current="page" lang={locale === 'en' ? undefined : 'en'}>
            {facility.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
