import { toast } from '../../../components/toast/toast-store';

/**
 * Share an article: the device's own share sheet where the browser has one, else Copy link (the
 * toast region announces 'Link copied to clipboard!'); Twitter and Facebook links either way.
 */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const encodedUrl = encodeURIComponent(url);

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied to clipboard!', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Copy the address from your browser’s address bar instead.', variant: 'error' });
    }
  }

  return (
    <section className="blog-share" aria-labelledby="blog-share-heading">
      <h2 id="blog-share-heading">Share this article</h2>
      <ul className="blog-share__list">
        <li>
          {canShare ? (
            <button type="button" className="button button--secondary" onClick={() => void share()}>
              Share
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              Copy link
            </button>
          )}
        </li>
        <li>
          <a
            className="button button--secondary"
            href={`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on Twitter<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
