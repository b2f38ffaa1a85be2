import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { blogHref, withFilter, type BlogQuery } from '../utils/blog-params';
import { MAX_SEARCH_LENGTH } from '../../../../../worker/blog/schemas/blog-limits';

/**
 * Searches the articles' titles, excerpts and text; a new search starts at page 1 and keeps the
 * category and tag. A GET form with the address's names (and those two hidden), so it works without
 * script too.
 */
export function BlogSearchForm({ query }: { query: BlogQuery }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query.search);

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(blogHref(withFilter(query, { search: text.trim() })));
  }

  return (
    <form className="blog-search" role="search" method="get" action={paths.blog.getHref()} onSubmit={submit}>
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {query.tag && <input type="hidden" name="tag" value={query.tag} />}
      <label htmlFor="blog-search-input">Search articles</label>
      <div className="blog-search__row">
        <input
          id="blog-search-input"
          type="search"
          name="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
