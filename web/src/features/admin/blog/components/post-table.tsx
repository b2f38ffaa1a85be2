import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { formatDateTime, formatDay } from '../../utils/format';
import type { PostSummary } from '../api/blog-posts';

/**
 * A page of posts: the title opens the editor (with the list's filters, for its way back); the
 * status is a word, not a colour; a draft says so where its publish date would be.
 */
export function PostTable({ posts }: { posts: PostSummary[] }) {
  const location = useLocation();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table blog-desk-table">
        <caption className="sr-only">Blog posts</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Category</th>
            <th scope="col">Author</th>
            <th scope="col">Published</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                <Link to={paths.adminBlogPost.getHref(post.id)} state={{ listSearch: location.search }}>
                  {post.title}
                </Link>
                <span className="blog-desk-table__slug">/blog/{post.slug}</span>
              </th>
              <td>
                <span className={`admin-badge blog-desk-status blog-desk-status--${post.status}`}>{post.status === 'published' ? 'Published' : 'Draft'}</span>
              </td>
              <td>{post.category.name}</td>
              <td>{post.author.name}</td>
              <td>{post.status === 'published' ? formatDay(post.published_date) : 'Draft'}</td>
              <td>{formatDateTime(post.updated_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
