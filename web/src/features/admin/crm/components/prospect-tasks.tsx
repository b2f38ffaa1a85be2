import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { taskSchema } from '../../../../../../worker/crm/schemas/crm';
import { SelectField, TextField } from '../../../../components/form-fields/form-fields';
import { SubmitButton } from '../../../../components/form-fields/form-status';
import { useApiForm, type FieldBinding } from '../../../../lib/api-form';
import { formatDay } from '../../utils/format';
import type { ProspectTask } from '../api/prospect';
import { createTask, patchTask } from '../api/tasks';
import { PRIORITY_OPTIONS, priorityLabel } from '../utils/labels';
import { Confirmation, Failure } from './form-messages';

const newTaskSchema = taskSchema.pick({ title: true, dueDate: true, priority: true });
const nothingToFill = z.object({});

const isDone = (task: ProspectTask) => task.completedAt !== null;

/** This prospect's tasks: complete or reopen each, and add one. */
export function ProspectTasks({ prospectId, tasks }: { prospectId: number; tasks: readonly ProspectTask[] }) {
  const [said, setSaid] = useState('');
  const { form, status, onSubmit, field } = useApiForm({
    schema: newTaskSchema,
    defaultValues: { title: '', dueDate: '', priority: 'medium' },
    // Assigned to whoever adds it (the Worker's default).
    send: (values) => createTask({ ...values, prospectId, assigneeId: null }),
    revalidate: true,
    onSent: (_answer, values): void => {
      setSaid(`Task added: ${values.title}.`);
      form.reset();
    },
  });
  return (
    <section className="admin-panel crm-panel" aria-labelledby="prospect-tasks">
      <h2 id="prospect-tasks">Tasks</h2>
      <Confirmation text={said} />
      {tasks.length === 0 ? (
        <p className="crm-muted">No tasks for this prospect.</p>
      ) : (
        <ul className="crm-tasks" aria-labelledby="prospect-tasks">
          {/* In the Worker's order: open first, soonest due first. */}
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} overdue={task.overdue} onChanged={setSaid} />
          ))}
        </ul>
      )}
      <h3 id="prospect-task-new">Add a task</h3>
      <form method="post" noValidate aria-labelledby="prospect-task-new" onSubmit={(event) => void onSubmit(event)}>
        <Failure status={status} />
        <TaskFields field={field} />
        <SubmitButton busy={status.kind === 'sending'} label="Add Task" busyLabel="Adding…" />
      </form>
    </section>
  );
}

/** A new task's title, due date and priority (My Tasks adds a prospect to choose). */
export function TaskFields({ field }: { field: (name: 'title' | 'dueDate' | 'priority') => FieldBinding }) {
  return (
    <>
      <TextField label="Title" required autoComplete="off" {...field('title')} />
      <div className="crm-fields">
        <TextField label="Due date" type="date" {...field('dueDate')} />
        <SelectField label="Priority" options={PRIORITY_OPTIONS} {...field('priority')} />
      </div>
    </>
  );
}

interface TaskItemProps {
  task: ProspectTask;
  /** Open and due before today: said in words, not only by colour. */
  overdue: boolean;
  /** Told the confirmation, for the list's status line. */
  onChanged: (said: string) => void;
  /** More about the task (My Tasks: its prospect, whose it is). */
  about?: ReactNode;
}

/** One task with Complete or Reopen (My Tasks uses it too). */
export function TaskItem({ task, overdue, onChanged, about }: TaskItemProps) {
  const done = isDone(task);
  const { status, onSubmit } = useApiForm({
    schema: nothingToFill,
    send: () => patchTask(task.id, { completed: !done }),
    revalidate: true,
    onSent: () => onChanged(`${done ? 'Task reopened' : 'Task completed'}: ${task.title}.`),
  });
  const className = ['crm-task', done && 'crm-task--done', overdue && 'crm-task--overdue'].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <div className="crm-task__what">
        <p className="crm-task__title">
          {done && <span className="sr-only">Done: </span>}
          {task.title}
        </p>
        <p className="crm-muted">
          {task.dueDate ? `Due ${formatDay(`${task.dueDate}T12:00:00`)}` : 'No due date'} · {priorityLabel(task.priority)} priority
          {overdue && <strong className="crm-task__overdue"> · Overdue</strong>}
          {done && <> · Done {formatDay(task.completedAt)}</>}
        </p>
        {about && <p className="crm-muted">{about}</p>}
      </div>
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="crm-task__action">
        <button type="submit" className="button button--secondary" aria-disabled={status.kind === 'sending' || undefined}>
          {done ? 'Reopen' : 'Complete'}
          <span className="sr-only"> {task.title}</span>
        </button>
        <Failure status={status} />
      </form>
    </li>
  );
}
