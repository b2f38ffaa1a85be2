import { Link } from 'react-router-dom';
import type { BlogCategory } from '../api/get-posts';
import { blogHref, withFilter, type BlogQuery } from '../utils/blog-params';
import { ColourFill } from './colour-fill';

/** The five categories with their counts of public posts; choosing one keeps the search and tag. */
export function CategorySidebar({ query, categories }: { query: BlogQuery; categories: BlogCategory[] }) {
  const total = categories.reduce((sum, c) => sum + c.post_count, 0);
  const entries = [{ slug: '', name: 'All Articles', colour: null, post_count: total }, ...categories];
  return (
    <aside className="blog-sidebar" aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading">Categories</h2>
      <ul className="blog-categories">
        {entries.map((category) => (
          <li key={category.slug || 'all'}>
            <Link
              className="blog-categories__link"
              to={blogHref(withFilter(query, { category: category.slug }))}
              aria-current={query.category === category.slug ? 'page' : undefined}
            >
              {category.colour && <ColourFill className="blog-categories__dot" colour={category.colour} />}
              <span className="blog-categories__name">{category.name}</span>
              <span className="blog-categories__count">
                {category.post_count}
                <span className="sr-only"> {category.post_count === 1 ? 'article' : 'articles'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
