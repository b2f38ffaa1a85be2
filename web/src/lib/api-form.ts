import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useRevalidator } from 'react-router-dom';
import { ApiRequestError, apiJson, asApiError } from './api-error';
import type { PostedForm } from './posted-form';

// The one way a form is sent (beyond.md §3, docs/decisions/004): react-hook-form holds the values,
// checked in the browser with the Worker's own zod schema so the messages match; the send goes
// through the typed client with an Idempotency-Key that a retry of the same values reuses; nothing
// shows as sent before the Worker's 2xx; a failure keeps every value typed; the Worker's field errors
// land on their fields; the first field with an error takes focus.

/** A fresh Idempotency-Key: 8-128 letters, digits, - or _ (worker/lib/idempotency.ts). */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export type SendStatus<Result> =
  | { kind: 'editing' }
  | { kind: 'sending' }
  /** Not stored (or not known to be): `message` says why; the form keeps its values. */
  | { kind: 'failed'; message: string; error: ApiRequestError }
  /** Stored: what the Worker answered. */
  | { kind: 'sent'; result: Result };

export interface ClientResponse<Result> {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<Result>;
}

/** What a field of components/form-fields takes from the form: register()'s props and its error. */
export type FieldBinding = UseFormRegisterReturn & { error?: string; defaultValue?: string; defaultChecked?: boolean };

/**
 * The Worker's schema for a request (or one built from its parts), or a function that imports it: a
 * form on a public page passes the import, so that zod loads when the form is first used, not with
 * the page.
 */
export type FormSchema<Input, Output> = z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/** The check of a form's values against its schema; zod's resolver loads with the first one. */
async function resolverFor<Input extends FieldValues, Output>(schema: FormSchema<Input, Output>): Promise<Resolver<Input, unknown, Output>> {
  const [{ zodResolver }, loaded] = await Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]);
  return zodResolver(loaded) as Resolver<Input, unknown, Output>;
}

export interface ApiFormOptions<Input extends FieldValues, Output, Result> {
  schema: FormSchema<Input, Output>;
  defaultValues?: DefaultValues<Input>;
  /** Sends the checked values through the typed client, with the attempt's Idempotency-Key. */
  send: (values: Output, idempotencyKey: string) => Promise<ClientResponse<Result>>;
  /** After the Worker stored it: navigate, show a thank-you, … */
  onSent?: (result: Result, values: Output) => void | Promise<void>;
  /** Field errors for answers that name no field (a 409 for a taken email, say); null for none. */
  fieldErrorsOf?: (error: ApiRequestError) => Partial<Record<Path<Input>, string>> | null;
  /** The sentence for a failure; by default the Worker's own message, or a generic one. */
  describeFailure?: (error: ApiRequestError) => string;
  /** Reload the route data this submission changes once it is stored. */
  revalidate?: boolean;
  /** Told which fields have errors, from the schema or the Worker (a wizard goes to their step). */
  onFieldErrors?: (fields: string[]) => void;
  /**
   * The form as it was sent without script and refused (lib/posted-form.ts): its values are the
   * form's, its errors show beside their fields until the next submit, its failure above the button.
   */
  posted?: PostedForm | null;
}

export interface ApiForm<Input extends FieldValues, Output, Result> {
  form: UseFormReturn<Input, unknown, Output>;
  status: SendStatus<Result>;
  /** For <form onSubmit>: checks, then sends; a second submit while one is under way does nothing. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The props a field of components/form-fields takes: register()'s, plus its error. */
  field: (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => FieldBinding;
  /** Back to an empty, editable form ("Send Another Message"). */
  reset: () => void;
}

export function failureMessage(error: ApiRequestError): string {
  if (error.status === 0) return error.message;
  return error.code ? error.message : `Our server did not answer properly (error ${error.status}). Please try again.`;
}

/** One attempt to store a form's values: the Idempotency-Key it is sent with, and what was sent. */
export interface Attempt {
  key: string;
  body: string;
}

/**
 * The attempt that sends `body`: the one under way when it sent the same values (a retry, which must
 * reuse its key so the Worker stores it once), else a new one with a fresh key.
 */
export function attemptFor(current: Attempt | null, body: string, newKey: () => string): Attempt {
  return current?.body === body ? current : { key: newKey(), body };
}

/** The fields of a form (in its order) that the Worker's errors name; none for no errors. */
export function fieldsNamedIn(known: readonly string[], errors: Partial<Record<string, string>> | null): string[] {
  if (!errors) return [];
  return known.filter((name) => Object.hasOwn(errors, name) && errors[name]);
}

export function useApiForm<Input extends FieldValues, Output, Result>(
  options: ApiFormOptions<Input, Output, Result>,
): ApiForm<Input, Output, Result> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Read at each check, so a form whose schema changes (a wizard's steps) checks the current one.
  const resolver = useCallback<Resolver<Input, unknown, Output>>(
    async (values, context, resolverOptions) => (await resolverFor(latest.current.schema))(values, context, resolverOptions),
    [],
  );
  // The first change to any field starts loading the check, so a submit rarely waits for it.
  const warmed = useRef(false);
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    resolverFor(latest.current.schema).catch(() => (warmed.current = false));
  };
  // Checked on submit; editing a field forgets its error until the next submit checks again.
  const posted = options.posted ?? null;
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: (posted ? { ...options.defaultValues, ...posted.values } : options.defaultValues) as DefaultValues<Input>,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<SendStatus<Result>>(() =>
    posted?.failure ? { kind: 'failed', message: posted.failure, error: new ApiRequestError(posted.failure, 0) } : { kind: 'editing' },
  );
  // The attempt being made: its key is reused while the values are the same (Try again, or
  // pressing Send again), and dropped once stored. Changed values are a new request.
  const attempt = useRef<Attempt | null>(null);
  // A ref, not state: two clicks in one frame both see the state from before the first.
  const busy = useRef(false);

  const send = useCallback(
    async (values: Output) => {
      if (busy.current) return;
      const { send, onSent, fieldErrorsOf, onFieldErrors, describeFailure = failureMessage, revalidate } = latest.current;
      attempt.current = attemptFor(attempt.current, JSON.stringify(values), newIdempotencyKey);
      busy.current = true;
      setStatus({ kind: 'sending' });
      try {
        const result = await apiJson(send(values, attempt.current.key));
        attempt.current = null;
        setStatus({ kind: 'sent', result });
        if (revalidate) await revalidator.revalidate();
        await onSent?.(result, values);
      } catch (thrown) {
        const error = asApiError(thrown);
        // The key was already used with other values: the next attempt must be a new request.
        if (error.status === 409) attempt.current = null;
        const shown = showFieldErrors(form, fieldErrorsOf?.(error) ?? (error.status === 400 ? error.fields : null));
        if (shown.length > 0) {
          setStatus({ kind: 'editing' });
          onFieldErrors?.(shown);
        } else {
          setStatus({ kind: 'failed', message: describeFailure(error), error });
        }
      } finally {
        busy.current = false;
      }
    },
    [form, revalidator],
  );

  const onSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) =>
      form.handleSubmit(send, (errors) => {
        setStatus({ kind: 'editing' });
        latest.current.onFieldErrors?.(Object.keys(errors));
      })(event),
    [form, send],
  );

  // The server draws a refused form with what was typed (register() sets values only in the browser).
  const typed = (name: string) => {
    const value = posted && Object.hasOwn(posted.values, name) ? posted.values[name] : undefined;
    return typeof value === 'boolean' ? { defaultChecked: value } : typeof value === 'string' ? { defaultValue: value } : {};
  };

  const field: ApiForm<Input, Output, Result>['field'] = (name, registerOptions) => ({
    ...typed(name),
    ...form.register(name, {
      ...registerOptions,
      onChange: () => {
        warm();
        if (get(form.formState.errors, name)) form.clearErrors(name);
      },
    } as RegisterOptions<Input, Path<Input>>),
    error:
      (get(form.formState.errors, name) as { message?: string } | undefined)?.message ??
      (form.formState.submitCount === 0 && posted && Object.hasOwn(posted.errors, name) ? posted.errors[name] : undefined),
  });

  const reset = useCallback(() => {
    attempt.current = null;
    form.reset();
    setStatus({ kind: 'editing' });
  }, [form]);

  return { form, status, onSubmit, field, reset };
}

/**
 * Puts the Worker's field errors on the fields this form has, focusing the first in the form's
 * order; returns those fields. None when no error names a field of this form (the failure is then
 * said as a whole).
 */
function showFieldErrors<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  errors: Partial<Record<string, string>> | null,
): string[] {
  if (!errors) return [];
  const fields = fieldsNamedIn(Object.keys(form.getValues()), errors);
  fields.forEach((name, index) =>
    form.setError(name as Path<Input>, { type: 'server', message: errors[name] }, { shouldFocus: index === 0 }),
  );
  return fields;
}

/** register() option for an optional select: its empty choice means "not answered". */
export const emptyAsUndefined = { setValueAs: (value: unknown) => (value === '' ? undefined : value) } as const;
