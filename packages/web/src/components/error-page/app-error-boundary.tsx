import { messages } from '@dubloon-quest/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** When this changes (the location), a shown error is cleared so that navigating away recovers. */
  resetKey: string;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  hasError: boolean;
  resetKey: string;
}

/**
 * The router's own error screen (spec 2): any render error or failed screen download below it shows
 * "Unexpected Application Error!" instead of a blank page. Declarative routing has no `errorElement`,
 * so this boundary plays that part.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <section className="page panel panel--narrow" aria-labelledby="router-error-title">
        <h1 id="router-error-title">{messages.errorPages.routerError}</h1>
        <div>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {messages.ui.errorPages.reload}
          </button>
        </div>
      </section>
    );
  }
}
