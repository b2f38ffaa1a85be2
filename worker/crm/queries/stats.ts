import type { Database } from '../../lib/db';
import { PROSPECT_STATUSES, type ProspectStatus } from '../schemas/crm';

// The CRM's stat cards and its pipeline by stage, computed from the rows in one scan (one GROUP BY
// over crm_prospects). Definitions (docs/ACCOUNTS.md states the same):
// - totalProspects: every prospect. newProspects: status new. qualifiedProspects: status qualified.
// - activeOpportunities: in the working stages, contacted through negotiating (contacted,
//   interested, qualified, proposal_sent, negotiating): not new, not closed, not on hold.
// - closedWonThisMonth: closed_won, closed (closed_at) in the current UTC calendar month.
// - totalPipelineValue: the estimated annual revenue of the open prospects (every status but
//   closed_won and closed_lost), in whole dollars.
// - conversionRate: closed_won / (closed_won + closed_lost), a fraction from 0 to 1; null while
//   nothing is closed.
// - pipeline: for each of the nine statuses in pipeline order, how many prospects and their
//   estimated annual revenue.

export interface PipelineStage {
  status: ProspectStatus;
  count: number;
  value: number;
}

export interface CrmStats {
  totalProspects: number;
  newProspects: number;
  qualifiedProspects: number;
  activeOpportunities: number;
  closedWonThisMonth: number;
  totalPipelineValue: number;
  conversionRate: number | null;
  pipeline: PipelineStage[];
}

const ACTIVE: ProspectStatus[] = ['contacted', 'interested', 'qualified', 'proposal_sent', 'negotiating'];
const CLOSED: ProspectStatus[] = ['closed_won', 'closed_lost'];

/** The first instant of `now`'s UTC month and of the next one. */
function monthOf(now: Date): [string, string] {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return [new Date(start).toISOString(), new Date(next).toISOString()];
}

export async function crmStats(db: Database, now: Date): Promise<CrmStats> {
  const [monthStart, nextMonth] = monthOf(now);
  const rows = await db.all<{ status: string; count: number; value: number; closedThisMonth: number }>(
    `SELECT status, count(*) AS count, sum(estimated_annual_revenue) AS value,
       coalesce(sum(closed_at >= ?1 AND closed_at < ?2), 0) AS closedThisMonth
     FROM crm_prospects GROUP BY status`,
    monthStart,
    nextMonth,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  const pipeline = PROSPECT_STATUSES.map((status) => ({
    status,
    count: byStatus.get(status)?.count ?? 0,
    value: byStatus.get(status)?.value ?? 0,
  }));
  const countOf = (statuses: ProspectStatus[]) => pipeline.filter((s) => statuses.includes(s.status)).reduce((n, s) => n + s.count, 0);
  const won = countOf(['closed_won']);
  const closed = countOf(CLOSED);
  return {
    totalProspects: pipeline.reduce((n, s) => n + s.count, 0),
    newProspects: countOf(['new']),
    qualifiedProspects: countOf(['qualified']),
    activeOpportunities: countOf(ACTIVE),
    closedWonThisMonth: byStatus.get('closed_won')?.closedThisMonth ?? 0,
    totalPipelineValue: pipeline.filter((s) => !CLOSED.includes(s.status)).reduce((sum, s) => sum + s.value, 0),
    conversionRate: closed === 0 ? null : won / closed,
    pipeline,
  };
}
