import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SessionCheckFailed, sessionGuardLoader } from '../../../lib/session-guard';
import { adminStatsLoader, type AdminStats } from '../api/get-admin-stats';
import type { AdminContext } from './admin-context';

const guard = sessionGuardLoader('admin', (requested) => paths.adminLogin.getHref(requested));

/**
 * Every admin page: an admin session, or the admin login (which brings the admin back). The counts
 * (the navigation's "what waits" and every page's stat cards) follow without holding the page up,
 * once per load, and are read again whenever a decision on a page revalidates its data.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await guard(args);
  const waiting: Promise<AdminStats | null> = adminStatsLoader(args).catch(() => null);
  return { user, waiting };
}

function AdminGuard() {
  const { user, waiting } = useLoaderData<typeof loader>();
  return <Outlet context={{ user, waiting } satisfies AdminContext} />;
}

export { AdminGuard as Component, SessionCheckFailed as ErrorBoundary };
