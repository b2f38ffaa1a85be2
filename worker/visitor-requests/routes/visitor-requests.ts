import {
  addictionTypeOfferedOnLeadForm,
  insertContactMessage,
  insertLead,
  isNewLead,
  leadRecipient,
} from '../queries/visitor-requests';
import { acceptingListingsFor, leadDelivery } from '../lead-delivery';
import { requestMailer } from '../../email/mailer';
import { leadReceipt, newInquiry } from '../../email/templates';
import { newRouter } from '../../lib/router';
import { ApiError } from '../../lib/errors';
import { assertSameRequest, idempotencyOf } from '../../lib/idempotency';
import { publicFormLimit, rateLimit } from '../../lib/rate-limit';
import { siteUrl } from '../../lib/site-config';
import { validate } from '../../lib/validate';
import { localizeByBody, visitorFormMessage } from '../schemas/visitor-request-messages-es';
import { contactSchema, leadSchema } from '../schemas/visitor-requests';
import { route } from '../../lib/openapi';

// Forms people send. Each answers 201 {id} only once the request is stored; a retry with the same
// Idempotency-Key returns the same id; a filled honeypot gets a 201 and is dropped.

export const leadRoutes = newRouter().post(
  '/',
  route({ summary: 'Send a get-help request', 201: 'Stored (once per Idempotency-Key): its id and what will happen to it.' }),
  rateLimit(publicFormLimit('leads')),
  // A form sent from a Spanish page says so (`locale`): its errors are answered in Spanish.
  validate('json', leadSchema, { localize: localizeByBody }),
  async (c) => {
    const db = c.get('db');
    const lead = c.req.valid('json');
    // A bot's request is answered as a person's would be, and goes nowhere.
    if (lead.website) return c.json({ id: 0, delivery: leadDelivery(c.env, lead, null) }, 201);
    const say = (message: string) => visitorFormMessage(lead.locale, message);
    if (lead.addiction && !(await addictionTypeOfferedOnLeadForm(db, lead.addiction))) {
      throw ApiError.invalidField('addiction', say('Please choose an option from the list'));
    }
    const facility = lead.facilityId ? await leadRecipient(db, lead.facilityId) : null;
    if (lead.facilityId && !facility) throw ApiError.invalidField('facilityId', say('This facility is not listed any more.'));
    const delivery = leadDelivery(c.env, lead, facility, await acceptingListingsFor(db, lead, facility, new Date()));

    const idem = await idempotencyOf(c, lead);
    // The facility's notice (only where someone there can sign in to read it) and the visitor's
    // receipt are queued with the lead, in its batch, and never again for a retry.
    const mail = requestMailer(c);
    const first = isNewLead(idem);
    const url = siteUrl(c.env);
    const emails = [
      ...(facility?.noticeTo ? [newInquiry(facility.noticeTo, facility.name, url, facility.id, lead.locale)] : []),
      ...(delivery.receipt
        ? [leadReceipt(lead.email, { locale: lead.locale, facilityReads: delivery.facility, withinHours: delivery.callBackWithinHours, siteUrl: url })]
        : []),
    ];
    const queued = await Promise.all(emails.map((email) => mail.queue(email, first)));
    const stored = await insertLead(db, lead, idem, new Date(), queued);
    mail.dispatch();
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id, delivery }, 201);
  },
);

export const contactRoutes = newRouter().post(
  '/',
  route({ summary: 'Send a message to us', 201: 'Stored (once per Idempotency-Key): its id.' }),
  rateLimit(publicFormLimit('contact')),
  validate('json', contactSchema, { localize: localizeByBody }),
  async (c) => {
    const message = c.req.valid('json');
    if (message.website) return c.json({ id: 0 }, 201);
    const idem = await idempotencyOf(c, message);
    const stored = await insertContactMessage(c.get('db'), message, idem);
    assertSameRequest(stored, idem);
    return c.json({ id: stored.id }, 201);
  },
);
