-- The blog: categories, authors and posts, with full-text search over what a visitor reads.
-- content_md is what authors write; content_html is that Markdown rendered and sanitised
-- (worker/lib/markdown.ts) when the post is written, and is the only body ever served.

CREATE TABLE blog_categories (
  slug      TEXT PRIMARY KEY,
  name      TEXT NOT NULL,
  -- A badge colour that carries white text at WCAG AA contrast (4.5:1 or more).
  colour    TEXT NOT NULL CHECK (colour GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  position  INTEGER NOT NULL
);

-- The spec's five categories: part of the schema (posts reference them), not seed data.
INSERT INTO blog_categories (slug, name, colour, position) VALUES
  ('treatment-guides',   'Treatment Guides',   '#1d4ed8', 1),
  ('recovery-resources', 'Recovery Resources', '#047857', 2),
  ('addiction-types',    'Addiction Types',    '#6d28d9', 3),
  ('family-support',     'Family Support',     '#b45309', 4),
  ('prevention',         'Prevention',         '#be123c', 5);

CREATE TABLE blog_authors (
  id    INTEGER PRIMARY KEY,
  slug  TEXT NOT NULL UNIQUE,
  name  TEXT NOT NULL,
  bio   TEXT NOT NULL DEFAULT ''
);

CREATE TABLE blog_posts (
  id                  INTEGER PRIMARY KEY,
  slug                TEXT NOT NULL UNIQUE,
  title               TEXT NOT NULL,
  excerpt             TEXT NOT NULL DEFAULT '',
  meta_description    TEXT NOT NULL DEFAULT '',
  content_md          TEXT NOT NULL DEFAULT '',
  content_html        TEXT NOT NULL DEFAULT '',
  author_id           INTEGER NOT NULL REFERENCES blog_authors (id),
  category            TEXT NOT NULL REFERENCES blog_categories (slug),
  tags                TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  featured_image      TEXT,
  featured_image_alt  TEXT NOT NULL DEFAULT '',
  status              TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- ISO 8601 UTC; a published post with a future date stays hidden until then.
  published_at        TEXT,
  updated_at          TEXT NOT NULL,
  created_at          TEXT NOT NULL,
  read_time           INTEGER NOT NULL DEFAULT 1 CHECK (read_time >= 1)
);

-- The list, newest first, and the list within a category.
CREATE INDEX blog_posts_by_status ON blog_posts (status, published_at DESC);
CREATE INDEX blog_posts_by_category ON blog_posts (category, status, published_at DESC);
CREATE INDEX blog_posts_by_author ON blog_posts (author_id);

-- External-content FTS over the posts' own columns; the public queries join back to blog_posts
-- for status and date. Unstemmed tokens with prefix indexes, as for facilities (0002_search.sql).
CREATE VIRTUAL TABLE blog_posts_fts USING fts5 (
  title, excerpt, content_md,
  content = 'blog_posts', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
-- The vocabulary, for correcting a misspelt search word.
CREATE VIRTUAL TABLE blog_posts_fts_terms USING fts5vocab (blog_posts_fts, 'row');

CREATE TRIGGER blog_posts_fts_ai AFTER INSERT ON blog_posts BEGIN
  INSERT INTO blog_posts_fts (rowid, title, excerpt, content_md) VALUES (NEW.id, NEW.title, NEW.excerpt, NEW.content_md);
END;

CREATE TRIGGER blog_posts_fts_ad AFTER DELETE ON blog_posts BEGIN
  INSERT INTO blog_posts_fts (blog_posts_fts, rowid, title, excerpt, content_md)
    VALUES ('delete', OLD.id, OLD.title, OLD.excerpt, OLD.content_md);
END;

CREATE TRIGGER blog_posts_fts_au AFTER UPDATE OF title, excerpt, content_md ON blog_posts BEGIN
  INSERT INTO blog_posts_fts (blog_posts_fts, rowid, title, excerpt, content_md)
    VALUES ('delete', OLD.id, OLD.title, OLD.excerpt, OLD.content_md);
  INSERT INTO blog_posts_fts (rowid, title, excerpt, content_md) VALUES (NEW.id, NEW.title, NEW.excerpt, NEW.content_md);
END;
