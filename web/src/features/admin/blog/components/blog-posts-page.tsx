import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { AdminShell } from '../../components/admin-shell';
import { FilterForm, FilterInput, FilterSelect, useFilterValues } from '../../components/filter-form';
import { failedScreen } from '../../components/screen-failed';
import { postListLoader } from '../api/blog-posts';
import { PostTable } from './post-table';
import './blog-admin.css';

const TITLE = 'Blog';
const LEAD = 'The articles, drafts and published, most recently updated first. Open one to edit it, or write a new one.';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

/** /admin/blog: find a post by status or words; its title opens the editor. */
function BlogPostsPage() {
  const list = useLoaderData<typeof postListLoader>();
  const value = useFilterValues();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <p className="blog-desk-header-actions">
        <Link className="button button--primary" to={paths.adminBlogNewPost.getHref()}>
          New post
        </Link>
      </p>
      <FilterForm label="Filter posts">
        <FilterSelect label="Status" name="status" value={value('status')} any="All" options={STATUS_OPTIONS} />
        <FilterInput label="Search title, excerpt or body" name="search" value={value('search')} />
      </FilterForm>
      <section aria-label="Posts">
        <PostTable posts={list.posts} pagination={{ page: list.page, limit: list.page_size, total: list.total, noun: 'posts' }} />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the posts');

export { postListLoader as loader, BlogPostsPage as Component, ErrorBoundary };
