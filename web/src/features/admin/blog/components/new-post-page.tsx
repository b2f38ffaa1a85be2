import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { editorChoicesLoader } from '../api/blog-posts';
import { PostForm } from './post-form';
import './blog-admin.css';

const TITLE = 'New post';
const LEAD = 'Write in Markdown and check the preview beside it; save a draft, or publish it for readers.';

export const loader = (args: LoaderFunctionArgs) => editorChoicesLoader(args);

/** /admin/blog/new: the editor, empty; once saved, the post's own page carries on. */
function NewPostPage() {
  const { categories, authors, images } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <BackToList path={paths.adminBlog.path} label="Back to posts" />
      <PostForm
        categories={categories}
        authors={authors}
        images={images}
        onCreated={(post, saved) => navigate(paths.adminBlogPost.getHref(post.id), { state: { saved } })}
      />
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the editor');

export { NewPostPage as Component, ErrorBoundary };
