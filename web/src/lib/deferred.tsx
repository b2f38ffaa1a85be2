import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import { asApiError, type ApiRequestError } from './api-error';

interface DeferredProps<T> {
  /** A promise a loader returned without awaiting: the section it feeds is optional to the page. */
  data: Promise<T>;
  /** Shown (and read out) while it loads. */
  fallback: ReactNode;
  /** Shown when it failed; nothing by default, since the page works without the section. */
  failed?: (error: ApiRequestError) => ReactNode;
  children: (value: T) => ReactNode;
}

/** A section of a page that shows once its data arrives, while the rest of the page is already there. */
export function Deferred<T>({ data, fallback, failed, children }: DeferredProps<T>) {
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
