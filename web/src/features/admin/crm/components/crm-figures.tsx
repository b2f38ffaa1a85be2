import { Link } from 'react-router-dom';
import { AdminTable } from '../../../../components/admin-table/admin-table';
import { StatCards } from '../../../../components/stat-cards/stat-cards';
import { paths } from '../../../../config/paths';
import { PROSPECT_STATUSES } from '../../../../../../worker/crm/schemas/crm';
import { pluralize } from '../../../../lib/format';
import { count } from '../../components/stat-cards';
import type { CrmStats } from '../api/crm-list';
import { formatRate, formatUsd, STATUS_LABEL } from '../utils/labels';

/** The four figures the sales team watches, from every prospect (not only the list's filters). */
export function CrmStatCards({ stats }: { stats: CrmStats }) {
  return (
    <StatCards
      label="Prospect figures"
      cards={[
        { label: 'Total Prospects', value: count(stats.totalProspects), detail: `${count(stats.newProspects)} new` },
        { label: 'Active Opportunities', value: count(stats.activeOpportunities), detail: `${count(stats.qualifiedProspects)} qualified` },
        {
          label: 'Pipeline Value (USD)',
          value: formatUsd(stats.totalPipelineValue),
          detail: `${pluralize(stats.closedWonThisMonth, 'deal', 'deals')} won this month`,
        },
        {
          label: 'Conversion Rate',
          value: formatRate(stats.conversionRate),
          detail: stats.conversionRate === null ? 'No prospect closed yet' : 'Closed won of all closed',
        },
      ]}
    />
  );
}

/**
 * The pipeline by stage: every one of the nine statuses in order, with how many prospects are at
 * it and what they are worth. A stage's name opens the list filtered to it. The bars repeat the
 * counts for the eye only; the numbers are in the table.
 */
export function PipelineTable({ pipeline }: { pipeline: CrmStats['pipeline'] }) {
  const stages = PROSPECT_STATUSES.map((status) => pipeline.find((stage) => stage.status === status) ?? { status, count: 0, value: 0 });
  const most = Math.max(1, ...stages.map((stage) => stage.count));
  return (
    <section className="admin-panel crm-pipeline" aria-labelledby="crm-pipeline">
      <h2 id="crm-pipeline">Pipeline by stage</h2>
      <AdminTable
        labelledBy="crm-pipeline"
        className="crm-table"
        rows={stages}
        columns={[
          {
            header: 'Stage',
            rowHeader: true,
            cell: (stage) => (
              <>
                <Link to={paths.adminCrm.getHref(`status=${stage.status}`)}>{STATUS_LABEL[stage.status]}</Link>
                <span className="crm-pipeline__bar" style={{ width: `${(stage.count / most) * 100}%` }} aria-hidden="true" />
              </>
            ),
          },
          { header: 'Prospects', numeric: true, cell: (stage) => count(stage.count) },
          { header: 'Value', numeric: true, cell: (stage) => formatUsd(stage.value) },
        ]}
        rowKey={(stage) => stage.status}
        empty="No stages"
      />
    </section>
  );
}
