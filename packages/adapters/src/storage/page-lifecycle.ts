import type { Unsubscribe } from '@dubloon-quest/core';

/** Tells when the page is being hidden or left: the last moment to save anything. */
export interface PageLifecycle {
  onHide(listener: () => void): Unsubscribe;
}

/** The parts of `window` and `document` the browser lifecycle listens on. */
export interface PageLifecycleTargets {
  readonly window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
}

/**
 * The browser's page lifecycle: `visibilitychange` to hidden (tab switched, app backgrounded, screen locked;
 * on mobile often the last event a page gets) and `pagehide` (navigation away, tab closed, page put in the
 * back-forward cache). `beforeunload` and `unload` are not used: they are unreliable on mobile and `unload`
 * disables the back-forward cache.
 */
export function browserPageLifecycle(targets: PageLifecycleTargets): PageLifecycle {
  return {
    onHide(listener) {
      const onVisibilityChange = () => {
        if (targets.document.visibilityState === 'hidden') listener();
      };
      targets.document.addEventListener('visibilitychange', onVisibilityChange);
      targets.window.addEventListener('pagehide', listener);
      return () => {
        targets.document.removeEventListener('visibilitychange', onVisibilityChange);
        targets.window.removeEventListener('pagehide', listener);
      };
    },
  };
}

/** The lifecycle of the page this runs in, or null outside a browser (tests, server rendering). */
export function currentPageLifecycle(): PageLifecycle | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return browserPageLifecycle({ window, document });
}
