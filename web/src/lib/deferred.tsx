import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import { ApiRequestError, asApiError } from './api-error';

/** The key of a deferred section that failed on the server (app/hydration.ts writes it). */
export const DEFERRED_FAILED = '__deferredFailed';

/** What the server embeds instead of a deferred value that failed: the error, as plain data. */
export interface DeferredFailure {
  [DEFERRED_FAILED]: { message: string; status: number; code?: string | null; fields?: Record<string, string> };
}

function failureOf(value: unknown): ApiRequestError | null {
  if (typeof value !== 'object' || value === null || !(DEFERRED_FAILED in value)) return null;
  const { message, status, code, fields } = (value as DeferredFailure)[DEFERRED_FAILED];
  return new ApiRequestError(message, status, code ?? null, fields ?? {});
}

interface DeferredProps<T> {
  /**
   * A promise a loader returned without awaiting: the section it feeds is optional to the page. On
   * a page the Worker rendered it arrives settled (the value, or a DeferredFailure).
   */
  data: Promise<T> | T;
  /** Shown (and read out) while it loads. */
  fallback: ReactNode;
  /** Shown when it failed; nothing by default, since the page works without the section. */
  failed?: (error: ApiRequestError) => ReactNode;
  children: (value: T) => ReactNode;
}

/** A section of a page that shows once its data arrives, while the rest of the page is already there. */
export function Deferred<T>({ data, fallback, failed, children }: DeferredProps<T>) {
  const failure = failureOf(data);
  if (failure) return failed ? failed(failure) : null;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={data} errorElement={<Failed render={failed} />}>
        {children}
      </Await>
    </Suspense>
  );
}

function Failed({ render }: { render?: (error: ApiRequestError) => ReactNode }) {
  const error = useAsyncError();
  return render ? render(asApiError(error)) : null;
}
