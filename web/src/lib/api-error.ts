import type { ErrorBody } from '../../../worker/lib/errors';

/**
 * A failed API call: the message of the Worker's error body, or 'API call failed: {status}
 * {statusText}' (product spec §8) when the response carries no error body.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** Field name → message, for errors the page shows beside an input. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, status: number, code: string | null = null, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
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
    return new ApiRequestError(body.error.message, response.status, body.error.code, body.error.fields ?? {});
  }
  return new ApiRequestError(`API call failed: ${response.status} ${response.statusText}`, response.status);
}

/** True for the AbortError a superseded request rejects with. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
