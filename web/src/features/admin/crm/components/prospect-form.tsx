import { useState } from 'react';
import type { z } from 'zod';
import { prospectSchema, type ProspectPatch } from '../../../../../../worker/crm/schemas/crm';
import { SubmitButton } from '../../../../components/form-fields/form-status';
import type { StateSummary } from '../../../../lib/reference-data';
import { useApiForm } from '../../../../lib/api-form';
import { patchProspect, type Prospect } from '../api/prospect';
import { Confirmation, Failure } from './form-messages';
import { ProspectFields, tagsText } from './prospect-fields';

/** Every field of a prospect but its listing (linked on its own panel), with the Worker's messages. */
const detailsSchema = prospectSchema.omit({ tags: true, facilityId: true }).extend({ tags: tagsText });
type Details = z.output<typeof detailsSchema>;

function formValues(prospect: Prospect) {
  return {
    facilityName: prospect.facilityName,
    state: prospect.state,
    facilityType: prospect.facilityType,
    status: prospect.status,
    priority: prospect.priority,
    estimatedAnnualRevenue: String(prospect.estimatedAnnualRevenue),
    estimatedLifetimeValue: String(prospect.estimatedLifetimeValue),
    contactCount: String(prospect.contactCount),
    lastContactDate: prospect.lastContactDate ?? '',
    nextFollowupDate: prospect.nextFollowupDate ?? '',
    tags: prospect.tags.join(', '),
    contactName: prospect.contactName,
    contactEmail: prospect.contactEmail,
    contactPhone: prospect.contactPhone,
    website: prospect.website,
    notes: prospect.notes,
  };
}

/** Only the fields that differ from the prospect as loaded: an edit never overwrites another's change to another field. */
function changesOf(values: Details, prospect: Prospect): ProspectPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (JSON.stringify(value) !== JSON.stringify(prospect[key as keyof Details])) patch[key] = value;
  }
  return patch as ProspectPatch;
}

/** Answers as the Worker would, without asking it, when nothing was changed. */
const unchanged = (prospect: Prospect) => Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve({ prospect }) });

/** The prospect's details, saved with one PATCH of the changed fields; the timeline then shows a status change. */
export function ProspectForm({ prospect, states }: { prospect: Prospect; states: readonly StateSummary[] }) {
  const [nothingChanged, setNothingChanged] = useState(false);
  const { form, status, onSubmit, field } = useApiForm({
    schema: detailsSchema,
    defaultValues: formValues(prospect),
    send: (values) => {
      const patch = changesOf(values, prospect);
      const none = Object.keys(patch).length === 0;
      setNothingChanged(none);
      return none ? unchanged(prospect) : patchProspect(prospect.id, patch);
    },
    // A facility name already used in its state: said on the name.
    fieldErrorsOf: (error) => (error.status === 409 ? { facilityName: error.fields.facilityName ?? error.message } : null),
    revalidate: true,
    onSent: (answer): void => form.reset(formValues(answer.prospect)),
  });
  return (
    <section className="admin-panel crm-panel" aria-labelledby="prospect-details">
      <h2 id="prospect-details">Details</h2>
      <Confirmation text={status.kind === 'sent' ? (nothingChanged ? 'Nothing to save: no field was changed.' : 'Prospect saved.') : ''} />
      <form method="post" noValidate aria-labelledby="prospect-details" onSubmit={(event) => void onSubmit(event)}>
        <Failure status={status} />
        <ProspectFields field={field} states={states} />
        <SubmitButton busy={status.kind === 'sending'} label="Save Changes" />
      </form>
    </section>
  );
}
