import { use, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import type { Locale } from '../../lib/i18n/locales';
import { useInAppLinks } from '../../lib/in-app-links';
import { useHydrated } from '../../lib/use-hydrated';

// Parts of a page that only show (text, pictures, links: no state, no handler), whose code, words or
// data the browser needs only where it draws them itself (decision 023). The Worker renders them
// whole. A browser hydrating the Worker's page takes each part's HTML as it is (read back from the
// page, as the states map reads its shapes) and needs nothing for it; a page the browser renders
// itself (a navigation) draws the part from its code and data then. Their links go through the
// router, as a <Link> would take them.

/**
 * The place of a static part `name` in the page (unique in it): while the page hydrates, the
 * server's HTML of it, kept as sent; otherwise `children`. Render it on the server and in the
 * browser alike, even when `children` is empty: the hydrating page looks for its place.
 */
export function StaticHtml({ name, children }: { name: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  // Read once, in the hydrating render: the server's HTML of this part, kept as it is from then on.
  const [serverHtml] = useState(() =>
    hydrating && typeof document !== 'undefined' ? (document.querySelector(`[data-static-part="${name}"]`)?.innerHTML ?? null) : null,
  );
  const followLink = useInAppLinks();
  if (serverHtml !== null) {
    return <div className="static-part" data-static-part={name} onClick={followLink} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div className="static-part" data-static-part={name} onClick={followLink}>
      {children}
    </div>
  );
}

export type StaticPart<P> = ((props: P) => ReactNode) & {
  /** Loads the part for `locale` now: a route's loader, so that a navigation shows it at once. */
  preload(locale: Locale): Promise<null>;
};

/**
 * A static part whose code (and words in the page's language) `load` resolves to: they load only
 * where the browser draws the part itself.
 */
export function staticPart<P extends object>(name: string, load: (locale: Locale) => Promise<ComponentType<P>>): StaticPart<P> {
  // Null for a part that could not load: the page shows without it, and its next render tries again.
  const loading = new Map<Locale, Promise<ComponentType<P> | null>>();
  const drawnBy: Partial<Record<Locale, ComponentType<P>>> = {};
  const loaded = (locale: Locale) => {
    let pending = loading.get(locale);
    if (!pending) {
      pending = load(locale).then(
        (component) => (drawnBy[locale] = component),
        () => {
          loading.delete(locale);
          return null;
        },
      );
      loading.set(locale, pending);
    }
    return pending;
  };

  /** Rendered only where the part is drawn from its code (never while a page hydrates). */
  function Drawn(props: P) {
    const { locale } = useT();
    use(loaded(locale));
    const Component = drawnBy[locale];
    if (!Component) return null;
    return <Component {...props} />;
  }

  function Part(props: P) {
    return (
      <StaticHtml name={name}>
        <Drawn {...props} />
      </StaticHtml>
    );
  }
  Part.displayName = `StaticPart(${name})`;
  const preload = (locale: Locale) => loaded(locale).then(() => null);
  return Object.assign(Part, { preload });
}

/**
 * A loader's value that a static part shows and the browser never reads back: the page's data for
 * hydration holds null in its place (JSON.stringify calls `toJSON`). The server and a navigation
 * see the value itself.
 */
export function notHydrated<T extends object>(value: T): T | null {
  Object.defineProperty(value, 'toJSON', { value: () => null });
  return value;
}
