/**
 * One record read for a page (a user, a site, a build): the page's content once it is there,
 * the failure with Try again (a record that does not exist says so, with nothing to try
 * again), or "Loading …". Offline it shows nothing of its own: the page's NeedsConnection
 * notice says why.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { useOnline } from '@/offline/connection';
import { LoadError } from './load-error';
import './query-record.css';

export interface QueryRecordProps<T> {
  query: UseQueryResult<T>;
  /** The record, as a sentence names it: "user" gives "The user could not be loaded" and "Loading user…". */
  what: string;
  children: (data: T) => ReactNode;
}

export function QueryRecord<T>({ query, what, children }: QueryRecordProps<T>) {
  const online = useOnline();
  if (query.data !== undefined) return children(query.data);
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <p role="alert" className="lc-record-missing">
        The {what} could not be found. Check the address, or choose it from the list.
      </p>
    );
  }
  if (query.isError) return <LoadError what={`The ${what}`} error={query.error} onRetry={() => void query.refetch()} />;
  return online ? <p className="lc-record-loading">Loading {what}…</p> : null;
}
