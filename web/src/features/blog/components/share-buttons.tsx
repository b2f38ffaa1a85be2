import { toast } from '../../../components/toast/toast-store';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Share an article: the device's own share sheet where the browser has one, else Copy link (the
 * toast region announces 'Link copied to clipboard!'); Twitter and Facebook links either way.
 * Every one of them needs the page's full address, which this render knows only in the browser: the
 * server's HTML has the heading and, for readers without script, where to copy the address from.
 */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const hydrated = useHydrated();
  const url = hydrated ? new URL(path, window.location.origin).href : null;
  const canShare = hydrated && typeof navigator.share === 'function';

  async function share() {
    if (!url) return;
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  }

  async function copy() {
    if (!url) return;
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
      {url === null ? (
        <noscript>
          <p>Copy this page’s address from your browser’s address bar to share it.</p>
        </noscript>
      ) : (
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
              href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share on Twitter<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              className="button button--secondary"
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}
