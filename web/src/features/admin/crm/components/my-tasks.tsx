import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { taskSchema } from '../../../../../../worker/crm/schemas/crm';
import { SelectField, TextField } from '../../../../components/form-fields/form-fields';
import { SubmitButton } from '../../../../components/form-fields/form-status';
import { paths } from '../../../../config/paths';
import { useApiForm } from '../../../../lib/api-form';
import { useAdminContext } from '../../components/admin-context';
import { withParam } from '../../../../lib/search-params';
import type { ProspectRow, TaskList } from '../api/crm-list';
import { createTask } from '../api/tasks';
import { PRIORITY_OPTIONS } from '../utils/labels';
import { Confirmation, Failure } from './form-messages';
import { TaskItem } from './prospect-tasks';

const newTaskSchema = taskSchema.pick({ title: true, dueDate: true, priority: true, prospectId: true });
/** The prospect select's empty choice is "no prospect"; any other value is its id. */
const prospectIdValue = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

interface MyTasksProps {
  tasks: TaskList;
  /** The prospects on the list's page now: a new task can be for one of them. */
  prospects: readonly ProspectRow[];
}

/**
 * The open tasks, the signed-in admin's own first (the Worker's order); overdue ones say so in
 * words. Completing one, or adding one, reads the page's data again.
 */
export function MyTasks({ tasks, prospects }: MyTasksProps) {
  const { user } = useAdminContext();
  const { search } = useLocation();
  const [said, setSaid] = useState('');
  const { form, status, onSubmit, field } = useApiForm({
    schema: newTaskSchema,
    defaultValues: { title: '', dueDate: '', priority: 'medium', prospectId: null },
    send: (values) => createTask({ ...values, assigneeId: null }),
    revalidate: true,
    onSent: (_answer, values): void => {
      setSaid(`Task added: ${values.title}.`);
      form.reset();
    },
  });
  const more = tasks.total - tasks.items.length;
  return (
    <section className="admin-panel crm-panel" aria-labelledby="crm-my-tasks">
      <h2 id="crm-my-tasks">My Tasks</h2>
      <Confirmation text={said} />
      {tasks.items.length === 0 ? (
        <p className="crm-muted">No open tasks.</p>
      ) : (
        <ul className="crm-tasks" aria-labelledby="crm-my-tasks">
          {tasks.items.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              overdue={task.overdue}
              onChanged={setSaid}
              about={
                <>
                  {task.prospect && (
                    <>
                      For <Link to={paths.adminCrmProspect.getHref(task.prospect.id)}>{task.prospect.facilityName}</Link>
                    </>
                  )}
                  {task.assignee && task.assignee.id !== user.id && (
                    <>
                      {task.prospect ? ' · ' : ''}Assigned to {task.assignee.name || task.assignee.email}
                    </>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
      {more > 0 && (
        <p>
          <Link to={withParam(search, 'tasks', 'all')} preventScrollReset>
            Show all {tasks.total.toLocaleString('en-US')} open tasks
          </Link>
        </p>
      )}
      <h3 id="crm-task-new">Add a task</h3>
      <form method="post" noValidate aria-labelledby="crm-task-new" onSubmit={(event) => void onSubmit(event)}>
        <Failure status={status} />
        <TextField label="Title" required autoComplete="off" {...field('title')} />
        <div className="crm-fields">
          <TextField label="Due date" type="date" {...field('dueDate')} />
          <SelectField label="Priority" options={PRIORITY_OPTIONS} {...field('priority')} />
        </div>
        <SelectField
          label="Prospect"
          hint="One of the prospects listed on this page, or none."
          placeholder="No prospect"
          options={prospects.map((prospect) => ({ value: String(prospect.id), label: `${prospect.facilityName} (${prospect.state})` }))}
          {...field('prospectId', prospectIdValue)}
        />
        <SubmitButton busy={status.kind === 'sending'} label="Add Task" busyLabel="Adding…" />
      </form>
    </section>
  );
}
