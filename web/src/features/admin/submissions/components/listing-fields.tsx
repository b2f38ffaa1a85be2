import { fieldText, LISTING_FIELD_LABEL, type ListingField } from '../../../../components/listing-changes/listing-changes';
import type { Submission } from '../api/submissions';

/** The listing as it would be published. */
export function ListingFields({ listing, names }: { listing: Submission['listing']; names: Record<string, string> }) {
  return (
    <dl>
      {(Object.keys(LISTING_FIELD_LABEL) as ListingField[]).map((field) => (
        <div key={field} className="review-field">
          <dt>{LISTING_FIELD_LABEL[field]}</dt>
          <dd>{fieldText(listing[field], names)}</dd>
        </div>
      ))}
    </dl>
  );
}
