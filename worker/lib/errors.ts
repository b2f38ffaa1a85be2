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

/**
 * A message as the SPA's catalogues hold it (decision 022): its id, the English text with `{values}`
 * in it (marked for Lingui's extractor where it is written), and the values. A page shows it in its
 * own language; `message` and `fields` carry the same in English for any other client.
 */
export interface Said {
  id: string;
  values: Record<string, string | number>;
}

/** `text` with each `{name}` replaced by its value. */
export const filled = (text: string, values: Said['values']): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** The messages of `fields` that have values, by field: what a page translates them from. */
    saidFields?: Record<string, Said>;
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
  readonly saidFields?: Record<string, Said>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; version?: number; saidFields?: Record<string, Said> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.version = options.version;
    this.saidFields = options.saidFields;
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }

  /**
   * A 400 that names the offending field, as the form and the search page show it. With `values`,
   * `message` is the catalogue's id (`{name}` where each goes): sent filled in, and as said.
   */
  static invalidField(field: string, message: string, values?: Said['values']): ApiError {
    if (!values) return new ApiError('invalid_request', message, { fields: { [field]: message } });
    const text = filled(message, values);
    return new ApiError('invalid_request', text, { fields: { [field]: text }, saidFields: { [field]: { id: message, values } } });
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
      ...(error.saidFields ? { saidFields: error.saidFields } : {}),
      ...(error.version === undefined ? {} : { version: error.version }),
      requestId,
    },
  };
}
