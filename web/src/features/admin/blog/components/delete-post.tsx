import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { toast } from '../../../../components/toast/toast-store';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { ConfirmQuestion } from '../../components/confirm-question';
import { deletePost, type AdminPost } from '../api/blog-posts';

const nothingToFill = z.object({});

/**
 * Delete, behind an inline "Are you sure?"; Cancel gives focus back to the button that asked. Once
 * deleted, the list opens and a message says what went.
 */
export function DeletePost({ post }: { post: Pick<AdminPost, 'id' | 'title' | 'status'> }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const { status, onSubmit } = useApiForm({
    schema: nothingToFill,
    send: () => deletePost(post.id),
    onSent: async () => {
      toast({ title: 'Post deleted', description: `“${post.title}” was deleted.`, variant: 'success' });
      await navigate(paths.adminBlog.getHref(), { replace: true });
    },
  });

  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    ask.current?.focus();
  }, [asking]);

  return (
    <section className="admin-panel blog-desk-delete" aria-labelledby="post-delete">
      <h2 id="post-delete">Delete post</h2>
      {status.kind === 'failed' && (
        <FormAlert>
          <p>{status.message}</p>
        </FormAlert>
      )}
      {asking ? (
        <form method="post" noValidate aria-labelledby="post-delete" onSubmit={(event) => void onSubmit(event)}>
          <ConfirmQuestion
            question={`Delete “${post.title}”?${post.status === 'published' ? ' Readers will no longer find it.' : ''} This cannot be undone.`}
            confirm="Delete post"
            busy={status.kind === 'sending'}
            onCancel={() => {
              cancelled.current = true;
              setAsking(false);
            }}
          />
        </form>
      ) : (
        <button ref={ask} type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Delete post…
        </button>
      )}
    </section>
  );
}
