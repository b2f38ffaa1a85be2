import { z } from 'zod';
import { prospectSchema } from '../../../../../../worker/crm/schemas/crm';
import { SelectField, TextAreaField, TextField } from '../../../../components/form-fields/form-fields';
import type { FieldBinding } from '../../../../lib/api-form';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from '../utils/labels';

// A prospect's fields as one form shows them, for Add Prospect and the detail view's edit alike.

/** Tags are typed as one line, "luxury, referral"; each is checked by the shared schema's rules. */
export const tagsText = z.string().transform((text, context) => {
  const seen = new Set<string>();
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  const checked = prospectSchema.shape.tags.safeParse(tags);
  if (checked.success) return checked.data;
  // On the one field the admin typed, not on "tags.3".
  for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

export type ProspectFieldName =
  | 'facilityName'
  | 'state'
  | 'facilityType'
  | 'website'
  | 'status'
  | 'priority'
  | 'estimatedAnnualRevenue'
  | 'estimatedLifetimeValue'
  | 'lastContactDate'
  | 'nextFollowupDate'
  | 'tags'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'contactCount'
  | 'notes';

interface ProspectFieldsProps {
  field: (name: ProspectFieldName) => FieldBinding;
  states: readonly { code: string; name: string }[];
}

/** Facility, pipeline and contact fields, then the notes: every field of a prospect but its listing. */
export function ProspectFields({ field, states }: ProspectFieldsProps) {
  const stateOptions = states.map((s) => ({ value: s.code, label: s.name }));
  const money = { inputMode: 'numeric', autoComplete: 'off', hint: 'Whole US dollars, digits only.' } as const;
  return (
    <>
      <fieldset className="crm-fieldset">
        <legend>Facility</legend>
        <div className="crm-fields">
          <TextField label="Facility name" required autoComplete="off" {...field('facilityName')} />
          <SelectField label="State" required placeholder="Choose a state" options={stateOptions} {...field('state')} />
          <TextField label="Facility type" hint="For example luxury_resort or detox_center." autoComplete="off" {...field('facilityType')} />
          <TextField label="Website" type="url" autoComplete="off" hint="A full address, https://…" {...field('website')} />
        </div>
      </fieldset>
      <fieldset className="crm-fieldset">
        <legend>Pipeline</legend>
        <div className="crm-fields">
          <SelectField label="Status" options={STATUS_OPTIONS} {...field('status')} />
          <SelectField label="Priority" options={PRIORITY_OPTIONS} {...field('priority')} />
          <TextField label="Estimated annual revenue" {...money} {...field('estimatedAnnualRevenue')} />
          <TextField label="Estimated lifetime value" {...money} {...field('estimatedLifetimeValue')} />
          <TextField label="Last contact date" type="date" {...field('lastContactDate')} />
          <TextField label="Next follow-up date" type="date" {...field('nextFollowupDate')} />
          <TextField label="Tags" hint="Separated by commas: luxury, referral." autoComplete="off" {...field('tags')} />
        </div>
      </fieldset>
      <fieldset className="crm-fieldset">
        <legend>Contact</legend>
        <div className="crm-fields">
          <TextField label="Contact name" autoComplete="off" {...field('contactName')} />
          <TextField label="Contact email" type="email" autoComplete="off" {...field('contactEmail')} />
          <TextField label="Contact phone" type="tel" autoComplete="off" {...field('contactPhone')} />
          <TextField label="Contacts" inputMode="numeric" autoComplete="off" hint="How many people we know there." {...field('contactCount')} />
        </div>
      </fieldset>
      <TextAreaField label="Notes" rows={5} {...field('notes')} />
    </>
  );
}
