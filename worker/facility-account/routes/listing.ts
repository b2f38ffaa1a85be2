import { locationQuery, NOT_LINKED, ownFacilityId, requireSession } from '../../accounts/guards';
import { listingPreview } from '../queries/listing-preview';
import { changedFields } from '../../listings/queries/listing-snapshot';
import { groupServiceSlugs, listFacilityServices, unknownServiceSlug } from '../../listings/queries/services';
import { listingFieldsOf, ownListingState, pendingUpdateOf, saveUpdateStatements, withdrawUpdateStatements } from '../queries/listing-update';
import { ApiError } from '../../lib/errors';
import { newRouter } from '../../lib/router';
import { notInList } from '../../lib/schemas/reference-ids';
import { validate } from '../../lib/validate';
import { listingEditSchema, NOTHING_CHANGED } from '../schemas/listing-edit';
import { route } from '../../lib/openapi';

const NOT_PUBLISHED = {
  pending: 'Your listing is still under review. You can edit it once it is approved.',
  rejected: 'Your listing was not approved: correct it and resubmit it from your dashboard.',
} as const;

/** Manage Listing and Preview Listing: edits to a published listing go to review as one update. */
export const facilityListingRoutes = newRouter()
  .put('/listing', route({ summary: 'Edit the listing', 200: 'The update waiting for review (null when the edit changed nothing).', errors: ['not_found', 'conflict'] }), requireSession('facility'), locationQuery, validate('json', listingEditSchema), async (c) => {
    const db = c.get('db');
    const user = c.get('user');
    const edit = c.req.valid('json');
    // The schema knows the reference lists; which services exist, D1 does (the catalogue grows on import).
    const unknown = await unknownServiceSlug(db, edit.services);
    if (unknown !== null) throw ApiError.invalidField('services', notInList('services', unknown));
    const facilityId = await ownFacilityId(c);
    const state = await ownListingState(db, facilityId);
    if (!state) throw new ApiError('not_found', NOT_LINKED);
    if (state.status !== 'approved') throw new ApiError('conflict', NOT_PUBLISHED[state.status]);
    const listing = await listingFieldsOf(db, edit, state.current);
    const changes = changedFields(state.current, listing);
    if (Object.keys(changes).length === 0) {
      if (!state.pending) throw new ApiError('invalid_request', NOTHING_CHANGED);
      // Back to what is published: the waiting update has nothing left to say.
      await db.batch(withdrawUpdateStatements(db, user, facilityId));
      return c.json({ pendingUpdate: null }, 200);
    }
    await db.batch(saveUpdateStatements(db, { user, facilityId, changes, listing, at: new Date() }));
    const saved = await ownListingState(db, facilityId);
    return c.json({ pendingUpdate: saved && pendingUpdateOf(saved) }, 200);
  })
  // The listing as its public page would show it with the waiting update applied.
  .get('/preview', route({ summary: 'Preview the listing', 200: 'The listing as its public page would show it, with the waiting update applied.', errors: ['not_found'] }), requireSession('facility'), locationQuery, async (c) => {
    const db = c.get('db');
    const facilityId = await ownFacilityId(c);
    const state = await ownListingState(db, facilityId);
    const changes = state?.pending?.changes ?? {};
    const [facility, services] = state
      ? await Promise.all([
          listingPreview(db, facilityId, changes),
          // The services as the public page lists them: the update's when it changes them.
          changes.services ? groupServiceSlugs(db, changes.services) : listFacilityServices(db, facilityId),
        ])
      : [null, []];
    if (!state || !facility) throw new ApiError('not_found', NOT_LINKED);
    return c.json({ facility, services, status: state.status, pending: state.pending !== null }, 200);
  });
