import { Link, useLoaderData, useNavigation, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { StatCards } from '../../../../components/stat-cards/stat-cards';
import { TryAgainButton } from '../../../../components/try-again/try-again-button';
import { paths } from '../../../../config/paths';
import { facilityApi, useAtLocation } from '../../../../lib/facility-location';
import { apiJson, asApiError } from '../../../../lib/api-error';
import { formatLongDate } from '../../../../lib/format';
import { orFacilitySignIn } from '../../../../lib/session';
import type { AnalyticsWindow } from '../../../../../../worker/facility-account/schemas/analytics';
import { AnalyticsChart } from './analytics-chart';

// The windows the Worker answers for. Its schema is imported for the type alone: at run time it
// would bring zod into this screen, and move zod into a chunk of its own for the public forms.
const WINDOWS = [30, 90] as const satisfies readonly AnalyticsWindow[];
const DEFAULT_WINDOW: AnalyticsWindow = 30;

/** The window in the URL (?days=90); anything else is the default, as a hand-edited link deserves. */
function windowOf(request: Request): AnalyticsWindow {
  const days = new URL(request.url).searchParams.get('days');
  return WINDOWS.find((window) => String(window) === days) ?? DEFAULT_WINDOW;
}

/** The facility's own views and inquiries per day over the window (the account is the layout's). */
export function loader({ request }: LoaderFunctionArgs) {
  const days = `${windowOf(request)}` as const;
  return orFacilitySignIn(apiJson(facilityApi(request).facility.me.analytics.$get({ query: { days } }, { init: { signal: request.signal } })), request);
}

const count = (n: number) => n.toLocaleString('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** /facility-dashboard/analytics: totals, the inquiry rate and the days of the last 30 or 90. */
function AnalyticsTab() {
  const { days, from, to, series, totals } = useLoaderData<typeof loader>();
  const loading = useNavigation().state === 'loading';
  const atLocation = useAtLocation();
  return (
    <section className="dashboard-section" aria-labelledby="analytics" aria-busy={loading || undefined}>
      <h2 id="analytics">Analytics</h2>
      <nav aria-label="Time range">
        <ul className="quick-actions">
          {WINDOWS.map((window) => (
            <li key={window}>
              <Link
                className={`button ${window === days ? 'button--primary' : 'button--secondary'}`}
                to={atLocation(paths.facilityAnalytics.getHref(window === DEFAULT_WINDOW ? undefined : window))}
                aria-current={window === days ? 'true' : undefined}
                preventScrollReset
              >
                Last {window} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StatCards
        label={`Your listing, last ${days} days`}
        cards={[
          { label: 'Views', value: count(totals.views) },
          { label: 'Inquiries', value: count(totals.inquiries) },
          {
            label: 'Inquiry rate',
            value: totals.inquiryRate === null ? '—' : percent.format(totals.inquiryRate),
            detail: totals.inquiryRate === null ? 'No views yet' : 'Inquiries per view',
          },
        ]}
      />
      <AnalyticsChart days={series} caption={`Views and inquiries per day, ${formatLongDate(from)} to ${formatLongDate(to)}`} />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <div className="form-alert" role="alert">
      <p>We could not load your analytics: {asApiError(useRouteError()).message}</p>
      <TryAgainButton />
    </div>
  );
}

export { AnalyticsTab as Component };
