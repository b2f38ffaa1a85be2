import { z } from 'zod';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env';
import { ApiError } from '../../lib/errors';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { facilityIdSchema } from '../../search/schemas/search';
import { acceptingListingsFor, leadDelivery } from '../lead-delivery';
import type { LeadInput } from '../schemas/visitor-requests';
import { leadRecipient } from '../queries/visitor-requests';
import { contactMessageByKey, leadByKey, listingReportByKey } from '../queries/receipts';
import { route } from '../../lib/openapi';

// A sent form's confirmation, read back by the page it redirects to (issue 41: without script a form
// is answered Post/Redirect/Get, so a reload shows the confirmation again and stores nothing). The
// request is named by its one-time key (lib/idempotency.ts), which only its sender has; the answer
// says what the confirmation says and nothing the visitor wrote, and is never kept by a cache.

const keyParam = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Not a request key.') });

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

const notFound = () => new ApiError('not_found', 'No request was sent with this key in the past day.');

/** GET /api/leads/receipts/:key: what will happen to the request (the confirmation's `delivery`). */
export const leadReceiptRoutes = newRouter().get('/:key', route({ summary: 'A sent get-help request’s confirmation', 200: 'What will happen to the request.', errors: ['not_found'] }), noStore, validate('param', keyParam), async (c) => {
    const db = c.get('db');
    const lead = await leadByKey(db, c.req.valid('param').key, new Date());
    if (!lead) throw notFound();
    const facility = lead.facility_id ? await leadRecipient(db, lead.facility_id) : null;
    const asked = { urgency: (lead.urgency ?? undefined) as LeadInput['urgency'], email: lead.email, state: lead.state ?? '' };
    const delivery = leadDelivery(c.env, asked, facility, await acceptingListingsFor(db, asked, facility, new Date()));
    return c.json({ delivery }, 200);
  });

/** GET /api/contact/receipts/:key: the message was stored. */
export const contactReceiptRoutes = newRouter().get('/:key', route({ summary: 'A sent contact message’s confirmation', 200: 'The message was stored.', errors: ['not_found'] }), noStore, validate('param', keyParam), async (c) => {
    if (!(await contactMessageByKey(c.get('db'), c.req.valid('param').key, new Date()))) throw notFound();
    return c.json({ sent: true as const }, 200);
  });

/** GET /api/facility/public/:id/reports/receipts/:key: the report on this listing was stored. */
// Mounted beside the listing's other public routes: the no-store is this route's own.
export const listingReportReceiptRoutes = newRouter().get(
  '/:id/reports/receipts/:key',
  route({ summary: 'A sent problem report’s confirmation', 200: 'The report on this listing was stored.', errors: ['not_found'] }),
  noStore,
  validate('param', facilityIdSchema.extend(keyParam.shape)),
  async (c) => {
    const { id, key } = c.req.valid('param');
    if (!(await listingReportByKey(c.get('db'), id, key, new Date()))) throw notFound();
    return c.json({ sent: true as const }, 200);
  });
