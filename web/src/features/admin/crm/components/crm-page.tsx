import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterInput, FilterSelect, useFilterValues } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { crmLoader, exportHref, PROSPECT_FILTERS, type ProspectFilterQuery } from '../api/crm-list';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/labels';
import { CrmStatCards, PipelineTable } from './crm-figures';
import { MyTasks } from './my-tasks';
import { ProspectList } from './prospect-list';
import './crm.css';

const TITLE = 'CRM Dashboard';
const LEAD = 'Prospects, the pipeline and your tasks: find prospects, act on many at once, import and export them as CSV.';

const SORT_OPTIONS = [
  { value: 'name', label: 'Facility name' },
  { value: 'state', label: 'State' },
  { value: 'status', label: 'Pipeline stage' },
  { value: 'priority', label: 'Priority (most urgent first)' },
  { value: 'revenue', label: 'Annual revenue (highest first)' },
  { value: 'followup', label: 'Next follow-up (soonest first)' },
];

/** Shortcuts to lists and screens the team opens every day. */
const QUICK_ACTIONS = [
  { label: 'Follow-ups due', href: paths.adminCrm.getHref('sort=followup') },
  { label: 'New prospects', href: paths.adminCrm.getHref('status=new') },
  { label: 'Urgent prospects', href: paths.adminCrm.getHref('priority=urgent') },
  { label: 'Add Prospect', href: paths.adminCrmNewProspect.getHref() },
  { label: 'Import CSV', href: paths.adminCrmImport.getHref() },
  { label: 'Review facility submissions', href: paths.adminDashboard.getHref() },
];

/** The filters in the URL now, as the API names them (blanks left out). */
function useListFilter(): ProspectFilterQuery {
  const value = useFilterValues();
  const filter: ProspectFilterQuery = {};
  for (const name of PROSPECT_FILTERS) if (value(name).trim()) filter[name] = value(name).trim();
  return filter;
}

/** /admin/crm: the figures and pipeline, My Tasks, and the prospect list with its bulk actions. */
function CrmPage() {
  const { list, stats, tasks, states } = useLoaderData<typeof crmLoader>();
  const value = useFilterValues();
  const filter = useListFilter();
  const { search } = useLocation();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <ul className="crm-header-actions">
        <li>
          <Link className="button button--secondary" to={paths.adminCrmImport.getHref()}>
            Import
          </Link>
        </li>
        <li>
          {/* A real download of what the list shows; the Worker names the file with the day. */}
          <a className="button button--secondary" href={exportHref(value('sort') ? { ...filter, sort: value('sort') } : filter)} download>
            Export<span className="sr-only"> the listed prospects as CSV</span>
          </a>
        </li>
        <li>
          <Link className="button button--primary" to={paths.adminCrmNewProspect.getHref()}>
            Add Prospect
          </Link>
        </li>
      </ul>
      <CrmStatCards stats={stats} />
      <div className="admin-split crm-overview">
        <div className="crm-column">
          <PipelineTable pipeline={stats.pipeline} />
          <nav className="admin-panel crm-panel" aria-labelledby="crm-quick-actions">
            <h2 id="crm-quick-actions">Quick actions</h2>
            <ul className="crm-quick-actions">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.label}>
                  <Link to={action.href}>{action.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <MyTasks tasks={tasks} prospects={list.items} />
      </div>
      <section aria-labelledby="crm-prospects" className="crm-prospects">
        <h2 id="crm-prospects">Prospects</h2>
        <FilterForm label="Filter prospects">
          <FilterInput label="Search facility or state" name="q" value={value('q')} />
          <FilterSelect label="Status" name="status" value={value('status')} any="All statuses" options={STATUS_OPTIONS} />
          <FilterSelect
            label="State"
            name="state"
            value={value('state')}
            any="All states"
            options={states.map((state) => ({ value: state.code, label: state.name }))}
          />
          <FilterSelect label="Priority" name="priority" value={value('priority')} any="Any priority" options={PRIORITY_OPTIONS} />
          <FilterInput label="Tag" name="tag" value={value('tag')} />
          <FilterSelect label="Sort by" name="sort" value={value('sort')} any="Recently updated" options={SORT_OPTIONS} />
        </FilterForm>
        {/* Other filters or another page: nothing chosen. */}
        <ProspectList key={search} list={list} filter={filter} />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the CRM');

export { crmLoader as loader, CrmPage as Component, ErrorBoundary };
