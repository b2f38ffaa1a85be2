import {
  addictionTypeOfferedOnLeadForm,
  facilityInbox,
  insertContactMessage,
  insertLead,
  insertListingReport,
  isNewLead,
} from '../db/visitor-requests';
import { getPublishedFacility } from '../db/facilities';
import { requestMailer } from '../email/mailer';
import { newInquiry } from '../email/templates';
import { newRouter } from '../lib/router';
import { ApiError } from '../lib/errors';
import { assertSameRequest, idempotencyOf } from '../lib/idempotency';
import { rateLimit, type RateLimit } from '../lib/rate-limit';
import { siteUrl } from '../lib/site-config';
import { validate } from '../lib/validate';
import { facilityIdSchema } from '../schemas/search';
import { contactSchema, leadSchema, listingReportSchema } from '../schemas/visitor-requests';

// Forms people send. Each answers 201 {id} only once the request is stored; a retry with the same
// Idempotency-Key returns the same id; a filled honeypot gets a 201 and is dropped.

/** Ten in ten minutes is more than a person filling a form sends; a script sending more is refused. */
const formLimit = (name: string): RateLimit => ({
  name,
  limit: 10,
  windowSeconds: 600,
  message: (wait) => `You have sent this form several times in a short while. Please wait ${wait} and try again, or call us.`,
  // Each form stores its key: sending it again after a failure of ours is not another request.
  retriesCountOnce: true,
});

export const leadRoutes = newRouter().post(
  '/',
  rateLimit(formLimit('leads')),
  validate('json', leadSchema),
  async (c) => {
    const db = c.get('db');
    const lead = c.req.valid('json');
    if (lead.website) return c.json({ id: 0 }, 201);
    if (lead.addiction && !(await addictionTypeOfferedOnLeadForm(db, lead.addiction))) {
      throw ApiError.invalidField('addiction', 'Please choose an option from the list');
    }
    const facility = lead.facilityId ? await facilityInbox(db, lead.facilityId) : null;
    if (lead.facilityId && !facility) throw ApiError.invalidField('facilityId', 'This facility is not listed any more.');

    const idem = await idempotencyOf(c, lead);
    // The facility's notice is queued with the lead, in its batch, and never again for a retry.
    const mail = requestMailer(c);
    const notice = facility ? [await mail.queue(newInquiry(facility.email, facility.name, siteUrl(c.env)), isNewLead(idem))] : [];
    const stored = await insertLead(db, lead, idem, new Date(), notice);
    mail.dispatch();
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id }, 201);
  },
);

export const contactRoutes = newRouter().post(
  '/',
  rateLimit(formLimit('contact')),
  validate('json', contactSchema),
  async (c) => {
    const message = c.req.valid('json');
    if (message.website) return c.json({ id: 0 }, 201);
    const idem = await idempotencyOf(c, message);
    const stored = await insertContactMessage(c.get('db'), message, idem);
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id }, 201);
  },
);

export const listingReportRoutes = newRouter().post(
  '/:id/reports',
  rateLimit(formLimit('reports')),
  validate('param', facilityIdSchema),
  validate('json', listingReportSchema),
  async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const report = c.req.valid('json');
    if (report.website) return c.json({ id: 0 }, 201);
    if (!(await getPublishedFacility(db, id))) throw new ApiError('not_found', 'Facility not found.');
    const idem = await idempotencyOf(c, report);
    const stored = await insertListingReport(db, id, report, idem);
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id }, 201);
  },
);
