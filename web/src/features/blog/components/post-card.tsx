import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format';
import type { BlogPostSummary } from '../api/get-posts';
import { BlogImage } from './blog-image';
import { CategoryBadge } from './category-badge';

/** One article in the list: image, category, read time, title, excerpt, author and date. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const href = paths.blogPost.getHref(post.slug);
  return (
    <article className="post-card" aria-labelledby={`post-${post.id}`}>
      <BlogImage path={post.featured_image} alt={post.featured_image_alt} use="card" colour={post.category.colour} />
      <div className="post-card__body">
        <p className="post-card__meta">
          <CategoryBadge category={post.category} />
          <span>{post.read_time} min read</span>
        </p>
        <h3 className="post-card__title" id={`post-${post.id}`}>
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__byline">
          <span>{post.author.name}</span>
          <time dateTime={post.published_date}>{formatLongDate(post.published_date)}</time>
        </p>
      </div>
    </article>
  );
}

/** Six grey cards while the next page of posts loads (product spec §9). */
export function PostCardSkeletons() {
  return (
    <div className="post-grid-wrap">
      <p className="sr-only" role="status">
        Loading articles…
      </p>
      <ul className="post-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="post-card post-card--skeleton">
            <div className="blog-image blog-image--card" />
            <div className="post-card__body">
              <span className="skeleton-line skeleton-line--short" />
              <span className="skeleton-line skeleton-line--title" />
              <span className="skeleton-line" />
              <span className="skeleton-line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
