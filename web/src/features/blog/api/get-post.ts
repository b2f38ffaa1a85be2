import type { InferResponseType } from 'hono/client';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { apiFor, type api } from '../../../lib/api';
import { ApiRequestError, apiJson } from '../../../lib/api-error';

export type BlogPost = InferResponseType<(typeof api.blog.posts)[':slug']['$get'], 200>;
export type RelatedPost = InferResponseType<(typeof api.blog.related)[':slug']['$get'], 200>[number];

/**
 * /blog/:slug's loader: the post (the API's 404, or 400 for a malformed slug, becomes the route's 404) and, not awaited, its
 * related articles: a section the article reads fine without.
 */
export async function blogPostLoader({ params, request, context }: LoaderFunctionArgs): Promise<{ post: BlogPost; related: Promise<RelatedPost[]> }> {
  const param = { param: { slug: params.slug ?? '' } };
  const init = { init: { signal: request.signal } };
  const client = apiFor(context);
  const related = apiJson(client.blog.related[':slug'].$get(param, init));
  // Nothing may wait on it if the post fails: without a handler its rejection would be unhandled.
  related.catch(() => undefined);
  try {
    return { post: await apiJson(client.blog.posts[':slug'].$get(param, init)), related };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'Blog post not found' });
    }
    throw error;
  }
}
