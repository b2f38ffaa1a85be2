import { Link, useLocation } from 'react-router-dom';
import { AdminTable, type Column } from '../../../../components/admin-table/admin-table';
import { NEWEST_FIRST } from '../../../../components/admin-table/sort';
import type { ListPaginationProps } from '../../../../components/list-pagination/list-pagination';
import { paths } from '../../../../config/paths';
import { formatDateTime, formatDay } from '../../utils/format';
import type { PostSummary } from '../api/blog-posts';

/** No posts: none match the filters (with the way back to all), or none written yet. */
function NoPosts({ filtered }: { filtered: boolean }) {
  return (
    <>
      <p>{filtered ? 'No posts match these filters.' : 'No posts yet.'}</p>
      <p>
        {filtered && (
          <>
            <Link to={paths.adminBlog.getHref()}>Show all posts</Link> or{' '}
          </>
        )}
        <Link to={paths.adminBlogNewPost.getHref()}>write a new post</Link>.
      </p>
    </>
  );
}

/**
 * A page of posts, most recently updated first: the title opens the editor (with the list's filters,
 * for its way back); the status is a word, not a colour; a draft says so where its publish date would be.
 */
export function PostTable({ posts, pagination }: { posts: PostSummary[]; pagination: ListPaginationProps }) {
  const location = useLocation();
  const columns: Column<PostSummary>[] = [
    {
      header: 'Title',
      rowHeader: true,
      cell: (post) => (
        <>
          <Link to={paths.adminBlogPost.getHref(post.id)} state={{ listSearch: location.search }}>
            {post.title}
          </Link>
          <span className="blog-desk-table__slug">/blog/{post.slug}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (post) => (
        <span className={`admin-badge blog-desk-status blog-desk-status--${post.status}`}>{post.status === 'published' ? 'Published' : 'Draft'}</span>
      ),
    },
    { header: 'Category', cell: (post) => post.category.name },
    { header: 'Author', cell: (post) => post.author.name },
    { header: 'Published', cell: (post) => (post.status === 'published' ? formatDay(post.published_date) : 'Draft') },
    { header: 'Updated', cell: (post) => formatDateTime(post.updated_date), sort: NEWEST_FIRST },
  ];
  return (
    <AdminTable
      caption="Blog posts"
      className="blog-desk-table"
      rows={posts}
      columns={columns}
      rowKey={(post) => post.id}
      sort={{ by: NEWEST_FIRST.key }}
      empty={<NoPosts filtered={location.search !== ''} />}
      pagination={pagination}
    />
  );
}
