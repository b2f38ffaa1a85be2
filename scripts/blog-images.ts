/// <reference types="node" />
// The blog's featured images: node scripts/blog-images.ts (npm run images:blog)
// Draws each article's illustration into worker/blog/content/images/<slug>.svg (the committed source), then renders
// it with sharp into web/public/images/blog/<slug>.webp (1200×630: hero and Open Graph) and
// <slug>-640.webp (640×336: cards), lowering the WebP quality until each file is within its budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { readBlogPosts } from './blog-posts.ts';
import { categoryColours, illustration } from './blog-illustration/index.ts';

export const IMAGE_SIZES = [
  { suffix: '', width: 1200, height: 630, budget: 60 * 1024 },
  { suffix: '-640', width: 640, height: 336, budget: 25 * 1024 },
] as const;

export const SVG_DIR = new URL('../worker/blog/content/images/', import.meta.url);
export const WEBP_DIR = new URL('../web/public/images/blog/', import.meta.url);

const QUALITIES = [90, 86, 82, 78, 74, 70, 66, 62, 58, 54, 50];

async function renderWebp(svg: string, width: number, height: number, budget: number): Promise<{ data: Buffer; quality: number }> {
  // Rendered at twice the size and scaled down, so thin shapes and edges are antialiased evenly.
  const png = await sharp(Buffer.from(svg), { density: (72 * 2 * width) / 1200 }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).png().toBuffer();
  let best: { data: Buffer; quality: number } | undefined;
  for (const quality of QUALITIES) {
    best = { data: await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toBuffer(), quality };
    if (best.data.length <= budget) return best;
  }
  throw new Error(`Cannot fit ${width}×${height} under ${budget} bytes (quality ${best?.quality}: ${best?.data.length} bytes)`);
}

async function main() {
  const colours = categoryColours();
  mkdirSync(SVG_DIR, { recursive: true });
  mkdirSync(WEBP_DIR, { recursive: true });
  const totals = IMAGE_SIZES.map(() => 0);
  for (const post of readBlogPosts()) {
    const colour = colours.get(post.category);
    if (!colour) throw new Error(`${post.slug}: no colour for category "${post.category}" in migrations/0008_blog.sql`);
    const svg = illustration(post.slug, colour);
    writeFileSync(new URL(`${post.slug}.svg`, SVG_DIR), svg);
    const line = [post.slug.padEnd(48)];
    for (const [i, size] of IMAGE_SIZES.entries()) {
      const { data, quality } = await renderWebp(svg, size.width, size.height, size.budget);
      writeFileSync(new URL(`${post.slug}${size.suffix}.webp`, WEBP_DIR), data);
      totals[i]! += data.length;
      line.push(`${size.width}: ${(data.length / 1024).toFixed(1).padStart(5)} KB (q${quality})`);
    }
    console.log(line.join('  '));
  }
  console.log(IMAGE_SIZES.map((s, i) => `total ${s.width}: ${(totals[i]! / 1024).toFixed(1)} KB`).join('  '));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
