import type { ReactNode } from 'react';
import { errorMessage } from '#web/lib/api-client';

/** What these blocks read of a TanStack query (a list, an infinite list, one record). */
type Read<T> = { status: 'pending' | 'error' | 'success'; data: T | undefined; error: unknown };

/** When the read failed: `title` (the required text where docs/requirements.md names one), then the server's message. */
export function QueryError({ query, title }: { query: Pick<Read<unknown>, 'status' | 'error'>; title: string }) {
  if (query.status !== 'error') return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h2 className="font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-900">{errorMessage(query.error)}</p>
    </div>
  );
}

type Empty = {
  /** The required text where docs/requirements.md names one ('No development updates found.'). */
  text: string;
  /** A heading rather than a line of text (the analytics screen's 'No Analytics Data'). */
  heading?: boolean;
  /** A line under the text. */
  detail?: string;
  /** A way out of the empty state (Create First Development Update). */
  action?: ReactNode;
};

function EmptyBlock({ text, heading, detail, action }: Empty) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
      {heading ? <h2 className="text-lg font-semibold text-gray-900">{text}</h2> : <p className="text-gray-800">{text}</p>}
      {detail && <p className="mt-1 text-sm text-gray-700">{detail}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/**
 * The one loading, error and empty block of the staff screens. While the read runs it says
 * `loading`; when it fails, `error` and the server's message; when it succeeds with nothing in
 * it (an empty list, unless `isEmpty` says otherwise), `empty` if given. Then `children` gets the
 * data. The texts are passed in: each screen's own, and the required ones where docs/requirements.md names them.
 */
export function DataState<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: Read<T>;
  loading: string;
  error: string;
  empty?: Empty | false;
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
}) {
  if (query.status === 'pending')
    return (
      <p role="status" className="text-gray-700">
        {loading}
      </p>
    );
  if (query.status === 'error') return <QueryError query={query} title={error} />;
  const data = query.data as T;
  if (empty && isEmpty(data)) return <EmptyBlock {...empty} />;
  return children?.(data) ?? null;
}
