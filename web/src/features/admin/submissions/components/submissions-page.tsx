import { useLoaderData, useSearchParams } from 'react-router-dom';
import { approvedRate } from '../../api/get-admin-stats';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { count, LiveStatCards } from '../../components/stat-cards';
import { STATUS_LABEL, submissionsLoader } from '../api/submissions';
import { NoSubmissionSelected, ReviewPanel } from './review-panel';
import { SubmissionTable } from './submission-table';
import './submissions.css';

const TITLE = 'Admin Dashboard';
const LEAD = 'Review facility submissions: approve a listing to publish it, or reject it with notes the facility can act on.';

const STATUS_OPTIONS = (['pending', 'approved', 'rejected'] as const).map((value) => ({
  value,
  label: value === 'pending' ? 'Pending' : STATUS_LABEL[value],
}));

/** /admin-dashboard: the review desk. */
function SubmissionsPage() {
  const { list, open } = useLoaderData<typeof submissionsLoader>();
  const [params] = useSearchParams();

  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <LiveStatCards
        label="Submission counts"
        cards={(stats) => [
          { label: 'Pending Review', value: count(stats.pendingSubmissions) },
          { label: 'Total Facilities', value: count(stats.totalFacilities) },
          { label: 'Total Users', value: count(stats.totalUsers) },
          { label: 'Approved Rate', value: `${approvedRate(stats)}%` },
        ]}
      />
      <FilterForm label="Filter submissions">
        <FilterSelect label="Status" name="status" value={params.get('status') ?? ''} any="All Status" options={STATUS_OPTIONS} />
      </FilterForm>
      <div className="admin-split">
        <section aria-label="Submissions">
          <SubmissionTable
            items={list.items}
            openId={open?.submission.id ?? null}
            pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'submissions' }}
          />
        </section>
        {open ? <ReviewPanel key={open.submission.id} panel={open} /> : <NoSubmissionSelected />}
      </div>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the submissions');

export { submissionsLoader as loader, SubmissionsPage as Component, ErrorBoundary };
