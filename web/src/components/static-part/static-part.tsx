import { use, useState, type ComponentType } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import type { Locale } from '../../lib/i18n/locales';
import { useInAppLinks } from '../../lib/in-app-links';
import { useHydrated } from '../../lib/use-hydrated';

// A part of a page that only shows (text, pictures, links: no state, no handler), whose code and
// words load only where the browser must draw it (decision 023). The Worker renders it whole. A
// browser hydrating the Worker's page takes the part's HTML as it is (read back from the page, as
// the states map reads its shapes) and loads nothing for it; a page the browser renders itself (a
// navigation) loads the part then, in the page's language: give its route's loader `preload`.

export type StaticPart<P> = ((props: P) => React.ReactNode) & {
  /** Loads the part for `locale` now: a route's loader, so that a navigation shows it at once. */
  preload(locale: Locale): Promise<null>;
};

/**
 * The part `load` resolves to in a language (its code, and its words in that language), shown as
 * described above. `name` marks its place in the page (`data-static-part`).
 */
export function staticPart<P extends object>(name: string, load: (locale: Locale) => Promise<ComponentType<P>>): StaticPart<P> {
  // Null for a part that could not load: the page shows without it, and its next render tries again.
  const loading = new Map<Locale, Promise<ComponentType<P> | null>>();
  const loaded = (locale: Locale) => {
    let pending = loading.get(locale);
    if (!pending) {
      pending = load(locale).catch(() => {
        loading.delete(locale);
        return null;
      });
      loading.set(locale, pending);
    }
    return pending;
  };

  function Part(props: P) {
    const { locale } = useT();
    const hydrating = !useHydrated();
    // Read once, in the hydrating render: the server's HTML of this part, kept as it is from then on.
    const [serverHtml] = useState(() =>
      hydrating && typeof document !== 'undefined' ? (document.querySelector(`[data-static-part="${name}"]`)?.innerHTML ?? null) : null,
    );
    // Its links go through the router, as a <Link> would take them.
    const followLink = useInAppLinks();
    if (serverHtml !== null) {
      return <div className="static-part" data-static-part={name} onClick={followLink} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    }
    const Component = use(loaded(locale));
    if (!Component) return null;
    return (
      <div className="static-part" data-static-part={name} onClick={followLink}>
        <Component {...props} />
      </div>
    );
  }
  Part.displayName = `StaticPart(${name})`;
  const preload = (locale: Locale) => loaded(locale).then(() => null);
  return Object.assign(Part, { preload });
}
