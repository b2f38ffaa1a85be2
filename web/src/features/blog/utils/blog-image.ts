// The featured images shipped with the site come in two widths: <slug>.webp (1200×630, the hero)
// and <slug>-640.webp (640×336, the cards on a phone). Any other image (an admin's upload) has one.

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

const SHIPPED = /^\/images\/blog\/[a-z0-9-]+\.webp$/;

/** How wide the image is drawn: a card in the grid, or the article's hero. */
export type ImageUse = 'card' | 'hero';

const SIZES: Record<ImageUse, string> = {
  // One column on a phone, two from 640 px, three from 1024 px inside the 1200 px container.
  card: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  hero: '(min-width: 900px) 860px, 100vw',
};

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function blogImageSources(path: string, use: ImageUse): ImageSources {
  if (!SHIPPED.test(path)) return { src: path };
  const base = path.slice(0, -'.webp'.length);
  return { src: path, srcSet: `${base}-640.webp 640w, ${path} ${IMAGE_WIDTH}w`, sizes: SIZES[use] };
}
