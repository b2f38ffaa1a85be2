import { useLoaderData } from 'react-router-dom';
import { AdminShell } from '../../components/admin-shell';
import { failedScreen } from '../../components/screen-failed';
import { importsLoader } from '../api/imports';
import { ImportsTable } from './imports-table';
import './imports.css';

const TITLE = 'Imports';
const LEAD =
  'Runs of the national locator import (npm run import:locator), newest first. Open one to see the rows it could not import and the locator values it kept for review because the facility changed them itself.';

/** /admin/imports: the locator import runs, each expandable to its row errors and review values. */
function ImportsPage() {
  const { list, open } = useLoaderData<typeof importsLoader>();
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <section aria-label="Import runs">
        <ImportsTable items={list.items} open={open} pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'imports' }} />
      </section>
    </AdminShell>
  );
}

const ErrorBoundary = failedScreen(TITLE, LEAD, 'the imports');

export { importsLoader as loader, ImportsPage as Component, ErrorBoundary };
