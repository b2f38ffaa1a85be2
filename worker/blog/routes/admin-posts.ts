import { adminRouter } from '../../accounts/guards';
import {
  categoryExists,
  createPost,
  deletePost,
  findAuthor,
  getAdminPost,
  isSlugClash,
  listAdminPosts,
  listAuthors,
  updatePost,
  type AdminPost,
  type PostChanges,
} from '../queries/admin';
import type { BlogAuthorInput } from '../queries/blog';
import type { PublicUser } from '../../accounts/user';
import type { Database } from '../../lib/db';
import { forgetPublicBlog } from '../edge-cache';
import { BLOG_POST_TOO_LARGE, bodyLimitOf, MAX_BLOG_POST_BYTES } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { readTime, renderMarkdown } from '../../lib/markdown';
import { validate } from '../../lib/validate';
import { idParamSchema } from '../../lib/schemas/lists';
import {
  ADMIN_POSTS_PAGE_SIZE,
  adminPostsQuerySchema,
  createPostSchema,
  patchPostSchema,
  postRuleErrors,
  previewSchema,
} from '../schemas/admin';
import { route } from '../../lib/openapi';

const NOT_FOUND = 'There is no blog post with this id.';

const slugTaken = (slug: string) =>
  new ApiError('conflict', `Another post already uses the slug “${slug}”.`, {
    fields: { slug: 'Another post already uses this slug. Please choose another.' },
  });

async function refuseUnknownCategory(db: Database, category: string | undefined) {
  if (category !== undefined && !(await categoryExists(db, category))) {
    throw ApiError.invalidField('category', 'Please choose one of the blog’s categories.');
  }
}

async function namedAuthor(db: Database, slug: string): Promise<BlogAuthorInput> {
  const author = await findAuthor(db, slug);
  if (!author) throw ApiError.invalidField('author', 'There is no author with this slug.');
  return author;
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/**
 * The signed-in staff member as an author: their display name (users.name) and its slug; the
 * existing author of that slug when there is one (same name, same byline), a new one otherwise.
 * An account without a name writes as the editorial team rather than under its email address.
 */
async function staffAuthor(db: Database, user: PublicUser): Promise<BlogAuthorInput> {
  const name = user.name.trim() || 'Editorial Team';
  const slug = slugify(name) || `staff-${user.id}`;
  return (await findAuthor(db, slug)) ?? { slug, name, bio: '' };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The blog's authoring API: posts of every status, the editor's preview, and the authors. */
export const adminBlogPostRoutes = adminRouter()
  .get('/posts', route({ summary: 'Blog posts of every status', 200: 'One page of posts and the total.' }), validate('query', adminPostsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { posts, total } = await listAdminPosts(c.get('db'), { ...query, limit: ADMIN_POSTS_PAGE_SIZE });
    return c.json({ posts, total, page: query.page, page_size: ADMIN_POSTS_PAGE_SIZE }, 200);
  })
  .post('/posts', route({ summary: 'Write a blog post', 201: 'The new post.', errors: ['conflict'] }), bodyLimitOf(MAX_BLOG_POST_BYTES, BLOG_POST_TOO_LARGE), validate('json', createPostSchema), async (c) => {
    const db = c.get('db');
    const input = c.req.valid('json');
    const user = c.get('user');
    await refuseUnknownCategory(db, input.category);
    const author = input.author ? await namedAuthor(db, input.author) : await staffAuthor(db, user);
    const published_at = input.published_date
      ? new Date(input.published_date)
      : input.status === 'published'
        ? new Date()
        : null;
    const post = await createPost(db, { ...input, author, published_at }, user).catch((error: unknown) => {
      throw isSlugClash(error) ? slugTaken(input.slug) : error;
    });
    await forgetPublicBlog(c, [post.slug]);
    return c.json(post satisfies AdminPost, 201);
  })
  .get('/posts/:id', route({ summary: 'One blog post', 200: 'The post as the editor shows it.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const post = await getAdminPost(c.get('db'), c.req.valid('param').id);
    if (!post) throw new ApiError('not_found', NOT_FOUND);
    return c.json(post satisfies AdminPost, 200);
  })
  .patch('/posts/:id', route({ summary: 'Change a blog post', 200: 'The post as saved.', errors: ['not_found', 'conflict'] }), bodyLimitOf(MAX_BLOG_POST_BYTES, BLOG_POST_TOO_LARGE), validate('param', idParamSchema), validate('json', patchPostSchema), async (c) => {
    const db = c.get('db');
    const patch = c.req.valid('json');
    const current = await getAdminPost(db, c.req.valid('param').id);
    if (!current) throw new ApiError('not_found', NOT_FOUND);

    const after = {
      excerpt: patch.excerpt ?? current.excerpt,
      content: patch.content ?? current.content,
      featured_image: patch.featured_image === undefined ? current.featured_image : patch.featured_image,
      featured_image_alt: patch.featured_image_alt ?? current.featured_image_alt,
      status: patch.status ?? current.status,
    };
    const ruleErrors = postRuleErrors(after);
    if (Object.keys(ruleErrors).length > 0) throw new ApiError('invalid_request', Object.values(ruleErrors)[0]!, { fields: ruleErrors });
    if (patch.category !== current.category.slug) await refuseUnknownCategory(db, patch.category);
    if (patch.author !== undefined && patch.author !== current.author.slug) await namedAuthor(db, patch.author);

    const { published_date, author, category, ...plain } = patch;
    const changes: PostChanges = {};
    for (const [field, value] of Object.entries(plain) as [keyof typeof plain, unknown][]) {
      if (value !== undefined && !sameValue(value, current[field])) (changes as Record<string, unknown>)[field] = value;
    }
    if (category !== undefined && category !== current.category.slug) changes.category = category;
    if (author !== undefined && author !== current.author.slug) changes.author = author;
    let publishedAt = published_date === undefined ? current.published_date : published_date && new Date(published_date).toISOString();
    // Publishing a post that has no date publishes it now.
    if (after.status === 'published' && !publishedAt) publishedAt = new Date().toISOString();
    if (publishedAt !== current.published_date) changes.published_at = publishedAt;

    if (Object.keys(changes).length === 0) return c.json(current satisfies AdminPost, 200);
    const post = await updatePost(db, current.id, changes, c.get('user')).catch((error: unknown) => {
      throw isSlugClash(error) ? slugTaken(patch.slug ?? current.slug) : error;
    });
    if (!post) throw new ApiError('not_found', NOT_FOUND);
    await forgetPublicBlog(c, [current.slug, post.slug]);
    return c.json(post satisfies AdminPost, 200);
  })
  .delete('/posts/:id', route({ summary: 'Delete a blog post', 204: 'Deleted.', errors: ['not_found'] }), validate('param', idParamSchema), async (c) => {
    const deleted = await deletePost(c.get('db'), c.req.valid('param').id, c.get('user'));
    if (!deleted) throw new ApiError('not_found', NOT_FOUND);
    await forgetPublicBlog(c, [deleted.slug]);
    return c.body(null, 204);
  })
  // The editor's live preview: the very rendering (and sanitising) that publishing stores.
  .post('/preview', route({ summary: 'Preview a post’s Markdown', 200: 'The HTML publishing would store, and the read time.' }), bodyLimitOf(MAX_BLOG_POST_BYTES, BLOG_POST_TOO_LARGE), validate('json', previewSchema), (c) => {
    const { content } = c.req.valid('json');
    return c.json({ html: renderMarkdown(content), read_time: readTime(content) }, 200);
  })
  .get('/authors', route({ summary: 'The blog’s authors', 200: 'Every author.' }), async (c) => c.json(await listAuthors(c.get('db')), 200));
