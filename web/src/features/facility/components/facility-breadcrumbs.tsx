import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { FacilityRecord } from '../api/get-facility';

export function FacilityBreadcrumbs({ facility }: { facility: FacilityRecord }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to={paths.home.getHref()}>Home</Link>
        </li>
        <li>
          <Link to={paths.search.getHref()}>Search</Link>
        </li>
        <li>
          <Link to={paths.state.getHref(facility.state)}>{facility.stateFullName}</Link>
        </li>
        <li>
          <span aria-current="page">{facility.name}</span>
        </li>
      </ol>
    </nav>
  );
}
