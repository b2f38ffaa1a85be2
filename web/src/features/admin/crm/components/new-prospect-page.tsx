import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { prospectSchema } from '../../../../../../worker/crm/schemas/crm';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { TextField } from '../../../../components/form-fields/form-fields';
import { SubmitButton } from '../../../../components/form-fields/form-status';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { loadStates } from '../../../../lib/reference-data';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { createProspect } from '../api/crm-list';
import { Failure } from './form-messages';
import { ProspectFields, tagsText } from './prospect-fields';

const TITLE = 'Add Prospect';
const LEAD = 'A facility the sales team is talking to. One prospect per facility name and state.';

/** The listing's number as typed (from its address, /facility/123); empty for none. */
const listingId = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN) : value),
  z.number({ error: 'A listing id is a whole number, such as 123 in /facility/123.' }).int().positive().nullable(),
);

/** Every field of the shared schema, with tags typed on one line and the listing by its id. */
const newProspectSchema = prospectSchema.omit({ tags: true, facilityId: true }).extend({ tags: tagsText, facilityId: listingId });

export async function loader() {
  const states = await loadStates();
  return { states: states.map(({ code, name }) => ({ code, name })) };
}

/** /admin/crm/prospects/new: the Add Prospect form; once stored, the new prospect's page. */
function NewProspectPage() {
  const { states } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { status, onSubmit, field } = useApiForm({
    schema: newProspectSchema,
    defaultValues: {
      facilityName: '',
      state: '',
      facilityType: '',
      website: '',
      status: 'new',
      priority: 'medium',
      estimatedAnnualRevenue: '',
      estimatedLifetimeValue: '',
      lastContactDate: '',
      nextFollowupDate: '',
      tags: '',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
      contactCount: '',
      notes: '',
      facilityId: '',
    },
    send: (values) => createProspect(values),
    // The same facility name in the same state is already a prospect: said on the name.
    fieldErrorsOf: (error) => (error.status === 409 ? { facilityName: error.fields.facilityName ?? error.message } : null),
    onSent: (answer) => navigate(paths.adminCrmProspect.getHref(answer.prospect.id)),
  });
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <BackToList path={paths.adminCrm.path} label="Back to prospects" />
      <p>
        Many at once? <Link to={paths.adminCrmImport.getHref()}>Import a CSV file</Link>.
      </p>
      <section className="admin-panel crm-panel" aria-labelledby="new-prospect">
        <h2 id="new-prospect">Prospect details</h2>
        <form method="post" noValidate aria-labelledby="new-prospect" onSubmit={(event) => void onSubmit(event)}>
          <Failure status={status} />
          <ProspectFields field={field} states={states} />
          <TextField
            label="Directory listing id"
            inputMode="numeric"
            autoComplete="off"
            hint="If the facility is listed: the number in its address (/facility/123). You can also search for it on the prospect's page."
            {...field('facilityId')}
          />
          <SubmitButton busy={status.kind === 'sending'} label="Add Prospect" busyLabel="Adding…" />
        </form>
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the form');

export { NewProspectPage as Component, ErrorBoundary };
