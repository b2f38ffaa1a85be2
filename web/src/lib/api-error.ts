import type { ErrorBody, Said } from '../../../worker/lib/errors';

/**
 * A failed API call: the message of the Worker's error body, or 'API call failed: {status}
 * {statusText}' (product spec §8) when the response carries no error body.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** Field name → message, for errors the page shows beside an input. */
  readonly fields: Readonly<Record<string, string>>;
  /** The field messages that have values, as the catalogues hold them (a page says them in its language). */
  readonly saidFields: Readonly<Record<string, Said>>;

  constructor(message: string, status: number, code: string | null = null, fields: Record<string, string> = {}, saidFields: Record<string, Said> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.saidFields = saidFields;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** Builds the error for a non-OK response (the typed client only describes the 200 body). */
export async function toApiRequestError(response: {
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    return new ApiRequestError(body.error.message, response.status, body.error.code, body.error.fields ?? {}, body.error.saidFields ?? {});
  }
  return new ApiRequestError(`API call failed: ${response.status} ${response.statusText}`, response.status);
}

/** True for the AbortError a superseded request rejects with. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Said when a request got no answer at all (offline, DNS, a dropped connection). */
// Marked for Lingui's extractor: the page says it in its language (`useT().maybe`).
export const NO_ANSWER = /*i18n*/ 'We could not reach our server. Please check your internet connection.';

/** Any thrown value as an ApiRequestError; status 0 means the request never got an answer. */
export function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(NO_ANSWER, 0);
}

interface ApiResponse<Body> {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<Body>;
}

/**
 * The JSON of a 2xx answer from the typed client, or an ApiRequestError: the Worker's own message
 * and fields, or status 0 when no answer came. An abort (a superseded loader) is passed on as is.
 */
export async function apiJson<Body>(request: Promise<ApiResponse<Body>>): Promise<Body> {
  let response: ApiResponse<Body>;
  try {
    response = await request;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw asApiError(error);
  }
  if (!response.ok) throw await toApiRequestError(response);
  // 204: done, and nothing to say (sign-out, a new password).
  if (response.status === 204) return undefined as Body;
  return response.json();
}
