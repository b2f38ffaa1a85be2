/// <reference types="node" />
// The blog's featured images ship with the site: every article's picture exists in both sizes as WebP
// of the stated dimensions within its budget, drawn from a committed SVG, with a real alt text.
import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readBlogPosts } from './blog-posts.ts';
import { IMAGE_SIZES, SVG_DIR } from './blog-images.ts';

const posts = readBlogPosts();
const PUBLIC_DIR = new URL('../web/public/', import.meta.url);

describe('blog featured images', () => {
  it.each(posts.map((p) => [p.slug, p] as const))('%s: both sizes, WebP, within budget, from its SVG source', async (slug, post) => {
    expect(post.featuredImage).toBe(`/images/blog/${slug}.webp`);
    expect(existsSync(new URL(`${slug}.svg`, SVG_DIR)), 'SVG source').toBe(true);
    for (const size of IMAGE_SIZES) {
      const file = new URL(`images/blog/${slug}${size.suffix}.webp`, PUBLIC_DIR);
      expect(existsSync(file), file.pathname).toBe(true);
      const meta = await sharp(file.pathname).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
      expect(statSync(file).size).toBeLessThanOrEqual(size.budget);
    }
  });

  it('describes every image in a non-empty alt text of at most 200 characters', () => {
    for (const post of posts) {
      expect(post.featuredImageAlt.trim(), post.slug).not.toBe('');
      expect(post.featuredImageAlt.length, post.slug).toBeLessThanOrEqual(200);
    }
  });
});
