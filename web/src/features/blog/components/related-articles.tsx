import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Deferred } from '../../../lib/deferred';
import type { RelatedPost } from '../api/get-post';
import { BlogImage } from './blog-image';

/** Up to three related articles, once they arrive; if they cannot be loaded the section is left out. */
export function RelatedArticles({ related }: { related: Promise<RelatedPost[]> }) {
  return (
    <Deferred data={related} fallback={null}>
      {(posts) =>
        posts.length > 0 && (
          <section className="blog-related" aria-labelledby="blog-related-heading">
            <h2 id="blog-related-heading">Related Articles</h2>
            <ul className="post-grid">
              {posts.map((post) => (
                <li key={post.id}>
                  <article className="post-card" aria-labelledby={`related-${post.id}`}>
                    <BlogImage path={post.featured_image} alt="" use="card" />
                    <div className="post-card__body">
                      <p className="post-card__meta">{post.read_time} min read</p>
                      <h3 className="post-card__title" id={`related-${post.id}`}>
                        <Link to={paths.blogPost.getHref(post.slug)}>{post.title}</Link>
                      </h3>
                      <p className="post-card__excerpt">{post.excerpt}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </Deferred>
  );
}
