import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../../components/form-fields/form-fields';
import { asApiError, isAbortError } from '../../../../lib/api-error';
import type { FieldBinding } from '../../../../lib/api-form';
import { pluralize } from '../../../../lib/format';
import { previewMarkdown, type Preview } from '../api/blog-posts';

/** How long typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 300;

type PreviewState = { shown: Preview | null; unavailable: string | null; updating: boolean };

/**
 * The server's rendering of `content`, asked for once typing pauses; a newer text cancels the
 * request for an older one. A failure keeps the last rendering and says why.
 */
function useServerPreview(content: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ shown: null, unavailable: null, updating: false });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({ ...current, updating: true }));
      previewMarkdown(content, controller.signal).then(
        (preview) => setState({ shown: preview, unavailable: null, updating: false }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setState((current) => ({ ...current, unavailable: asApiError(error).message, updating: false }));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);
  return state;
}

interface MarkdownEditorProps {
  /** The body's binding from the form; its value is `content`. */
  binding: FieldBinding;
  content: string;
}

/**
 * The article's Markdown beside its live preview (stacked on a narrow screen). The preview is only
 * ever the HTML the Worker rendered and sanitised: the browser renders no Markdown of its own.
 */
export function MarkdownEditor({ binding, content }: MarkdownEditorProps) {
  const id = useId();
  const previewId = useId();
  const { error, ...control } = binding;
  const { shown, unavailable, updating } = useServerPreview(content);
  return (
    <div className="blog-desk-editor">
      <div className="blog-desk-editor__write form-field">
        <span className="form-field__label-row">
          <label htmlFor={id} className="form-field__label">
            Body (Markdown)
          </label>
        </span>
        <p id={`${id}-hint`} className="form-field__hint">
          ## for a heading, - for a list item, [words](https://…) for a link. HTML is shown as text. Needed to publish.
        </p>
        <textarea
          id={id}
          rows={24}
          spellCheck
          className="blog-desk-editor__text"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          {...control}
        />
        <FieldError id={id} error={error} />
      </div>
      <section className="blog-desk-editor__preview" aria-labelledby={previewId}>
        <div className="blog-desk-editor__preview-head">
          <h3 id={previewId}>Preview</h3>
          <p className="blog-desk-editor__read-time">
            {shown ? `${pluralize(shown.read_time, 'minute', 'minutes')} to read${updating ? ' · updating…' : ''}` : 'Loading the preview…'}
          </p>
        </div>
        {/* Always in the page, so the failure is read out when it appears. */}
        <p role="status" className="blog-desk-editor__unavailable">
          {unavailable ? `Preview unavailable: ${unavailable} Your text is kept; the preview catches up once the server answers.` : ''}
        </p>
        {shown && shown.html.trim() !== '' ? (
          // The Worker's sanitised rendering (js-xss allowlist), the same HTML the public page serves.
          <div className="blog-desk-editor__html" dangerouslySetInnerHTML={{ __html: shown.html }} />
        ) : (
          <p className="blog-desk-editor__empty">The article appears here as readers will see it.</p>
        )}
      </section>
    </div>
  );
}
