import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { facilitySearchQuerySchema } from '../../../../../../worker/crm/schemas/crm';
import { DetailList } from '../../../../components/detail-list/detail-list';
import { FieldError, TextField } from '../../../../components/form-fields/form-fields';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { findListings, patchProspect, type ListingMatch, type Prospect } from '../api/prospect';
import { listingStatusLabel } from '../utils/prospect-labels';
import { Confirmation, Failure } from './form-messages';

const chosenListing = z.object({ facilityId: z.coerce.number({ error: 'Choose a listing.' }).int().positive('Choose a listing.') });
const nothingToFill = z.object({});

/** The directory listing this prospect is (or became): its status, its public page, Unlink; and a search to link one. */
export function LinkedListing({ prospect }: { prospect: Prospect }) {
  const [said, setSaid] = useState('');
  const linked = prospect.facility;
  const search = useApiForm({
    schema: facilitySearchQuerySchema,
    defaultValues: { q: '' },
    send: ({ q }) => findListings(q),
    onSent: (answer, { q }) =>
      setSaid(answer.items.length === 0 ? `No listed facility matches “${q}”.` : `${plural(answer.items.length, 'listing')} found.`),
  });
  const matches = search.status.kind === 'sent' ? search.status.result.items : [];
  const unlink = useApiForm({
    schema: nothingToFill,
    send: () => patchProspect(prospect.id, { facilityId: null }),
    revalidate: true,
    onSent: () => setSaid('Listing unlinked.'),
  });
  return (
    <section className="admin-panel crm-panel" aria-labelledby="prospect-listing">
      <h2 id="prospect-listing">Directory listing</h2>
      <Confirmation text={said} />
      {linked ? (
        <>
          <DetailList
            className="crm-facts"
            rows={[
              ['Listing', linked.name],
              ['Directory status', listingStatusLabel(linked.status)],
              [
                'Public page',
                linked.status === 'approved' ? (
                  <Link to={paths.facility.getHref(linked.id)}>
                    View public listing<span className="sr-only"> of {linked.name}</span>
                  </Link>
                ) : (
                  'Not published'
                ),
              ],
            ]}
          />
          <form method="post" noValidate aria-label="Unlink the listing" onSubmit={(event) => void unlink.onSubmit(event)}>
            <Failure status={unlink.status} />
            <button type="submit" className="button button--secondary" aria-disabled={unlink.status.kind === 'sending' || undefined}>
              Unlink<span className="sr-only"> {linked.name}</span>
            </button>
          </form>
        </>
      ) : (
        <p>Not linked to a listing in the directory.</p>
      )}
      <h3 id="prospect-listing-find">{linked ? 'Link another listing' : 'Link a listing'}</h3>
      <form method="get" role="search" noValidate aria-labelledby="prospect-listing-find" onSubmit={(event) => void search.onSubmit(event)}>
        <Failure status={search.status} />
        <div className="crm-inline-form">
          <TextField label="Listing name" type="search" autoComplete="off" {...search.field('q')} />
          <button type="submit" className="button button--secondary" aria-disabled={search.status.kind === 'sending' || undefined}>
            Search
          </button>
        </div>
      </form>
      {matches.length > 0 && (
        <ChooseListing
          key={JSON.stringify(matches.map((m) => m.id))}
          prospectId={prospect.id}
          matches={matches}
          onLinked={(name) => {
            search.reset();
            setSaid(`Linked to ${name}.`);
          }}
        />
      )}
    </section>
  );
}

function ChooseListing({ prospectId, matches, onLinked }: { prospectId: number; matches: ListingMatch[]; onLinked: (name: string) => void }) {
  const legendId = useId();
  const { status, onSubmit, field } = useApiForm({
    schema: chosenListing,
    send: ({ facilityId }) => patchProspect(prospectId, { facilityId }),
    revalidate: true,
    onSent: (_answer, { facilityId }) => onLinked(matches.find((m) => m.id === facilityId)?.name ?? 'the listing'),
  });
  const { error, ...choose } = field('facilityId');
  return (
    <form method="post" noValidate aria-labelledby={legendId} onSubmit={(event) => void onSubmit(event)}>
      <Failure status={status} />
      <fieldset className="crm-choices" aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId}>Choose the listing</legend>
        {matches.map((match) => (
          <label key={match.id} className="crm-choice">
            <input type="radio" value={match.id} aria-invalid={error ? true : undefined} {...choose} />
            <span>
              {match.name}{' '}
              <span className="crm-muted">
                {match.city}, {match.state} · {listingStatusLabel(match.status)}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={legendId} error={error} />
      </fieldset>
      <button type="submit" className="button button--primary" aria-disabled={status.kind === 'sending' || undefined}>
        Link Listing
      </button>
    </form>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
