import { paths } from '../../../../config/paths';
import { DeletePanel } from '../../components/delete-panel';
import { deletePost, type AdminPost } from '../api/blog-posts';

export function DeletePost({ post }: { post: Pick<AdminPost, 'id' | 'title' | 'status'> }) {
  return (
    <DeletePanel
      className="admin-panel blog-desk-delete"
      heading="Delete post"
      ask="Delete post…"
      confirm="Delete post"
      question={`Delete “${post.title}”?${post.status === 'published' ? ' Readers will no longer find it.' : ''} This cannot be undone.`}
      send={() => deletePost(post.id)}
      deleted={{ title: 'Post deleted', description: `“${post.title}” was deleted.` }}
      listHref={paths.adminBlog.getHref()}
    />
  );
}
