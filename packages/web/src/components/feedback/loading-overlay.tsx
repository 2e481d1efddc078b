import { messages } from '@dubloon-quest/core';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  visible: boolean;
  /** True once the load has run 29 s (core's loading machine, spec 4). */
  takingLonger: boolean;
}

/** Covers the page while something the page needs is loading. The status region stays mounted so it is announced. */
export function LoadingOverlay({ visible, takingLonger }: LoadingOverlayProps) {
  return (
    <div className={visible ? 'loading-overlay loading-overlay--visible' : 'loading-overlay'} role="status">
      {visible ? (
        <div className="loading-overlay__box">
          <span className="loading-overlay__spinner" aria-hidden="true" />
          <p>{messages.ui.common.loading}</p>
          {takingLonger ? <p>{messages.loading.takingLonger}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
