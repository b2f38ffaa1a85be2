import { ColourFill } from './colour-fill';
import { blogImageSources, IMAGE_HEIGHT, IMAGE_WIDTH, type ImageUse } from '../utils/blog-image';

interface BlogImageProps {
  path: string | null;
  alt: string;
  use: ImageUse;
  /** The category's colour, for the block shown when a post has no image. */
  colour?: string;
}

/**
 * A post's featured image at the 1200×630 aspect (width and height set, so nothing moves as it
 * loads): lazy in a card, fetched first as the article's hero. No image: a plain block instead.
 */
export function BlogImage({ path, alt, use, colour }: BlogImageProps) {
  const className = `blog-image blog-image--${use}`;
  if (!path) {
    return colour ? <ColourFill className={`${className} blog-image--none`} colour={colour} /> : <div className={`${className} blog-image--none`} aria-hidden="true" />;
  }
  const hero = use === 'hero';
  return (
    <img
      className={className}
      {...blogImageSources(path, use)}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={hero ? 'eager' : 'lazy'}
      decoding={hero ? 'sync' : 'async'}
      fetchPriority={hero ? 'high' : undefined}
    />
  );
}
