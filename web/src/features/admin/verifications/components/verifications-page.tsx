import { useState } from 'react';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { DUE_REASONS, VISITS_DAYS, type DueReason } from '../../../../../../worker/verification/schemas/verification-values';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { paths } from '../../../../config/paths';
import { withParam } from '../../../../lib/search-params';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterInput, FilterSelect } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { formatDay } from '../../utils/format';
import { dueLoader, OPEN_CHECK, type DueListing } from '../api/verifications';
import { CheckForm, METHOD_TEXT, OUTCOME_TEXT } from './check-form';
import './verifications.css';

const TITLE = 'Verification';
const LEAD = `The listings a person on our team should check now, most-visited first (views over the last ${VISITS_DAYS} days). Record how you checked each one and what came of it: its page then says so, and shows Verified after a check that confirmed it.`;

const REASON_TEXT: Record<DueReason, string> = {
  never_checked: 'Never checked by our team',
  check_old: 'Last checked over 6 months ago',
  check_failed: 'Last check did not reach it',
  reported: 'Reported since the last check',
  availability_stale: 'Availability out of date',
  contact_changed: 'Phone or address changed',
};
const REASON_OPTIONS = DUE_REASONS.map((value) => ({ value, label: REASON_TEXT[value] }));

function LastCheck({ listing }: { listing: DueListing }) {
  const check = listing.lastCheck;
  if (!check) return <>Never</>;
  return (
    <>
      {formatDay(check.at)}: {OUTCOME_TEXT[check.outcome]} ({METHOD_TEXT[check.method].toLowerCase()}, {check.by})
    </>
  );
}

/** /admin/verifications: the queue of listings due for a check, and a form beside each to record one. */
function VerificationsPage() {
  const list = useLoaderData<typeof dueLoader>();
  const [params] = useSearchParams();
  const location = useLocation();
  const [recorded, setRecorded] = useState<string | null>(null);
  const openId = Number(params.get(OPEN_CHECK)) || null;
  const columns: Column<DueListing>[] = [
    {
      header: 'Listing',
      rowHeader: true,
      cell: (l) => (
        <>
          <Link to={paths.facility.getHref(l.id)}>{l.name}</Link>
          <span className="verification-place">
            {l.address ? `${l.address}, ` : ''}
            {l.city}, {l.state}
          </span>
        </>
      ),
    },
    { header: 'Phone', className: 'verification-nowrap', cell: (l) => l.phone || '—' },
    { header: `Views (${VISITS_DAYS} days)`, numeric: true, cell: (l) => l.views.toLocaleString('en-US') },
    { header: 'Last check', cell: (l) => <LastCheck listing={l} /> },
    {
      header: 'Why it is due',
      cell: (l) => (
        <ul className="verification-reasons">
          {l.reasons.map((reason) => (
            <li key={reason}>
              {REASON_TEXT[reason]}
              {reason === 'reported' && ` (${l.reports})`}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Record',
      headerHidden: true,
      cell: (l) => (
        <Link
          className="button button--secondary"
          aria-expanded={l.id === openId}
          to={{ pathname: location.pathname, search: withParam(location.search, OPEN_CHECK, l.id === openId ? null : String(l.id)) }}
          onClick={() => setRecorded(null)}
        >
          {l.id === openId ? 'Close' : 'Record a check'}
          <span className="sr-only"> of {l.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <p>
        <a href={paths.verification.getHref()}>What Verified means, as the public page explains it</a>
      </p>
      <FilterForm label="Filter the queue">
        <FilterSelect label="Why it is due" name="reason" value={params.get('reason') ?? ''} any="Any reason" options={REASON_OPTIONS} />
        <FilterInput label="Listing name" name="q" value={params.get('q') ?? ''} />
      </FilterForm>
      <div role="status">{recorded && <p className="verification-recorded">{recorded}</p>}</div>
      <AdminTable
        caption="Listings due for a check, most-visited first"
        rows={list.items}
        columns={columns}
        rowKey={(l) => l.id}
        isCurrent={(l) => l.id === openId}
        detail={(l) => (l.id === openId ? <CheckForm key={l.id} listing={l} onRecorded={setRecorded} /> : null)}
        empty="No listings are due for a check."
        pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'listings' }}
      />
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the verification queue');

export { dueLoader as loader, VerificationsPage as Component, ErrorBoundary };
