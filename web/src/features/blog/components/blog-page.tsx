import { Link, useLoaderData, useNavigation, useRouteError, useSearchParams } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { paths } from '../../../config/paths';
import { asApiError } from '../../../lib/api-error';
import { titled, type HeadOf } from '../../../app/head';
import { pluralize } from '../../../lib/format';
import { blogListLoader, type BlogListData } from '../api/get-posts';
import { ALL_POSTS, blogHref, PAGE_SIZE, readBlogQuery, withFilter, type BlogQuery } from '../utils/blog-params';
import { BlogFilters } from './blog-filters';
import { BlogPagination } from './blog-pagination';
import { BlogSearchForm } from './blog-search-form';
import { CategorySidebar } from './category-sidebar';
import { BlogListCta } from './help-cta';
import { PostCard, PostCardSkeletons } from './post-card';
import './blog.css';

export { blogListLoader as loader };

const DESCRIPTION =
  'Plain-language articles on addiction treatment, recovery, medications, insurance and supporting a loved one, with their public sources.';

export const head: HeadOf<typeof blogListLoader> = ({ data }) => {
  const category = data?.categories?.find((c) => c.slug === data.query.category)?.name;
  return { title: titled(category ? `${category} – Recovery Blog` : 'Recovery Blog – Guides and Support for Addiction Treatment'), description: DESCRIPTION };
};

export function Component() {
  const data = useLoaderData<typeof blogListLoader>();
  return <BlogView query={data.query} data={data} />;
}

/** Product spec §8: 'Failed to fetch blog posts' for a refusal, 'Error loading blog posts' for no answer. */
export function ErrorBoundary() {
  const error = asApiError(useRouteError());
  const [params] = useSearchParams();
  return (
    <BlogView
      query={readBlogQuery(params)}
      data={null}
      failure={error.status === 0 ? 'Error loading blog posts' : 'Failed to fetch blog posts'}
    />
  );
}

interface BlogViewProps {
  query: BlogQuery;
  data: BlogListData | null;
  failure?: string;
}

function BlogView({ query: shown, data, failure }: BlogViewProps) {
  const navigation = useNavigation();
  // While the next list loads, the controls already show it and six grey cards stand in for it.
  const next = navigation.state === 'loading' && navigation.location.pathname === paths.blog.path ? navigation.location : null;
  const query = next ? readBlogQuery(new URLSearchParams(next.search)) : shown;
  const categories = data?.categories ?? null;

  return (
    <>
      <section className="page-hero blog-hero" aria-labelledby="blog-heading">
        <div className="container">
          <h1 id="blog-heading">Recovery Blog</h1>
          <p className="page-hero__lead">
            Plain-language guides to addiction, treatment and recovery, for people looking for help and the families who
            support them.
          </p>
        </div>
      </section>
      <div className="container blog-page">
        <div className="blog-layout">
          {categories && <CategorySidebar query={query} categories={categories} />}
          <section className="blog-results" aria-labelledby="blog-results-heading" aria-busy={next !== null}>
            <BlogSearchForm key={query.search} query={query} />
            <BlogFilters query={query} categories={categories} />
            {next ? (
              <>
                <h2 id="blog-results-heading">Loading articles…</h2>
                <PostCardSkeletons />
              </>
            ) : failure || !data ? (
              <div className="blog-error" role="alert">
                <h2 id="blog-results-heading">{failure ?? 'Error loading blog posts'}</h2>
                <p>We could not load the articles right now. Please try again in a moment.</p>
                <TryAgainButton />
              </div>
            ) : (
              <Results data={data} />
            )}
          </section>
        </div>
        {data && <BlogListCta states={data.states} />}
      </div>
    </>
  );
}

function Results({ data }: { data: BlogListData }) {
  const { query, list } = data;
  const totalPages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const suggestion = list.suggestion && (
    <p className="blog-suggestion">
      Did you mean <Link to={blogHref(withFilter(query, { search: list.suggestion }))}>{list.suggestion}</Link>?
    </p>
  );

  if (list.total === 0) {
    return (
      <div className="blog-empty">
        <h2 id="blog-results-heading">No articles found</h2>
        <p>Try other words, or another category.</p>
        <Link className="button button--primary" to={blogHref(ALL_POSTS)}>
          View All Articles
        </Link>
      </div>
    );
  }
  return (
    <>
      <h2 id="blog-results-heading" className="blog-results__count">
        {pluralize(list.total, 'article', 'articles')}
        {query.page > 1 && ` · page ${query.page} of ${totalPages}`}
      </h2>
      {suggestion}
      {list.posts.length === 0 ? (
        <p>
          There {totalPages === 1 ? 'is only 1 page' : `are only ${totalPages} pages`} of articles.{' '}
          <Link to={blogHref({ ...query, page: 1 })}>Go to page 1</Link>
        </p>
      ) : (
        <ul className="post-grid">
          {list.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && <BlogPagination query={query} totalPages={totalPages} />}
    </>
  );
}
