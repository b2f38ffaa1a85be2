import { Link } from 'react-router-dom';
import type { BlogCategory } from '../api/get-posts';
import { ALL_POSTS, blogHref, withFilter } from '../utils/blog-params';
import { ColourFill } from './colour-fill';

/** The category's name on its colour (every category colour carries white text at AA); links to its list. */
export function CategoryBadge({ category }: { category: Pick<BlogCategory, 'slug' | 'name' | 'colour'> }) {
  return (
    <Link className="category-badge" to={blogHref(withFilter(ALL_POSTS, { category: category.slug }))}>
      <ColourFill className="category-badge__fill" colour={category.colour} />
      {category.name}
    </Link>
  );
}
