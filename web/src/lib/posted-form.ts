import { data, redirect, useActionData } from 'react-router-dom';
import { apiJson, asApiError, toApiRequestError } from './api-error';

// A visitor form sent without script (issue 41, progressive enhancement). The page's own
// `<form method="post">` reaches the Worker, which hands it to the page route's action; the action
// sends the values through the same typed client, API and zod schema the script does, and answers
// with a redirect to the confirmation (Post/Redirect/Get: a reload there sends nothing), or with
// the page again holding every value as typed and each error beside its field (`PostedForm`, which
// the form reads through usePostedForm). With script the form is sent in place (lib/api-form.ts)
// and none of this runs.

/** Which form of the page was sent (a listing's page has two). */
export const FORM_NAME_FIELD = '_form';
/** The one-time key the page was drawn with (components/form-fields/posted-form-fields.tsx). */
export const FORM_KEY_FIELD = '_key';

/**
 * How a field's posted text becomes the JSON the API takes: `text` as typed; `choice` (a select or
 * radio group) left out when unanswered; `checkbox` true when ticked (a browser posts nothing for
 * one left unticked).
 */
export type FieldKind = 'text' | 'choice' | 'checkbox';
export type PostedFields = Record<string, FieldKind>;

export type PostedValues = Record<string, string | boolean>;

/** A form the Worker refused: what was typed, each field's error, and a failure naming no field. */
export interface PostedForm {
  form: string;
  values: PostedValues;
  errors: Record<string, string>;
  failure: string | null;
}

/** The named fields of a posted form, as its JSON request carries them (see FieldKind). */
export function postedValues(body: FormData, fields: PostedFields): PostedValues {
  const values: PostedValues = {};
  for (const [name, kind] of Object.entries(fields)) {
    const posted = body.get(name);
    const text = typeof posted === 'string' ? posted : '';
    if (kind === 'checkbox') values[name] = posted !== null;
    else if (kind === 'text') values[name] = text;
    else if (text !== '') values[name] = text;
  }
  return values;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The request's Idempotency-Key: a hash of the page's one-time key and the values. A second submit
 * of the same form (a double click, the back button and Send again) is the same request, stored once;
 * a page kept by the edge cache carries one key for everyone who is shown it, but two visitors' values
 * are not the same, so neither's request is taken for the other's.
 */
export async function oneTimeKey(formKey: FormDataEntryValue | null, values: PostedValues): Promise<string> {
  if (typeof formKey !== 'string' || !KEY.test(formKey)) return crypto.randomUUID();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${formKey}\n${JSON.stringify(values)}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What an action's send returns: the typed client's answer (its Set-Cookie is passed on). */
interface SentResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  json(): Promise<unknown>;
}

export interface PostedFormHandler {
  fields: PostedFields;
  /** Sends the values through the typed client with the request's Idempotency-Key. */
  send: (values: PostedValues, key: string) => Promise<SentResponse>;
  /** Where the browser goes once it is stored: the confirmation, named by the key (or by what was sent). */
  sentTo: (key: string, result: unknown, values: PostedValues) => string;
  /** Fields never drawn back into the page (a password): the visitor types them again. */
  secret?: readonly string[];
}

/**
 * A page route's action for the forms it holds, by name: the sent form's values go to its handler;
 * stored, a 303 to its confirmation; refused, the page again (with the API's status) holding a
 * PostedForm. A post naming no form of the page is a 400 with nothing stored.
 */
export async function answerPostedForm(request: Request, handlers: Record<string, PostedFormHandler>): Promise<Response | ReturnType<typeof data<PostedForm>>> {
  // A body that says it is a form and is not one (a broken multipart) is the sender's fault: a 400.
  const body = await request.formData().catch(() => {
    throw data('This form could not be read.', { status: 400 });
  });
  const name = body.get(FORM_NAME_FIELD);
  const handler = typeof name === 'string' && Object.hasOwn(handlers, name) ? handlers[name]! : null;
  if (!handler) throw data('This page has no such form.', { status: 400 });
  const values = postedValues(body, handler.fields);
  const key = await oneTimeKey(body.get(FORM_KEY_FIELD), values);
  const response = await handler.send(values, key).catch(() => null);
  if (response?.ok) {
    const result: unknown = response.status === 204 ? undefined : await response.json();
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return redirect(handler.sentTo(key, result, values), { status: 303, headers });
  }
  const error = response ? await toApiRequestError(response) : asApiError(null);
  const errors = error.status === 400 ? { ...error.fields } : {};
  const named = Object.keys(errors).some((field) => Object.hasOwn(handler.fields, field));
  // Our failure (no answer, a 5xx) is the page's 503: nothing was stored, everything typed is kept.
  const status = error.status >= 400 && error.status < 500 ? error.status : 503;
  const shown = Object.fromEntries(Object.entries(values).filter(([field]) => !handler.secret?.includes(field)));
  return data({ form: name as string, values: shown, errors, failure: named ? null : error.message }, { status });
}

/** The query parameter naming the request a page shows the confirmation of (a listing's report: `reported`). */
export const SENT_PARAM = 'sent';

/** A handler's `sentTo`: the page itself, as the confirmation of the request sent with the key. */
export const confirmationAt =
  (url: URL, param = SENT_PARAM) =>
  (key: string): string =>
    `${url.pathname}?${param}=${encodeURIComponent(key)}`;

/**
 * The answer of a receipt endpoint, or null when it knows no such request (its 404, or a 400 for a
 * malformed address: no request was sent with it). Other failures throw, as apiJson does.
 */
export async function receiptOf<Body>(response: ClientAnswer<Body>): Promise<Body | null> {
  // The routes answer these by throwing, which the typed client's status does not show.
  if ([400, 404].includes(response.status as number)) return null;
  return apiJson(Promise.resolve(response));
}

interface ClientAnswer<Body> {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<Body>;
}

/** The refused submission of the form `name`, when the page is the answer to one; else null. */
export function usePostedForm(name: string): PostedForm | null {
  const posted = useActionData() as PostedForm | undefined;
  return posted?.form === name ? posted : null;
}
