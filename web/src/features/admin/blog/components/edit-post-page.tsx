import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { LoadFailed } from '../../../../components/try-again/load-failed';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { editPostLoader } from '../api/blog-posts';
import { DeletePost } from './delete-post';
import { PostForm, type Saved } from './post-form';
import './blog-admin.css';

const LEAD = 'Edit the Markdown and check the preview beside it. Saving a published post updates it for readers at once.';

/** /admin/blog/:id: the post in the editor, and Delete. */
function EditPostPage() {
  const { post, categories, authors, images } = useLoaderData<typeof editPostLoader>();
  const location = useLocation();
  // The new post's first save, said here after the editor moved to the post's own address.
  const saved = (location.state as { saved?: Saved } | null)?.saved ?? null;
  const title = `Edit: ${post.title}`;
  return (
    <AdminShell title={title} lead={LEAD}>
      <BackToList path={paths.adminBlog.path} label="Back to posts" />
      {/* Another post (or the same one reloaded from its saved state): a fresh form. */}
      <PostForm key={post.id} post={post} categories={categories} authors={authors} images={images} saved={saved} />
      <DeletePost post={post} />
    </AdminShell>
  );
}

function ErrorBoundary() {
  return (
    <AdminShell title="Blog post" lead={LEAD}>
      <LoadFailed what="this post" back={<Link to={paths.adminBlog.getHref()}>Back to all posts</Link>} />
    </AdminShell>
  );
}

export { editPostLoader as loader, EditPostPage as Component, ErrorBoundary };
