import type { InferResponseType } from 'hono/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { apiJson, ApiRequestError } from '../../../../lib/api-error';
import { adminData, listQuery } from '../../api/admin-request';

// The admin blog's data: the list of posts, one post to edit, what the editor chooses from
// (categories, authors, the site's images), and what the editor changes.

const postsApi = api.admin.blog.posts;
const postApi = api.admin.blog.posts[':id'];

export type PostList = InferResponseType<typeof postsApi.$get, 200>;
export type PostSummary = PostList['posts'][number];
export type AdminPost = InferResponseType<typeof postApi.$get, 200>;
export type Author = InferResponseType<typeof api.admin.blog.authors.$get, 200>[number];
export type Category = InferResponseType<typeof api.blog.categories.$get, 200>[number];
export type SiteImage = InferResponseType<typeof api.admin.blog.images.$get, 200>['images'][number];
export type Preview = InferResponseType<typeof api.admin.blog.preview.$post, 200>;
export type PostInput = Parameters<typeof postsApi.$post>[0]['json'];
export type PostPatch = Parameters<typeof postApi.$patch>[0]['json'];

/** The list's filters in the URL, as the API names them. */
export const POST_FILTERS = ['status', 'search'] as const;

const isPostStatus = (value: string | undefined): value is 'draft' | 'published' => value === 'draft' || value === 'published';

/** /admin/blog: a page of posts, drafts and published, with the filters in the URL. */
export async function postListLoader(args: LoaderFunctionArgs) {
  const { status, ...rest } = listQuery(args.request, [...POST_FILTERS, 'page']);
  // Any other status in the address (typed by hand) is no filter at all.
  const query = { ...rest, status: isPostStatus(status) ? status : undefined };
  return adminData(args, (init) => postsApi.$get({ query }, init));
}

/** What the editor offers: the five categories, the authors and the site's images. */
export async function editorChoicesLoader(args: Pick<LoaderFunctionArgs, 'request'>) {
  const [categories, authors, images] = await Promise.all([
    // The public list: the admin API has no categories of its own, and they are the same five.
    apiJson(api.blog.categories.$get(undefined, { init: { signal: args.request.signal } })),
    adminData(args, (init) => api.admin.blog.authors.$get(undefined, init)),
    adminData(args, (init) => api.admin.blog.images.$get(undefined, init)),
  ]);
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    authors,
    images: images.images,
  };
}

/** /admin/blog/:id: the post as stored (its Markdown, not the HTML) and the editor's choices. */
export async function editPostLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  // Not an id at all (a mistyped address): not there, as an unknown id is.
  if (!/^\d{1,10}$/.test(id)) throw new ApiRequestError('There is no blog post at this address.', 404);
  const [post, choices] = await Promise.all([
    adminData(args, (init) => postApi.$get({ param: { id } }, init)),
    editorChoicesLoader(args),
  ]);
  return { post, ...choices };
}

export const createPost = (json: PostInput) => postsApi.$post({ json });

export const patchPost = (id: number, json: PostPatch) => postApi.$patch({ param: { id: String(id) }, json });

export const deletePost = (id: number) => postApi.$delete({ param: { id: String(id) } });

/** The server's sanitised rendering of the Markdown; the editor shows only this HTML. */
export const previewMarkdown = (content: string, signal: AbortSignal) =>
  apiJson(api.admin.blog.preview.$post({ json: { content } }, { init: { signal } }));

/** Stores an image for the blog (WebP, PNG, JPEG or AVIF, at most 1 MB); its address and size. */
export const uploadImage = (file: File) => apiJson(api.admin.blog.images.$post({ form: { file } }));
