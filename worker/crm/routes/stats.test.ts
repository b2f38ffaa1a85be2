import { beforeAll, describe, expect, it } from 'vitest';
import { PROSPECT_STATUSES, type ProspectStatus } from '../schemas/crm';
import { updateRows } from '../../test/factories';
import { createProspect, crmStats, patchProspect } from '../../test/crm';
import { loadReferenceData } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

// This file's database holds only the prospects it adds, so every number is known. The tests run in order.

beforeAll(async () => {
  await loadReferenceData();
});

describe('GET /api/admin/crm/stats', () => {
  it('with no prospects: zeros, all nine stages, and no conversion rate yet', async () => {
    const me = await signedInAdmin();
    const res = await crmStats(me.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalProspects: 0,
      newProspects: 0,
      qualifiedProspects: 0,
      activeOpportunities: 0,
      closedWonThisMonth: 0,
      totalPipelineValue: 0,
      conversionRate: null,
      pipeline: PROSPECT_STATUSES.map((status) => ({ status, count: 0, value: 0 })),
    });
  });

  it('computes the cards and the pipeline from the rows', async () => {
    const me = await signedInAdmin();
    const rows: [ProspectStatus, number][] = [
      ['new', 1000],
      ['new', 2000],
      ['contacted', 3000],
      ['qualified', 4000],
      ['qualified', 500],
      ['negotiating', 10_000],
      ['on_hold', 700],
      ['closed_won', 5000],
      ['closed_won', 5000],
      ['closed_won', 5000],
      ...Array.from({ length: 5 }, (): [ProspectStatus, number] => ['closed_lost', 100]),
    ];
    const ids = [];
    for (const [status, estimatedAnnualRevenue] of rows) ids.push((await createProspect(me.cookie, { status, estimatedAnnualRevenue })).id);
    // One of the three wins closed in an earlier month.
    await updateRows('crm_prospects', { id: ids[7] }, { closed_at: '2020-01-15T10:00:00.000Z' });

    const stats = await (await crmStats(me.cookie)).json();
    expect(stats).toEqual({
      totalProspects: 15,
      newProspects: 2,
      qualifiedProspects: 2,
      // contacted, qualified ×2, negotiating: not new, closed or on hold.
      activeOpportunities: 4,
      closedWonThisMonth: 2,
      // Every open prospect, on hold and new included: 1000 + 2000 + 3000 + 4000 + 500 + 10000 + 700.
      totalPipelineValue: 21_200,
      // 3 won of 8 closed.
      conversionRate: 0.375,
      pipeline: [
        { status: 'new', count: 2, value: 3000 },
        { status: 'contacted', count: 1, value: 3000 },
        { status: 'interested', count: 0, value: 0 },
        { status: 'qualified', count: 2, value: 4500 },
        { status: 'proposal_sent', count: 0, value: 0 },
        { status: 'negotiating', count: 1, value: 10_000 },
        { status: 'closed_won', count: 3, value: 15_000 },
        { status: 'closed_lost', count: 5, value: 500 },
        { status: 'on_hold', count: 1, value: 700 },
      ],
    });
  });

  it('follows a status change at once', async () => {
    const me = await signedInAdmin();
    const before = await (await crmStats(me.cookie)).json();
    const prospect = await createProspect(me.cookie, { status: 'negotiating', estimatedAnnualRevenue: 1000 });
    await patchProspect(me.cookie, prospect.id, { status: 'closed_won' });
    const after = await (await crmStats(me.cookie)).json();
    expect(after.closedWonThisMonth).toBe(before.closedWonThisMonth + 1);
    expect(after.totalPipelineValue).toBe(before.totalPipelineValue);
    expect(after.conversionRate).toBe(4 / 9);
  });
});
