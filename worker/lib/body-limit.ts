import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/**
 * The largest body the API reads. The biggest form, a registration with every field at its
 * maximum, is under 40 KB even with every character escaped; anything larger is refused unread.
 */
const MAX_BODY_BYTES = 64 * 1024;

export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', 'This request is too large. Please shorten what you wrote and try again.');
  },
});
