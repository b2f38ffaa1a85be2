import './listing-changes.css';

// A listing's fields as the review desk and the facility's dashboard name them, and an update's
// changes field by field (the published value beside the proposed one).

export const LISTING_FIELD_LABEL = {
  name: 'Facility Name',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  phone: 'Phone',
  website: 'Website',
  email: 'Public Email',
  description: 'Description',
  established: 'Established',
  accreditation: 'Accreditation',
  treatmentTypes: 'Treatment Types',
  specializations: 'Specializations',
  insurance: 'Insurance Accepted',
  services: 'Services',
  intakeHours: 'Intake Hours',
} as const;

export type ListingField = keyof typeof LISTING_FIELD_LABEL;

/** A listing field's value as text: lists joined, taxonomy ids by their names, blanks as a dash. */
export function fieldText(value: unknown, names: Record<string, string>): string {
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => names[String(v)] ?? String(v)).join(', ');
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

interface ListingChange {
  field: ListingField;
  current: unknown;
  proposed: unknown;
}

/** An update's changes, field by field. */
export function ListingChanges({ changes, names, caption }: { changes: ListingChange[]; names: Record<string, string>; caption: string }) {
  return (
    <div className="listing-changes">
      <table>
        <caption className="sr-only">{caption}</caption>
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
              <th scope="row">{LISTING_FIELD_LABEL[change.field]}</th>
              <td>{fieldText(change.current, names)}</td>
              <td>{fieldText(change.proposed, names)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
