-- Issue 27: a post's related posts (those sharing the most tags, then its category's newest) found by
-- index rather than by reading every post's tags: 1,481 D1 rows per post page with 26 posts before,
-- growing with the blog. The tags of each post, one row a tag, kept by triggers from blog_posts.tags.
CREATE TABLE blog_post_tags (
  tag      TEXT NOT NULL,
  post_id  INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  PRIMARY KEY (tag, post_id)
) WITHOUT ROWID;
CREATE INDEX blog_post_tags_post ON blog_post_tags (post_id, tag);

INSERT OR IGNORE INTO blog_post_tags (tag, post_id) SELECT t.value, p.id FROM blog_posts p, json_each(p.tags) t;

CREATE TRIGGER blog_post_tags_ai AFTER INSERT ON blog_posts BEGIN
  INSERT OR IGNORE INTO blog_post_tags (tag, post_id) SELECT value, NEW.id FROM json_each(NEW.tags);
END;

CREATE TRIGGER blog_post_tags_au AFTER UPDATE OF tags ON blog_posts BEGIN
  DELETE FROM blog_post_tags WHERE post_id = NEW.id;
  INSERT OR IGNORE INTO blog_post_tags (tag, post_id) SELECT value, NEW.id FROM json_each(NEW.tags);
END;
