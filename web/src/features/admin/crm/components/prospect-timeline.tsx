import { useState } from 'react';
import { activitySchema } from '../../../../../../worker/crm/schemas/crm';
import { SelectField, TextAreaField } from '../../../../components/form-fields/form-fields';
import { SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm } from '../../../../lib/api-form';
import { formatDateTime } from '../../utils/format';
import { logActivity, type Activity, type ProspectTask } from '../api/prospect';
import { statusLabel } from '../utils/labels';
import { ACTIVITY_KIND_LABEL, PROSPECT_FIELD_LABEL } from '../utils/prospect-labels';
import { Confirmation, Failure } from './form-messages';

const LOGGED_KINDS = [
  { value: 'note', label: 'Note' },
  { value: 'call', label: 'Call' },
  { value: 'email', label: 'Email' },
] as const;

/**
 * What an entry says: a status change as "Status: Contacted → Qualified", an edit the fields it
 * changed, a task's entry the task's title, anything else its text.
 */
export function activityText({ kind, body, detail }: Pick<Activity, 'kind' | 'body' | 'detail'>, tasks: readonly ProspectTask[]): string {
  if (body || !detail) return body;
  if (kind === 'status_change' && 'to' in detail) return `Status: ${statusLabel(detail.from)} → ${statusLabel(detail.to)}`;
  if (kind === 'updated' && Array.isArray(detail.fields)) {
    return `Changed: ${(detail.fields as unknown[]).map((name) => PROSPECT_FIELD_LABEL[String(name)] ?? String(name)).join(', ')}`;
  }
  if ((kind === 'task_created' || kind === 'task_completed') && 'task' in detail) return tasks.find((t) => t.id === detail.task)?.title ?? '';
  return body;
}

interface ProspectTimelineProps {
  prospectId: number;
  activities: readonly Activity[];
  /** The prospect's tasks, whose titles its task entries show. */
  tasks: readonly ProspectTask[];
}

/** The prospect's timeline and the form that logs a note, a call or an email on it. */
export function ProspectTimeline({ prospectId, activities, tasks }: ProspectTimelineProps) {
  const [said, setSaid] = useState('');
  const { form, status, onSubmit, field } = useApiForm({
    schema: activitySchema,
    defaultValues: { kind: 'note', body: '' },
    send: (values) => logActivity(prospectId, values),
    revalidate: true,
    onSent: (_answer, values): void => {
      setSaid(`${ACTIVITY_KIND_LABEL[values.kind]} logged.`);
      form.reset({ kind: values.kind, body: '' });
    },
  });
  return (
    <section className="admin-panel crm-panel" aria-labelledby="prospect-timeline">
      <h2 id="prospect-timeline">Timeline</h2>
      <h3 id="prospect-log">Log an activity</h3>
      <Confirmation text={said} />
      <form method="post" noValidate aria-labelledby="prospect-log" onSubmit={(event) => void onSubmit(event)}>
        <Failure status={status} />
        <SelectField label="Kind" options={LOGGED_KINDS} {...field('kind')} />
        <TextAreaField label="What happened" rows={3} required {...field('body')} />
        <SubmitButton busy={status.kind === 'sending'} label="Log Activity" busyLabel="Logging…" />
      </form>
      <h3 id="prospect-history">History</h3>
      {activities.length === 0 ? (
        <p className="crm-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="crm-timeline" aria-labelledby="prospect-history">
          {/* Newest first, as the Worker sends them. */}
          {activities.map((activity) => (
            <TimelineEntry key={activity.id} activity={activity} text={activityText(activity, tasks)} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Its kind, when and who, and what it says. */
function TimelineEntry({ activity, text }: { activity: Activity; text: string }) {
  return (
    <li className={`crm-timeline__item crm-timeline__item--${activity.kind}`}>
      <p className="crm-timeline__head">
        <strong>{ACTIVITY_KIND_LABEL[activity.kind] ?? activity.kind}</strong>{' '}
        <span className="crm-muted">
          {formatDateTime(activity.at)}
          {activity.actor && <> · {activity.actor.name || activity.actor.email}</>}
        </span>
      </p>
      {text && <p className="crm-timeline__text">{text}</p>}
    </li>
  );
}
