import { resolveReportSchema } from '../../../../../../worker/visitor-requests/schemas/inbox';
import { TextAreaField, TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { useShowCurrentVersion } from '../../components/show-current-version';
import { RESOLUTION_LABEL, resolveReport, type ListingReport } from '../api/reports';

const LISTING_FIELDS = [
  ['name', 'Facility name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State (two letters)'],
  ['zip', 'ZIP code'],
  ['phone', 'Phone'],
  ['website', 'Website'],
  ['email', 'Email'],
] as const;

/**
 * How an admin resolves one report; 'Correct the listing' reveals the listing's fields, prefilled.
 * The resolution names the version of the listing the card shows (refused with 409 when the listing
 * has changed since; the card then shows it as it is now).
 */
export function ResolveForm({ report }: { report: ListingReport }) {
  const { id: _id, published: _published, version, ...listing } = report.listing;
  const { form, status, onSubmit, field } = useApiForm({
    schema: resolveReportSchema,
    // The listing is part of the form (and checked) only while 'Correct the listing' is chosen.
    defaultValues: { resolution: 'no_change', notes: '', listing: undefined, version },
    // The version shown when the admin clicks, not the one the form started from.
    send: (values, key) => resolveReport(report.id, { ...values, version }, key),
    revalidate: true,
  });
  useShowCurrentVersion(status);
  const choose = form.register('resolution', {
    onChange: (event: { target: { value: string } }) => form.setValue('listing', event.target.value === 'edited' ? listing : undefined),
  });
  const resolution = form.watch('resolution');
  const prefix = `report-${report.id}`;
  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="report-resolve" aria-label={`Resolve report ${report.id}`}>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      <fieldset className="report-resolve__choices">
        <legend>Resolution</legend>
        {Object.entries(RESOLUTION_LABEL).map(([value, label]) => (
          <label key={value} className="report-resolve__choice">
            <input type="radio" value={value} {...choose} /> {label}
          </label>
        ))}
      </fieldset>
      {resolution === 'edited' && (
        <fieldset className="report-resolve__listing">
          <legend>Corrected listing</legend>
          {LISTING_FIELDS.map(([name, label]) => (
            <TextField key={name} id={`${prefix}-${name}`} label={label} {...field(`listing.${name}`)} />
          ))}
          <TextAreaField id={`${prefix}-description`} label="Description" rows={4} {...field('listing.description')} />
        </fieldset>
      )}
      <TextAreaField id={`${prefix}-notes`} label="Notes" hint="Only administrators see these." rows={3} optional {...field('notes')} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
          Resolve Report
        </button>
      </div>
    </form>
  );
}
