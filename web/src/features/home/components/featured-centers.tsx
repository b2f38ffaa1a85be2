import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FacilitySummaryGrid } from '../../../components/facility-summary-card/facility-summary-card';
import { paths } from '../../../config/paths';
import { Deferred } from '../../../lib/deferred';
import { useLocalizedHref, useT } from '../../../lib/i18n/i18n-context';
import type { FeaturedFacility } from '../api/get-featured';

/** Three well-rated, accredited, recently verified centers (chosen by the API). */
export function FeaturedCenters({ facilities }: { facilities: Promise<FeaturedFacility[]> }) {
  const { t } = useT();
  return (
    <Deferred data={facilities} fallback={<Section>{<p role="status">{t('home.featuredLoading')}</p>}</Section>}>
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
  const { t } = useT();
  const href = useLocalizedHref();
  return (
    <section className="container home-section" aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('home.featured')}</h2>
      <p className="home-section__lead">{t('home.featuredLead')}</p>
      {children}
      <p className="home-section__more">
        <Link to={href(paths.search.getHref())}>{t('home.browseAll')}</Link>
      </p>
    </section>
  );
}
