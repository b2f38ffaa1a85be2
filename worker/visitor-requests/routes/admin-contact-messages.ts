import { adminRouter } from '../../accounts/guards';
import { listContactMessages, updateContactMessage, viewContactMessage, type ContactMessageListItem } from '../queries/inbox';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { idParamSchema, offsetOf, type ListPage } from '../../lib/schemas/lists';
import { contactMessageListQuerySchema, contactMessagePatchSchema } from '../schemas/inbox';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no contact message with this id.';

/** The contact form's messages: the list (no message text), one in full (audited), status and notes. */
export const adminContactMessageRoutes = adminRouter()
  .get('/', route({ summary: 'Contact messages', 200: 'One page of messages, without their text.' }), validate('query', contactMessageListQuerySchema), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { items, total } = await listContactMessages(c.get('db'), filters, { limit, offset: offsetOf({ page, limit }) });
    return c.json({ items, total, page, limit } satisfies ListPage<ContactMessageListItem>, 200);
  })
  .get('/:id', route({ summary: 'One contact message (audited)', 200: 'The message in full.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const message = await viewContactMessage(c.get('db'), c.req.valid('param').id, c.get('user'));
    if (!message) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ contactMessage: message }, 200);
  })
  .patch('/:id', route({ summary: 'Change a contact message’s status or notes', 200: 'The message as saved, and a message to show.', errors: ['not_found'] }), validate('param', idParamSchema), validate('json', contactMessagePatchSchema), async (c) => {
    const message = await updateContactMessage(c.get('db'), c.req.valid('param').id, c.req.valid('json'), c.get('user'));
    if (!message) throw new ApiError('not_found', NOT_FOUND);
    return c.json({ contactMessage: message, message: 'Message updated.' }, 200);
  });
