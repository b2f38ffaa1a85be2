// The one error shape every /api response uses, and the closed set of codes it may carry.

const ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A decision named a version of a record that is no longer its current one (issue 22). */
  version_changed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  storage_unavailable: 503,
} as const;

type ErrorCode = keyof typeof ERROR_STATUS;
/** Every code an error may carry (the OpenAPI document lists them). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** With `version_changed`: the record's version now, for the page to show before deciding again. */
    version?: number;
    requestId: string;
  };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly version?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; version?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.version = options.version;
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }

  /** A 400 that names the offending field, as the form and the search page show it. */
  static invalidField(field: string, message: string): ApiError {
    return new ApiError('invalid_request', message, { fields: { [field]: message } });
  }

  /** The 409 for a decision on a version of a record other than the one there is now. */
  static versionChanged(message: string, version: number): ApiError {
    return new ApiError('version_changed', message, { version });
  }
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.version === undefined ? {} : { version: error.version }),
      requestId,
    },
  };
}
