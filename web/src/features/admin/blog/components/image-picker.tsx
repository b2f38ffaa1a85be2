import { useId, useState, type ChangeEvent } from 'react';
import { asApiError } from '../../../../lib/api-error';
import type { FieldBinding } from '../../../../lib/api-form';
import { uploadImage, type SiteImage } from '../api/blog-posts';

const ACCEPT = 'image/webp,image/png,image/jpeg,image/avif';

/** A thumbnail's accessible name: its alt text, or the file's name when it has none yet. */
function nameOf(image: Pick<SiteImage, 'url' | 'alt'>): string {
  return image.alt.trim() || `Image ${decodeURIComponent(image.url.split('/').pop() ?? image.url)}`;
}

interface ImagePickerProps {
  /** The form's binding of `featured_image`: every radio shares it. */
  binding: FieldBinding;
  /** The site's images when the editor opened. */
  images: readonly SiteImage[];
  /** The image chosen now ('' for none). */
  chosen: string;
  /** After an upload: choose the new image. */
  onUploaded: (url: string) => void;
}

/**
 * The featured image: one of the site's images (a radio per thumbnail, named by its alt text), none,
 * or a new file, uploaded at once and then chosen.
 */
export function ImagePicker({ binding, images, chosen, onUploaded }: ImagePickerProps) {
  const uploadId = useId();
  const [uploaded, setUploaded] = useState<SiteImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const { error, ...radio } = binding;
  const all = [...uploaded, ...images.filter((image) => !uploaded.some((u) => u.url === image.url))];
  // A post's image that is no longer among the site's images still shows, so it can stay chosen.
  if (chosen && !all.some((image) => image.url === chosen)) all.unshift({ url: chosen, width: 0, height: 0, alt: '' });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      const image = await uploadImage(file);
      setUploaded((current) => [{ ...image, alt: '' }, ...current]);
      onUploaded(image.url);
      input.value = '';
    } catch (thrown) {
      setUploadError(asApiError(thrown).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="blog-desk-images" aria-describedby={error ? `${uploadId}-choice-error` : undefined}>
      <legend>Featured image</legend>
      <div className="blog-desk-images__upload form-field">
        <label htmlFor={uploadId} className="form-field__label">
          Upload an image
        </label>
        <p id={`${uploadId}-hint`} className="form-field__hint">
          WebP, PNG, JPEG or AVIF, at most 1 MB. It is chosen once uploaded.
        </p>
        <input
          id={uploadId}
          type="file"
          accept={ACCEPT}
          aria-describedby={[`${uploadId}-hint`, uploadError ? `${uploadId}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={uploadError ? true : undefined}
          onChange={(event) => void upload(event)}
        />
        <p role="status" className="blog-desk-images__uploading">
          {uploading ? 'Uploading…' : ''}
        </p>
        {uploadError && (
          <p id={`${uploadId}-error`} className="field-error" role="alert">
            {uploadError}
          </p>
        )}
      </div>
      <p className="blog-desk-images__or">Or choose one of the site's images:</p>
      <ul className="blog-desk-images__grid">
        <li>
          <label className="blog-desk-images__choice blog-desk-images__choice--none">
            <input type="radio" value="" {...radio} />
            <span>No image</span>
          </label>
        </li>
        {all.map((image) => (
          <li key={image.url}>
            <label className="blog-desk-images__choice">
              <input type="radio" value={image.url} {...radio} />
              <img src={image.url} alt={nameOf(image)} loading="lazy" width={image.width || undefined} height={image.height || undefined} />
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${uploadId}-choice-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
