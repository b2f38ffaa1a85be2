import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRouteError } from 'react-router-dom';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { paths } from '../../../config/paths';
import { CRISIS_LINE, SITE_NAME } from '../../../config/site';
import { describe, titled, type HeadOf } from '../../../app/head';
import { articleJsonLd, breadcrumbJsonLd } from '../../../lib/structured-data';
import { formatLongDate } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/reference-data';
import { useHydrated } from '../../../lib/use-hydrated';
import { blogPostLoader, type BlogPost } from '../api/get-post';
import { ALL_POSTS, blogHref, withFilter } from '../utils/blog-params';
import { BlogImage } from './blog-image';
import { CategoryBadge } from './category-badge';
import { PostHelpCta } from './help-cta';
import { RelatedArticles } from './related-articles';
import { ShareButtons } from './share-buttons';
import './blog.css';

export { blogPostLoader as loader };

/** The shipped featured images and uploads are drawn at the Open Graph size (1200×630). */
const FEATURED_IMAGE = { width: 1200, height: 630 };

export const head: HeadOf<typeof blogPostLoader> = ({ data, siteUrl }) => {
  if (!data) return { title: titled('Article Not Found'), description: describe(null), noindex: true };
  const { post } = data;
  const url = `${siteUrl}${paths.blogPost.getHref(post.slug)}`;
  // Only the site's own pictures (shipped or uploaded) are named; their path is ours to join.
  const image = post.featured_image?.startsWith('/') ? siteUrl + post.featured_image : null;
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description: describe(post.meta_description || post.excerpt),
    ogType: 'article',
    ...(image ? { image: { url: image, alt: post.featured_image_alt, ...FEATURED_IMAGE } } : {}),
    jsonLd: [
      articleJsonLd(post, url, siteUrl, image),
      breadcrumbJsonLd([
        ['Home', `${siteUrl}/`],
        ['Blog', `${siteUrl}${paths.blog.getHref()}`],
        [post.title, url],
      ]),
    ],
  };
};

export function Component() {
  const { post, related } = useLoaderData<typeof blogPostLoader>();

  return (
    <div className="container blog-post-page">
      <Breadcrumb title={post.title} />
      <article className="blog-article" aria-labelledby="post-title">
        <header className="blog-article__header">
          <CategoryBadge category={post.category} />
          <h1 id="post-title">{post.title}</h1>
          <p className="blog-article__meta">
            <span>By {post.author.name}</span>
            <time dateTime={post.published_date}>{formatLongDate(post.published_date)}</time>
            <span>{post.read_time} min read</span>
          </p>
        </header>
        <BlogImage path={post.featured_image} alt={post.featured_image_alt} use="hero" colour={post.category.colour} />
        {/* The Worker's sanitised HTML (an allowlist, on every write): the only HTML the SPA renders as such. */}
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.content }} />
        <Tags tags={post.tags} />
        <ShareButtons title={post.title} path={paths.blogPost.getHref(post.slug)} />
        <PostHelpCta />
        <AuthorBox author={post.author} />
      </article>
      <RelatedArticles related={related} />
    </div>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="blog-breadcrumb">
      <ol>
        <li>
          <Link to={paths.home.getHref()}>Home</Link>
        </li>
        <li>
          <Link to={paths.blog.getHref()}>Blog</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="blog-tags" aria-labelledby="blog-tags-heading">
      <h2 id="blog-tags-heading">Tags</h2>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={blogHref(withFilter(ALL_POSTS, { tag }))}>{tag}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuthorBox({ author }: { author: BlogPost['author'] }) {
  return (
    <section className="blog-author" aria-labelledby="blog-author-heading">
      <h2 id="blog-author-heading">About the author</h2>
      <p className="blog-author__name">{author.name}</p>
      {author.bio && <p>{author.bio}</p>}
    </section>
  );
}

/** Product spec §8: 'Article Not Found' for the API's 404, the trouble-loading view for anything else. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container page-message blog-post-missing">
      {notFound ? (
        <>
          <h1>Article Not Found</h1>
          <p>The article you are looking for may have been moved or deleted.</p>
        </>
      ) : (
        <div role="alert">
          <h1>Something went wrong</h1>
          <p>We're having trouble loading this article right now.</p>
          <TryAgainButton />
        </div>
      )}
      <MissingLinks />
    </div>
  );
}

function MissingLinks() {
  const navigate = useNavigate();
  const config = useSiteConfig();
  // Going back needs script (and the history it reads): not in the server's HTML.
  const hydrated = useHydrated();
  // A link opened in a new tab has no page to go back to: the list is the next best place.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.blog.getHref());
  };
  return (
    <>
      <ul className="page-message__links">
        <li>
          <Link className="button button--primary" to={paths.blog.getHref()}>
            Browse All Articles
          </Link>
        </li>
        {hydrated && (
          <li>
            <button type="button" className="button button--secondary" onClick={goBack}>
              Go Back
            </button>
          </li>
        )}
        <li>
          <Link className="button button--secondary" to={paths.getHelp.getHref()}>
            Get Help Now
          </Link>
        </li>
      </ul>
      <p>
        Need to talk to someone?{' '}
        {config && (
          <>
            Call our 24/7 helpline at <a href={config.helpline.tel}>{config.helpline.display}</a>, or{' '}
          </>
        )}
        call or text <a href={CRISIS_LINE.tel}>{CRISIS_LINE.display}</a> if you are in crisis.
      </p>
    </>
  );
}
