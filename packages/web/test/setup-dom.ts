import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for something to happen, not for it to happen fast: a screen loaded lazily is
// transformed on its first import, which took over Testing Library's default 1 s on a loaded two-core machine
// (console-route.test.tsx failed so). They resolve as soon as the page shows what they wait for; a test that
// checks for speed uses fake timers, never this bound.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.title = '';
  document.body.innerHTML = '';
});
