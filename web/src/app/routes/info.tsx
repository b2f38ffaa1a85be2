import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

const getHelp = () =>
  import('../../features/get-help/components/get-help-page').then((m) => ({ Component: m.GetHelpPage }));

/** Treatment types, insurance, get help / resources, about, contact and the legal pages. */
export const infoRoutes: RouteObject[] = [
  {
    path: paths.treatmentTypes.path,
    lazy: () =>
      import('../../features/treatment-types/components/treatment-types-page').then((m) => ({
        Component: m.TreatmentTypesPage,
      })),
  },
  {
    path: paths.insurance.path,
    lazy: () => import('../../features/insurance/components/insurance-page').then((m) => ({ Component: m.InsurancePage })),
  },
  // The spec's two addresses for one page.
  { path: paths.getHelp.path, lazy: getHelp },
  { path: paths.resources.path, lazy: getHelp },
  {
    path: paths.contact.path,
    lazy: () => import('../../features/contact/components/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: paths.about.path,
    lazy: () => import('../../features/about/components/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: paths.terms.path,
    lazy: () => import('../../features/legal/components/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy.path,
    lazy: () => import('../../features/legal/components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
];
