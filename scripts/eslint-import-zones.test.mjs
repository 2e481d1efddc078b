import assert from 'node:assert/strict';
import { test } from 'node:test';
import { zoneViolation } from './eslint-import-zones.mjs';

const allowed = [
  ['features/raffle/routes/raffle-route.tsx', 'features/raffle/components/raffle-screen.tsx'],
  ['features/raffle/routes/raffle-route.tsx', 'hooks/use-query.ts'],
  ['console/players/routes/console-players-route.tsx', 'console/shared/console-paths.ts'],
  ['console/players/routes/console-players-route.tsx', 'components/form/text-field.tsx'],
  ['console/shell/console-screens.ts', 'console/players/routes/console-players-route.tsx'],
  ['app/routes.tsx', 'features/raffle/routes/raffle-route.tsx'],
  ['app/routes.tsx', 'console/shell/console-route.tsx'],
  ['hooks/use-query.ts', 'services/app-services.tsx'],
];
const refused = [
  ['features/raffle/routes/raffle-route.tsx', 'features/learn/routes/quiz-view.ts', /no other feature/],
  ['console/audit/routes/console-audit-route.tsx', 'console/exports/components/console-exports.tsx', /no other area/],
  ['console/players/routes/console-players-route.tsx', 'console/shell/console-screens.ts', /upward into console\/shell/],
  ['features/auth/routes/login-route.tsx', 'app/providers.tsx', /upward into app/],
  ['hooks/use-query.ts', 'app/providers.tsx', /upward into app/],
  ['components/header/app-header.tsx', 'features/raffle/components/raffle-screen.tsx', /shared by every screen/],
  ['console/shared/console-services.tsx', 'console/players/components/console-players.tsx', /no console area/],
  ['features/raffle/routes/raffle-route.tsx', 'console/shared/console-paths.ts', /nothing of the console/],
  ['console/raffle/routes/console-raffle-route.tsx', 'features/raffle/routes/raffle-view.ts', /no player feature/],
];

test('imports inside their zones pass', () => {
  for (const [from, to] of allowed) assert.equal(zoneViolation(from, to), null, `${from} -> ${to}`);
});

test('imports across zones are refused with the reason', () => {
  for (const [from, to, why] of refused) assert.match(zoneViolation(from, to) ?? '', why, `${from} -> ${to}`);
});
