import type { SiteConfig } from '../../../lib/reference-data';
import { Testimonials } from './testimonials';
import { TreatmentTypeCards } from './treatment-type-cards';
import { HelpCallToAction, TrustSection } from './trust-and-help';

/** The home page's sections below the featured centers: they only show (a static part, home-page.tsx). */
export function HomeSections({ config }: { config: SiteConfig | null }) {
  return (
    <>
      <TreatmentTypeCards />
      <Testimonials />
      <TrustSection config={config} />
      <HelpCallToAction config={config} />
    </>
  );
}
