import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { api } from '../../../lib/api';
import { apiJson } from '../../../lib/api-error';
import { facilityApi } from '../../../lib/facility-location';
import { orFacilitySignIn } from '../../../lib/session';

// The dashboard's Reviews: the listing's published reviews, its one answer to each, its invitations.

export type FacilityReviewList = InferResponseType<typeof api.facility.me.reviews.$get, 200>;
export type FacilityReview = FacilityReviewList['items'][number];

export function facilityReviewsLoader({ request }: LoaderFunctionArgs): Promise<FacilityReviewList> {
  const page = new URL(request.url).searchParams.get('page') || undefined;
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.reviews.$get({ query: { page } }, { init: { signal: request.signal } })), request);
}

export const answerReview = (id: number, body: string) => facilityApi().facility.me.reviews[':id'].response.$post({ param: { id: String(id) }, json: { body } });

/** Addresses as typed: one a line, or separated by commas or spaces. */
export const addressesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export const sendInvitations = (emails: string[]) => facilityApi()['facility']['me']['review-invitations'].$post({ json: { emails, lang: 'en' } });
