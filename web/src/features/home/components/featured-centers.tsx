import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { paths } from '../../../config/paths';
import { Deferred } from '../../../lib/deferred';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import type { FeaturedFacility } from '../api/get-featured';

/** Three accredited centers, their listings updated within the year, with the best published reviews (chosen by the API). */
export function FeaturedCenters({ facilities }: { facilities: Promise<FeaturedFacility[]> }) {
  const { t } = useLingui();
  return (
    <Deferred data={facilities} fallback={<Section>{<p role="status">{t`Loading featured centers…`}</p>}</Section>}>
      {(loaded) =>
        loaded.length > 0 && (
          <Section>
            <FacilitySummaryGrid facilities={loaded} />
          </Section>
        )
      }
    </Deferred>
  );
}

function Section({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  return (
    <section className="container home-section" aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t`Featured treatment centers`}</h2>
      <p className="home-section__lead">
        {t`Accredited centers whose listings were updated in the past year, best rated by their published reviews.`}{' '}
        <Link to={href(`${paths.about.getHref()}#ranking`)}>{t`How we rank listings`}</Link>
      </p>
      {children}
      <p className="home-section__more">
        <Link to={href(paths.search.getHref())}>{t`Browse all treatment centers`}</Link>
      </p>
    </section>
  );
}
