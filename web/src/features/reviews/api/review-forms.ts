import type { z } from 'zod';
import type { InferResponseType } from 'hono/client';
import type { editReviewSchema, writeReviewSchema } from '../../../../../worker/reviews/schemas/writing';
import { REVIEW_KEY_PARAM } from '../../../../../worker/reviews/schemas/review-values';
import { paths } from '../../../config/paths';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';
import { localeOfPath, prefixed } from '../../../lib/i18n/locales';
import type { PostedFields, PostedFormHandler } from '../../../lib/posted-form';

// The reviewer's forms as the Worker takes them posted (lib/posted-form.ts): writing a review on a
// listing's review page, and on the reviewer's own page (opened from their email with its key)
// confirming, editing and deleting it. The write form is sent in place with script; the reviewer's
// page's forms are plain posts either way (each answered with the page again, Post/Redirect/Get).

export type OwnReview = InferResponseType<(typeof api.reviews.mine)['$get'], 200>;

export const WRITE_REVIEW_FORM = 'review';
export const CONFIRM_REVIEW_FORM = 'confirm';
export const EDIT_REVIEW_FORM = 'edit';
export const DELETE_REVIEW_FORM = 'delete';

/** The review page's answer after a sent review: `confirm` (check your email) or `pending` (from an invitation). */
export const WRITTEN_PARAM = 'sent';
/** The reviewer's page after one of its forms: what was done. */
export const DONE_PARAM = 'done';
export const INVITATION_PARAM = 'invitation';

/** A review's own fields, as written and as edited. */
const CONTENT_FIELDS: PostedFields = {
  rating: 'choice',
  relationship: 'choice',
  title: 'text',
  body: 'text',
  displayName: 'text',
  stayedIn: 'text',
  lang: 'choice',
};

export function writeReviewPost(context: unknown, url: URL, facilityId: number): PostedFormHandler {
  return {
    fields: { ...CONTENT_FIELDS, email: 'text', invitation: 'text', consent: 'checkbox', website: 'text' },
    send: (values, key) =>
      apiFor(context).reviews.$post(
        { json: { ...values, facilityId, locale: localeOfPath(url.pathname) } as z.input<typeof writeReviewSchema> },
        { headers: { 'Idempotency-Key': key } },
      ),
    sentTo: (_key, result) => `${url.pathname}?${WRITTEN_PARAM}=${(result as { status: string }).status === 'pending' ? 'pending' : 'confirm'}`,
  };
}

const keyOf = (url: URL) => url.searchParams.get(REVIEW_KEY_PARAM) ?? '';
/** The reviewer's page again, in its language, after `done`. */
const manageHref = (url: URL, done: string, key?: string) => {
  const query = new URLSearchParams(key ? { [REVIEW_KEY_PARAM]: key, [DONE_PARAM]: done } : { [DONE_PARAM]: done });
  return `${prefixed(localeOfPath(url.pathname), paths.manageReview.getHref())}?${query.toString()}`;
};

/** The reviewer's page's three forms, each sent with the key its address carries. */
export function ownReviewPosts(context: unknown, url: URL, reviewId: number): Record<string, PostedFormHandler> {
  const key = keyOf(url);
  const headers = { 'X-Review-Key': key };
  const locale = localeOfPath(url.pathname);
  return {
    [CONFIRM_REVIEW_FORM]: {
      fields: {},
      send: () => apiFor(context).reviews.confirmation.$post({ json: { token: key, locale } }),
      sentTo: () => manageHref(url, 'confirmed', key),
    },
    [EDIT_REVIEW_FORM]: {
      fields: CONTENT_FIELDS,
      send: (values) =>
        apiFor(context).reviews[':id'].$patch({ param: { id: String(reviewId) }, json: { ...values, locale } as z.input<typeof editReviewSchema> }, { headers }),
      sentTo: () => manageHref(url, 'edited', key),
    },
    [DELETE_REVIEW_FORM]: {
      fields: {},
      send: () => apiFor(context).reviews[':id'].$delete({ param: { id: String(reviewId) } }, { headers }),
      sentTo: () => manageHref(url, 'deleted'),
    },
  };
}

/** The review the address's key opens, or null (none: deleted, or a newer email replaced the link). */
export async function loadOwnReview(context: unknown, url: URL): Promise<OwnReview | null> {
  const key = keyOf(url);
  if (!key) return null;
  try {
    return await apiJson(apiFor(context).reviews.mine.$get({}, { headers: { 'X-Review-Key': key } }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
