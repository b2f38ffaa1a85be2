import {
  getPublishedPost,
  listBlogTerms,
  listCategories,
  listPublishedPosts,
  listRelatedPosts,
  type BlogPostSummary,
  type PostListFilter,
} from '../queries/blog';
import type { Database } from '../../lib/db';
import { edgeCache } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { newRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { blogPostsQuerySchema, blogSlugParamSchema } from '../schemas/blog';
import { matchExpression, searchWords, suggestCorrection } from '../../search/text';
import { route } from '../../lib/openapi';

const EDGE_SECONDS = 60;
const RELATED_LIMIT = 3;
const NOT_FOUND = 'Blog post not found';

/**
 * A search that finds nothing is tried once more with each unknown word replaced by the closest
 * word the posts contain (as facility search suggests): the vocabulary is read only then.
 */
async function searchPosts(
  db: Database,
  filter: Omit<PostListFilter, 'match'>,
  search: string,
): Promise<{ posts: BlogPostSummary[]; total: number; suggestion?: string }> {
  const words = searchWords(search);
  if (words.length === 0) return listPublishedPosts(db, filter);
  const found = await listPublishedPosts(db, { ...filter, match: matchExpression(words) });
  if (found.total > 0) return found;
  const { terms, termDocs } = await listBlogTerms(db);
  const corrected = suggestCorrection(words, terms, termDocs);
  if (!corrected) return found;
  const retried = await listPublishedPosts(db, { ...filter, match: matchExpression(corrected.split(' ')) });
  // The vocabulary includes drafts: a correction is said only when it finds public posts.
  return retried.total > 0 ? { ...retried, suggestion: corrected } : found;
}

/** The public blog (no session): posts, categories, one post, related posts. */
export const blogRoutes = newRouter()
  .get('/posts', route({ summary: 'Published blog posts', 200: 'One page of posts, newest first.' }), validate('query', blogPostsQuerySchema), edgeCache(EDGE_SECONDS), async (c) => {
    const query = c.req.valid('query');
    const { posts, total, suggestion } = await searchPosts(
      c.get('db'),
      { page: query.page, limit: query.limit, category: query.category, tag: query.tag, now: new Date() },
      query.search,
    );
    return c.json(
      { posts, total, has_more: query.page * query.limit < total, ...(suggestion ? { suggestion } : {}) },
      200,
    );
  })
  .get('/categories', route({ summary: 'The blog’s categories', 200: 'Every category with its count of published posts.' }), edgeCache(EDGE_SECONDS), async (c) => {
    return c.json(await listCategories(c.get('db'), new Date()), 200);
  })
  .get('/posts/:slug', route({ summary: 'One published blog post', 200: 'The post.', errors: ['not_found'] }), validate('param', blogSlugParamSchema), edgeCache(EDGE_SECONDS), async (c) => {
    const post = await getPublishedPost(c.get('db'), c.req.valid('param').slug, new Date());
    if (!post) throw new ApiError('not_found', NOT_FOUND);
    return c.json(post, 200);
  })
  .get('/related/:slug', route({ summary: 'Posts related to a post', 200: 'The related posts.', errors: ['not_found'] }), validate('param', blogSlugParamSchema), edgeCache(EDGE_SECONDS), async (c) => {
    const related = await listRelatedPosts(c.get('db'), c.req.valid('param').slug, new Date(), RELATED_LIMIT);
    if (!related) throw new ApiError('not_found', NOT_FOUND);
    return c.json(related, 200);
  });
