import { locationQuery, ownFacilityId, requireSession } from '../../accounts/guards';
import { listInquiries, setInquiryStatus, viewInquiry, type InquirySummary } from '../queries/inquiries';
import { ApiError } from '../../lib/errors';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { inquiryListQuerySchema, inquiryPatchSchema } from '../schemas/inquiries';
import { route } from '../../lib/openapi';

// Another facility's inquiry answers exactly as one that does not exist.
const NOT_FOUND = 'There is no inquiry with this id.';

/**
 * The dashboard's Inquiries (/api/facility/me/inquiries): the leads sent to the signed-in facility's
 * own listing, each opening audited, and the facility's follow-up status of each.
 */
export const facilityInquiryRoutes = newRouter()
  .use('*', requireSession('facility'), locationQuery)
  .get('/', route({ summary: 'The listing’s inquiries', 200: 'One page of inquiries, newest first, and the total.', errors: ['not_found'] }), validate('query', inquiryListQuerySchema), async (c) => {
    const { page, limit, status } = c.req.valid('query');
    const { items, total } = await listInquiries(c.get('db'), await ownFacilityId(c), { status }, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit } satisfies ListPage<InquirySummary>, 200);
  })
  .get('/:id', route({ summary: 'One inquiry', 200: 'The inquiry in full.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const inquiry = await viewInquiry(c.get('db'), await ownFacilityId(c), c.req.valid('param').id, c.get('user'));
    if (!inquiry) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ inquiry }, 200);
  })
  .patch('/:id', route({ summary: 'Change an inquiry’s status', 200: 'The inquiry as saved, and a message to show.', errors: ['not_found'] }), validate('param', idParamSchema), validate('json', inquiryPatchSchema), async (c) => {
    const { status } = c.req.valid('json');
    const inquiry = await setInquiryStatus(c.get('db'), await ownFacilityId(c), c.req.valid('param').id, status, c.get('user'));
    if (!inquiry) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ inquiry, message: 'Status saved.' }, 200);
  });
