import { messages } from '@dubloon-quest/core';
import type { ReactNode } from 'react';
import type { Loadable } from '@dubloon-quest/core';

export interface LoadStateProps<T> {
  value: Loadable<T>;
  children: (data: T) => ReactNode;
  /** Offered next to a failure message when the owner can load again. */
  onRetry?: (() => void) | undefined;
}

/** Renders loaded data, a loading line, or the failure message with a retry. */
export function LoadState<T>({ value, children, onRetry }: LoadStateProps<T>) {
  if (value.status === 'ready') return <>{children(value.data)}</>;
  if (value.status === 'loading')
    return (
      <p role="status" className="muted">
        {messages.ui.common.loading}
      </p>
    );
  return (
    <div className="notice notice--error stack">
      <p role="alert">{value.message}</p>
      {onRetry ? (
        <div>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {messages.ui.common.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
