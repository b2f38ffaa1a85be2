import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SelectField, TextAreaField, TextField } from '../../../../components/form-fields/form-fields';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { createPost, patchPost, type AdminPost, type Author, type PostPatch, type SiteImage } from '../api/blog-posts';
import { EXCERPT_MAX, formValuesOf, META_MAX, postFormSchema, splitTags, type PostFormInput, type PostFormOutput } from '../utils/post-values';
import { slugify } from '../utils/slug';
import { ImagePicker } from './image-picker';
import { MarkdownEditor } from './markdown-editor';

type Status = 'draft' | 'published';

/** What a save says, by the status the post had and has now. */
function savedMessage(before: Status | null, after: Status): string {
  if (after === 'draft') return before === 'published' ? 'Unpublished: the post is a draft again.' : 'Draft saved.';
  return before === 'published' ? 'Post updated.' : 'Post published.';
}

/** Only the fields typed differently from the post as loaded, plus the status the button chose. */
function changesOf(values: PostFormOutput, typed: PostFormInput, loaded: PostFormInput): PostPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(typed) as (keyof PostFormInput)[]) {
    if (typed[key] !== loaded[key] && key in values) patch[key] = values[key as keyof PostFormOutput];
  }
  return patch as PostPatch;
}

export interface Saved {
  message: string;
  post: Pick<AdminPost, 'slug' | 'status'>;
}

interface PostFormProps {
  /** The post being edited; none for a new one. */
  post?: AdminPost;
  categories: readonly { slug: string; name: string }[];
  authors: readonly Author[];
  images: readonly SiteImage[];
  /** Said when the form opens (the new post's page, after its first save). */
  saved?: Saved | null;
  /** After a new post is stored: its page. */
  onCreated?: (post: AdminPost, saved: Saved) => void | Promise<void>;
}

/**
 * Every field of a post, for a new post and an edit alike: the title proposes the slug until the
 * slug is typed; the Markdown body beside the server's preview; Save draft and Publish (Update and
 * Unpublish once published) set the status they say. An edit sends only what changed.
 */
export function PostForm({ post, categories, authors, images, saved: initiallySaved = null, onCreated }: PostFormProps) {
  const [saved, setSaved] = useState<Saved | null>(initiallySaved);
  const [intent, setIntent] = useState<Status>('draft');
  // A new post's slug follows its title until typed by hand; an existing post keeps its address.
  const slugTyped = useRef(post !== undefined);
  const status: Status = post?.status ?? 'draft';

  const { form, status: sending, onSubmit, field } = useApiForm({
    schema: postFormSchema,
    defaultValues: formValuesOf(post),
    send: (values) => {
      setSaved(null);
      if (!post) return createPost(values);
      const patch = changesOf(values, form.getValues(), formValuesOf(post));
      if (values.status !== post.status) patch.status = values.status;
      if (Object.keys(patch).length === 0) {
        return Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve(post) });
      }
      return patchPost(post.id, patch);
    },
    // The address is another post's already: said on the slug.
    fieldErrorsOf: (error) => (error.status === 409 ? { slug: error.fields.slug ?? error.message } : null),
    revalidate: post !== undefined,
    onSent: async (answer) => {
      const done = { message: savedMessage(post ? post.status : null, answer.status), post: answer };
      if (!post) return onCreated?.(answer, done);
      form.reset(formValuesOf(answer));
      setSaved(done);
    },
  });

  const [content = '', tags = '', excerpt = '', meta = '', chosenImage = ''] = useWatch({
    control: form.control,
    name: ['content', 'tags', 'excerpt', 'meta_description', 'featured_image'],
  });
  const title = field('title');
  const slug = field('slug');
  const busy = sending.kind === 'sending';
  const choose = (next: Status) => () => {
    setIntent(next);
    form.setValue('status', next);
  };
  /** A submit button that saves the post with status `next`. */
  const intentButton = (next: Status, label: string, busyLabel: string, primary: boolean) => (
    <button
      type="submit"
      className={primary ? 'button button--primary' : 'button button--secondary'}
      aria-disabled={busy || undefined}
      onClick={choose(next)}
    >
      {busy && intent === next ? busyLabel : label}
    </button>
  );
  const tagList = splitTags(tags);

  return (
    <form method="post" noValidate aria-labelledby="post-form-title" className="blog-desk-form" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="post-form-title" className="sr-only">
        {post ? 'Edit post' : 'New post'}
      </h2>
      <p role="status" className="blog-desk-said">
        {saved && (
          <>
            {saved.message}{' '}
            {saved.post.status === 'published' && <Link to={paths.blogPost.getHref(saved.post.slug)}>View on site</Link>}
          </>
        )}
      </p>
      {sending.kind === 'failed' && (
        <FormAlert>
          <p>{sending.message}</p>
          <p>Nothing you typed is lost.</p>
        </FormAlert>
      )}

      <fieldset className="blog-desk-fieldset">
        <legend>Article</legend>
        <div className="blog-desk-fields">
          <TextField
            label="Title"
            required
            autoComplete="off"
            {...title}
            onChange={(event) => {
              void title.onChange(event);
              if (!slugTyped.current) form.setValue('slug', slugify(event.target.value));
            }}
          />
          <TextField
            label="Slug"
            required
            autoComplete="off"
            spellCheck={false}
            hint={post ? 'The address: /blog/…. Changing it breaks links to the article.' : 'The address: /blog/…. Proposed from the title until you edit it.'}
            {...slug}
            onChange={(event) => {
              void slug.onChange(event);
              slugTyped.current = event.target.value !== '';
            }}
          />
          <SelectField
            label="Category"
            required
            placeholder="Choose a category"
            options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            {...field('category')}
          />
          <SelectField
            label="Author"
            placeholder="Me (the signed-in admin)"
            options={authors.map((a) => ({ value: a.slug, label: a.name }))}
            {...field('author')}
          />
        </div>
        <TextField label="Tags" autoComplete="off" hint="Separated by commas: recovery, family support." {...field('tags')} />
        {tagList.length > 0 && (
          <ul className="blog-desk-tags" aria-label="Tags as they will be saved">
            {tagList.map((tag) => (
              <li key={tag} className="blog-desk-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <TextAreaField
          label="Excerpt"
          rows={3}
          hint={`Shown on the list of articles; needed to publish. ${excerpt.length} of ${EXCERPT_MAX} characters.`}
          {...field('excerpt')}
        />
        <TextAreaField
          label="Meta description"
          rows={2}
          hint={`For search engines. ${meta.length} of ${META_MAX} characters.`}
          {...field('meta_description')}
        />
      </fieldset>

      <ImagePicker
        binding={field('featured_image')}
        images={images}
        chosen={chosenImage}
        onUploaded={(url) => form.setValue('featured_image', url, { shouldDirty: true })}
      />
      <TextField
        label="Image alt text"
        required={chosenImage !== ''}
        autoComplete="off"
        hint="What the image shows, for people who cannot see it. Required when an image is chosen."
        {...field('featured_image_alt')}
      />

      <MarkdownEditor binding={field('content')} content={content} />

      <fieldset className="blog-desk-fieldset blog-desk-publish">
        <legend>Publishing</legend>
        <p className="blog-desk-publish__status">
          Status: <span className={`admin-badge blog-desk-status blog-desk-status--${status}`}>{status === 'published' ? 'Published' : 'Draft'}</span>
        </p>
        <TextField
          label="Publish date"
          type="datetime-local"
          hint="Optional. Empty: now, when published. A later time keeps a published post hidden until then."
          {...field('published_date')}
        />
        <div className="blog-desk-actions">
          {status === 'published' ? (
            <>
              {intentButton('published', 'Update', 'Saving…', true)}
              {intentButton('draft', 'Unpublish', 'Saving…', false)}
            </>
          ) : (
            <>
              {intentButton('draft', 'Save draft', 'Saving…', false)}
              {intentButton('published', 'Publish', 'Publishing…', true)}
            </>
          )}
        </div>
      </fieldset>
    </form>
  );
}
