import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { SearchAnswer } from '../api/search-facilities';
import type { Relaxable } from '../utils/relax';
import { RelaxLinks } from './relax-links';

/**
 * Nothing was within the radius asked, so the search looked farther: said in one line, with what
 * was asked kept, and the filters that emptied the nearer search as the other ways on (each with
 * how many it would find there).
 */
export function WidenedNote({ result, relaxHref }: { result: SearchAnswer; relaxHref: (filter: Relaxable) => string }) {
  const { t } = useLingui();
  const { widened, relax, total } = result;
  if (!widened) return null;
  return (
    <div className="search-widened" role="status">
      <p>
        {widened.to === null
          ? t`Nothing within ${{ miles: widened.from }} miles matches everything you asked, so these are the nearest at any distance: ${plural(total, { one: '# center', other: '# centers' })}.`
          : t`Nothing within ${{ miles: widened.from }} miles matches everything you asked, so we looked farther: ${plural(total, { one: '# center', other: '# centers' })} within ${{ wider: widened.to }} miles.`}
      </p>
      {relax && (
        <>
          <p>{t`Or nearer, without one of your filters:`}</p>
          <RelaxLinks relax={relax} relaxHref={relaxHref} />
        </>
      )}
    </div>
  );
}
