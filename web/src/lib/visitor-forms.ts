import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../components/form-fields/field-errors';
import { toApiRequestError } from './api-error';

// Sending a visitor's form (get-help lead, contact message, listing report) the way beyond.md §3
// asks: the browser checks the form with the Worker's own zod schema first, so the messages match;
// nothing shows as sent before the Worker answers 201; a failure keeps everything typed; and a retry
// reuses the attempt's Idempotency-Key, so the Worker stores it once however often it is resent.

export type FieldErrors = Readonly<Record<string, string>>;

export type SubmissionStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  /** Not stored (or not known to be): `message` says why; the form keeps its values. */
  | { kind: 'failed'; message: string }
  /** Stored: the Worker's 201 and the id it gave. */
  | { kind: 'sent'; id: number };

/** What `send` resolves with: the typed client's response (only what we read of it). */
export interface SendResponse {
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}

/** A fresh Idempotency-Key: 8-128 letters, digits, - or _ (worker/lib/idempotency.ts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const NETWORK_FAILURE = 'We could not reach our server. Please check your internet connection.';

interface SubmissionOptions<Schema extends z.ZodType> {
  schema: Schema;
  /** Posts the checked body with the given Idempotency-Key through the typed client. */
  send: (body: z.output<Schema>, idempotencyKey: string) => Promise<SendResponse>;
  /** Names of the fields the form shows; a server error about any other field is a general failure. */
  fields: readonly string[];
  /** The form, so the first field with an error can take focus. */
  formRef: RefObject<HTMLFormElement | null>;
}

export interface Submission<Input> {
  status: SubmissionStatus;
  fieldErrors: FieldErrors;
  /** Checks and sends the values; does nothing while a send is under way (double clicks send once). */
  submit: (values: Input) => Promise<void>;
  /** Forgets one field's error once the visitor edits it. */
  clearFieldError: (field: string) => void;
  /** Back to an empty, editable form (after a success: "Send Another Message"). */
  reset: () => void;
}

export function useSubmission<Schema extends z.ZodType>({
  schema,
  send,
  fields,
  formRef,
}: SubmissionOptions<Schema>): Submission<z.input<Schema>> {
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'editing' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  // The attempt being made: its key is reused for as long as the body is the same (Try again, or
  // pressing Send again), and dropped once it is stored. A changed body is a new request.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // A ref, not state: two clicks in one frame both see the state from before the first.
  const busy = useRef(false);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);

  const showFieldErrors = useCallback((errors: Record<string, string>) => {
    setFieldErrors(errors);
    setFocusRequest((n) => n + 1);
  }, []);

  const submit = useCallback(
    async (values: z.input<Schema>) => {
      if (busy.current) return;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setStatus({ kind: 'editing' });
        showFieldErrors(fieldErrorsOf(parsed.error.issues));
        return;
      }
      const body = parsed.data;
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { key: newIdempotencyKey(), body: serialized };
      const key = attempt.current.key;

      busy.current = true;
      setStatus({ kind: 'sending' });
      setFieldErrors({});
      try {
        const response = await send(body, key);
        if (response.status === 201) {
          const data: unknown = await response.json().catch(() => null);
          const id = typeof data === 'object' && data !== null && 'id' in data ? Number(data.id) : 0;
          attempt.current = null;
          setStatus({ kind: 'sent', id });
          return;
        }
        const error = await toApiRequestError(response);
        const shown = Object.fromEntries(Object.entries(error.fields).filter(([field]) => fields.includes(field)));
        if (error.status === 400 && Object.keys(shown).length > 0) {
          setStatus({ kind: 'editing' });
          showFieldErrors(shown);
          return;
        }
        // The key was already used with other details: the next attempt must be a new request.
        if (error.status === 409) attempt.current = null;
        setStatus({
          kind: 'failed',
          message: error.code ? error.message : `Our server did not answer properly (error ${error.status}). Please try again.`,
        });
      } catch {
        setStatus({ kind: 'failed', message: NETWORK_FAILURE });
      } finally {
        busy.current = false;
      }
    },
    [schema, send, fields, showFieldErrors],
  );

  const clearFieldError = useCallback((field: string) => {
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _removed, ...rest } = errors;
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    attempt.current = null;
    setFieldErrors({});
    setStatus({ kind: 'editing' });
  }, []);

  return { status, fieldErrors, submit, clearFieldError, reset };
}

/**
 * A visitor form's values, kept only in the component's state. Editing a field forgets its error;
 * `field(name)` gives a text control its value, setter and error.
 */
export function useFormValues<Values extends object>(
  empty: Values,
  submission: Pick<Submission<unknown>, 'fieldErrors' | 'clearFieldError'>,
) {
  const [values, setValues] = useState<Values>(empty);

  function set<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    submission.clearFieldError(name);
  }

  type TextName = { [K in keyof Values & string]: Values[K] extends string ? K : never }[keyof Values & string];
  const field = (name: TextName) => ({
    value: values[name] as string,
    onValueChange: (value: string) => set(name, value as Values[TextName]),
    error: submission.fieldErrors[name],
  });

  return { values, set, field, reset: () => setValues(empty) };
}
