import type { Submission } from '../api/submissions';

type Listing = Submission['listing'];
type Field = keyof Listing;

export const FIELD_LABEL: Record<Field, string> = {
  name: 'Facility Name',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  phone: 'Phone',
  website: 'Website',
  email: 'Email',
  description: 'Description',
  established: 'Established',
  accreditation: 'Accreditation',
  treatmentTypes: 'Treatment Types',
  specializations: 'Specializations',
  insurance: 'Insurance Accepted',
};

/** A listing field's value as text: lists joined, taxonomy ids by their names, blanks as a dash. */
export function fieldText(value: unknown, names: Record<string, string>): string {
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => names[String(v)] ?? String(v)).join(', ');
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The listing as it would be published. */
export function ListingFields({ listing, names }: { listing: Listing; names: Record<string, string> }) {
  return (
    <dl>
      {(Object.keys(FIELD_LABEL) as Field[]).map((field) => (
        <div key={field} className="review-field">
          <dt>{FIELD_LABEL[field]}</dt>
          <dd>{fieldText(listing[field], names)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An update's changes, field by field. */
export function ListingChanges({ changes, names }: { changes: Submission['changes']; names: Record<string, string> }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="sr-only">What this update changes</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Now</th>
            <th scope="col">Proposed</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{FIELD_LABEL[change.field]}</th>
              <td>{fieldText(change.current, names)}</td>
              <td>{fieldText(change.proposed, names)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
