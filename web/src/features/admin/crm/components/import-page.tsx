import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { BackToList } from '../../../../components/back-to-list/back-to-list';
import { FormAlert } from '../../../../components/form-fields/form-status';
import { paths } from '../../../../config/paths';
import { asApiError } from '../../../../lib/api-error';
import { pluralize } from '../../../../lib/format';
import { AdminShell } from '../../components/admin-shell';
import { importInParts, newImportKey, previewImport, type ImportProgress, type ImportTotals, type PreviewRow } from '../api/crm-import';
import { ImportPreviewTable } from './import-preview-table';
import './crm.css';

const TITLE = 'Import Prospects';
const LEAD = 'Add and update prospects from a CSV file. You see what each row would do before anything is saved.';

const count = (n: number) => n.toLocaleString('en-US');

type Step =
  | { kind: 'choose' }
  | { kind: 'checking'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'preview'; name: string; text: string; rows: PreviewRow[]; counts: { add: number; update: number; unchanged: number; skip: number } }
  | { kind: 'importing'; name: string; progress: ImportProgress }
  | { kind: 'imported'; name: string; totals: ImportTotals }
  | { kind: 'stopped'; name: string; text: string; skipped: ReadonlySet<number>; key: string; progress: ImportProgress; message: string };

/** A step's heading, focused as the step appears: the button that led there is gone. */
function StepHeading({ id, children }: { id: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

const resultSentence = (t: ImportTotals) =>
  `${count(t.added)} added, ${count(t.updated)} updated, ${count(t.skipped)} skipped.` +
  (t.unchanged > 0 ? ` ${pluralize(t.unchanged, 'update', 'updates')} changed nothing (already so).` : '');

/**
 * /admin/crm/import: choose a CSV file; the Worker's dry run shows each row's action and errors;
 * Confirm imports the rows it would import, part by part, with a progress bar; then the counts.
 */
function ImportPage() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setStep({ kind: 'checking', name: file.name });
    try {
      const text = await file.text();
      const { rows, counts } = await previewImport(text);
      setStep({ kind: 'preview', name: file.name, text, rows, counts });
    } catch (error) {
      // The same file, corrected, can be chosen again.
      event.target.value = '';
      setStep({ kind: 'refused', message: asApiError(error).message });
    }
  };

  // `key` names this import of the file: importing it again after a stop sends the parts with the same keys.
  const confirm = async (name: string, text: string, skipped: ReadonlySet<number>, key: string) => {
    let last: ImportProgress = { done: 0, total: 0 };
    const onProgress = (progress: ImportProgress) => {
      last = progress;
      setStep({ kind: 'importing', name, progress });
    };
    try {
      setStep({ kind: 'imported', name, totals: await importInParts(text, skipped, key, onProgress) });
    } catch (error) {
      setStep({ kind: 'stopped', name, text, skipped, key, progress: last, message: asApiError(error).message });
    }
  };

  const busy = step.kind === 'checking' || step.kind === 'importing';
  return (
    <AdminShell title={TITLE} lead={LEAD}>
      <BackToList path={paths.adminCrm.path} label="Back to prospects" />
      <section className="admin-panel crm-panel crm-import" aria-labelledby="crm-import-file">
        <h2 id="crm-import-file">1. Choose a file</h2>
        <p className="crm-muted">
          CSV with a header row. Required columns: facility_name, state. The others, in any order: facility_type, status, priority,
          estimated_annual_revenue, contact_count, last_contact_date, next_followup_date, estimated_lifetime_value, tags (separated
          by ;), contact_name, contact_email, contact_phone, website, notes, facility_id. An exported file imports as it is. A row
          with the facility name and state of an existing prospect updates it.
        </p>
        <div className="form-field">
          <label htmlFor={inputId} className="form-field__label">
            CSV file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
        </div>
        <p role="status" className="crm-said">
          {step.kind === 'checking' ? `Checking ${step.name}…` : ''}
        </p>
        {step.kind === 'refused' && (
          <FormAlert>
            <p>The file cannot be imported: {step.message}</p>
            <p>Nothing was imported. Correct the file and choose it again.</p>
          </FormAlert>
        )}
      </section>
      {step.kind === 'preview' && (
        <PreviewStep
          step={step}
          onConfirm={() => {
            const skipped = new Set(step.rows.filter((row) => row.action === 'skip').map((row) => row.line));
            void confirm(step.name, step.text, skipped, newImportKey());
          }}
          onCancel={() => {
            if (input.current) input.current.value = '';
            setStep({ kind: 'choose' });
          }}
        />
      )}
      {(step.kind === 'importing' || step.kind === 'imported' || step.kind === 'stopped') && (
        <ImportingStep
          step={step}
          onRetry={step.kind === 'stopped' ? () => void confirm(step.name, step.text, step.skipped, step.key) : undefined}
        />
      )}
    </AdminShell>
  );
}

function PreviewStep({ step, onConfirm, onCancel }: { step: Extract<Step, { kind: 'preview' }>; onConfirm: () => void; onCancel: () => void }) {
  const { counts, rows } = step;
  const importing = counts.add + counts.update;
  return (
    <section className="admin-panel crm-panel crm-import" aria-labelledby="crm-import-preview">
      <StepHeading id="crm-import-preview">2. Check what will happen</StepHeading>
      <p className="crm-import__counts">
        {step.name}: {pluralize(rows.length, 'row', 'rows')}. <strong>{count(counts.add)} to add</strong>,{' '}
        <strong>{count(counts.update)} to update</strong>
        {counts.unchanged > 0 && <> ({count(counts.unchanged)} already so)</>}, <strong>{count(counts.skip)} to skip</strong>
        {counts.skip > 0 && ' (their errors are below)'}.
      </p>
      <ImportPreviewTable rows={rows} />
      <div className="form-actions">
        {importing > 0 ? (
          <button type="button" className="button button--primary" onClick={onConfirm}>
            Import {pluralize(importing, 'row', 'rows')}
          </button>
        ) : (
          <p>No row can be imported: correct the file and choose it again.</p>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Choose another file
        </button>
      </div>
    </section>
  );
}

function ImportingStep({ step, onRetry }: { step: Extract<Step, { kind: 'importing' | 'imported' | 'stopped' }>; onRetry?: () => void }) {
  const progressId = useId();
  return (
    <section className="admin-panel crm-panel crm-import" aria-labelledby="crm-import-progress">
      <StepHeading id="crm-import-progress">3. Import</StepHeading>
      {step.kind !== 'imported' && (
        <>
          <label htmlFor={progressId} className="crm-import__label">
            Importing {step.name}
          </label>
          <progress id={progressId} className="crm-import__bar" max={Math.max(1, step.progress.total)} value={step.progress.done}>
            {count(step.progress.done)} of {count(step.progress.total)}
          </progress>
        </>
      )}
      <p role="status" className="crm-said">
        {step.kind === 'importing' && `Imported ${count(step.progress.done)} of ${count(step.progress.total)} rows…`}
        {step.kind === 'imported' && `Import complete: ${resultSentence(step.totals)}`}
      </p>
      {step.kind === 'stopped' && (
        <FormAlert>
          <p>
            The import stopped after {count(step.progress.done)} of {count(step.progress.total)} rows: {step.message}
          </p>
          <p>
            The rows before that point are saved. Importing the same file again is safe: what was saved is not saved twice.
          </p>
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              Import the file again
            </button>
          )}
        </FormAlert>
      )}
      {step.kind === 'imported' && (
        <p>
          <Link to={paths.adminCrm.getHref()}>See the prospects</Link>
        </p>
      )}
    </section>
  );
}

export { ImportPage as Component };
