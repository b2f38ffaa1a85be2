import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { getLeadFormOptions } from '../../../components/lead-form/get-form-options';
import { LEAD_FORM, leadFormPost, loadLeadReceipt } from '../../../components/lead-form/lead-form-post';
import { answerPostedForm, SENT_PARAM } from '../../../lib/posted-form';
import { listingReportSent, REPORT_FORM, reportFormPost, REPORTED_PARAM } from '../api/report-post';
import { REVIEW_REPORT_FORM, REVIEW_REPORTED_PARAM, reviewReportPost } from '../api/review-report-post';
import type { FacilityForms } from './request-info';
import { TryAgainButton } from '../../../components/try-again/try-again-button';
import { asApiError } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { useLocalizedHref } from '../../../lib/i18n/i18n-context';
import { INTL_TAG, prefixed } from '../../../lib/i18n/locales';
import { describe, titled, type HeadOf } from '../../../app/head';
import { breadcrumbJsonLd, facilityJsonLd } from '../../../lib/structured-data';
import { SITE_NAME } from '../../../config/site';
import { facilityLoader } from '../api/get-facility';
import { reviewsLoader, reviewsViewOf } from '../api/get-reviews';
import { useRecordView } from '../api/record-view';
import { FacilityBreadcrumbs } from './facility-breadcrumbs';
import { FacilitySidebar } from './facility-sidebar';
import { FacilityMain } from './facility-main';
import './facility.css';

/**
 * The listing, the lead form's choices (in the server's HTML for a visitor without script) and,
 * once a form sent without script is redirected here, its confirmation (`?sent=`, `?reported=`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context, params } = args;
  const query = new URL(args.request.url).searchParams;
  const sent = query.get(SENT_PARAM);
  const reported = query.get(REPORTED_PARAM);
  const reviewsView = reviewsViewOf(new URL(args.request.url));
  const reviewReported = Number(query.get(REVIEW_REPORTED_PARAM)) || null;
  const [listing, reviews, receipt, reportSent] = await Promise.all([
    facilityLoader(args),
    // Its failure is the page's once the listing is known to exist (an unknown one is the listing's 404).
    reviewsLoader(args, reviewsView).catch((error: unknown) => ({ failed: error })),
    sent ? loadLeadReceipt(context, sent) : null,
    reported ? listingReportSent(context, params.id ?? '', reported) : false,
  ]);
  if ('failed' in reviews) throw reviews.failed;
  // Deferred at the top level, where the server settles it before rendering (app/hydration.ts).
  return { ...listing, reviews, reviewsView, reviewReported, leadOptions: getLeadFormOptions(context), receipt, reported: reportSent };
}

/** "Request information" and "Report a problem" sent without script; "Report this review", a plain post either way. */
export const action = async ({ request, context, params }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  return answerPostedForm(request, {
    [LEAD_FORM]: leadFormPost(context, url, Number(params.id)),
    [REPORT_FORM]: reportFormPost(context, url, params.id ?? ''),
    [REVIEW_REPORT_FORM]: reviewReportPost(context, url),
  });
};

export const head: HeadOf<typeof loader> = ({ data, params, siteUrl, t }) => {
  if (!data) return { title: titled(translate(t.i18n)`Facility Not Found`), description: describe(null), noindex: true };
  const { facility } = data;
  const local = (path: string) => `${siteUrl}${prefixed(t.locale, path)}`;
  const url = local(paths.facility.getHref(params.id ?? facility.id));
  // The page is in its address's language; what the facility wrote in it is as written (English).
  const inLanguage = INTL_TAG[t.locale];
  return {
    title: `${facility.name} – ${facility.city}, ${facility.state} | ${SITE_NAME}`,
    description: describe(facility.description || `${facility.name} in ${facility.city}, ${facility.stateFullName}.`),
    jsonLd: [
      { ...facilityJsonLd(facility, url, data.reviews.reviews), ...(t.locale === 'en' ? {} : { inLanguage }) },
      breadcrumbJsonLd([
        [translate(t.i18n)`Home`, local('/')],
        [translate(t.i18n)`Search`, local(paths.search.getHref())],
        [t.term(facility.stateFullName).text, local(paths.state.getHref(facility.state))],
        [facility.name, url],
      ]),
    ],
  };
};

function FacilityPage() {
  const { facility, others, services, verification, reviews, reviewsView, reviewReported, leadOptions, receipt, reported } = useLoaderData<typeof loader>();
  const forms: FacilityForms = { leadOptions, receipt, reported };
  useRecordView(facility.id);
  return (
    <div className="container facility-page">
      <FacilityBreadcrumbs facility={facility} />
      <div className="facility-layout">
        <FacilityMain facility={facility} services={services} verification={verification} forms={forms} reviews={{ page: reviews, view: reviewsView, reported: reviewReported }} />
        <FacilitySidebar facility={facility} others={others} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  const href = useLocalizedHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound) {
    return (
      <div className="container page-message">
        <h1>{t`Facility Not Found`}</h1>
        <p>{t`We could not find this treatment center. It may have been removed from the directory.`}</p>
        <p>
          <Link className="button button--primary" to={href(paths.search.getHref())}>
            {t`Search all facilities`}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page-error" role="alert">
      <h1>{t`Something went wrong`}</h1>
      <p>{t`There was an error loading this facility: ${{ message: asApiError(error).message }}`}</p>
      <TryAgainButton />
    </div>
  );
}

export { FacilityPage as Component };
