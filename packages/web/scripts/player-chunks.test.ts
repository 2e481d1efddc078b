import { describe, expect, it } from 'vitest';
import { isCommonModule, isGameModule, isPlayerTextModule, isPublicModule } from './player-chunks.js';

const groups = { isGameModule, isPublicModule, isCommonModule, isPlayerTextModule };
const matching = (id: string): string[] =>
  Object.entries(groups)
    .filter(([, test]) => test(id))
    .map(([name]) => name);

describe("the player's chunks", () => {
  it('puts the logged-in screens, the game logic, its machines and xstate in the game chunk', () => {
    for (const id of [
      '/repo/packages/web/src/features/profile/routes/profile-route.tsx',
      '/repo/packages/web/src/features/treasure-map/components/treasure-map-screen.tsx',
      '/repo/packages/web/src/features/game-closed/routes/game-closed-route.tsx',
      '/repo/packages/web/src/app/game-services.ts',
      '/repo/packages/web/src/components/shell/game-bindings.tsx',
      '/repo/packages/core/src/game-logic.ts',
      '/repo/packages/core/src/machines/raffle.machine.ts',
      '/repo/node_modules/xstate/dist/xstate.esm.js',
      'C:\\repo\\packages\\core\\src\\machines\\quiz.selectors.ts',
    ])
      expect(matching(id), id).toEqual(['isGameModule']);
  });

  it('keeps out of the game chunk what the logged-out pages, the draw check page and the console load', () => {
    for (const id of [
      '/repo/packages/web/src/features/auth/routes/register-route.tsx',
      '/repo/packages/web/src/features/raffle-verify/routes/raffle-verify-route.tsx',
      '/repo/packages/web/src/console/shell/console-route.tsx',
      '/repo/packages/core/src/machines/error-notification.ts',
      '/repo/packages/core/src/messages/catalogue.ts',
    ])
      expect(isGameModule(id), id).toBe(false);
  });

  it('shares the API, the forms and the validators in the public chunk, the draw check page apart', () => {
    for (const id of [
      '/repo/packages/web/src/lib/api.ts',
      '/repo/packages/adapters/src/http/http-game-api.ts',
      '/repo/node_modules/ky/distribution/core/Ky.js',
      '/repo/packages/web/src/components/form/select-field.tsx',
      '/repo/packages/core/src/rules/validation/form-validators.ts',
      '/repo/packages/core/src/requests/request-policy.ts',
    ])
      expect(matching(id), id).toEqual(['isPublicModule']);
    expect(isPublicModule('/repo/packages/adapters/src/http/public-draw-api.ts')).toBe(false);
  });

  it("gives the draw check page's shared modules and the French reader's extra English texts small chunks of their own", () => {
    for (const id of [
      '/repo/packages/adapters/src/http/failures.ts',
      '/repo/node_modules/ky/distribution/errors/HTTPError.js',
      '/repo/packages/web/src/components/feedback/load-state.tsx',
      '/repo/packages/core/src/machines/error-notification.ts',
      '/repo/packages/core/src/messages/date-time.ts',
    ])
      expect(matching(id), id).toEqual(['isCommonModule']);
    for (const id of [
      '/repo/packages/core/src/messages/fairness-ui/raffle-chance.ts',
      '/repo/packages/core/src/messages/fairness-ui/results-draw.ts',
    ])
      expect(matching(id), id).toEqual(['isPlayerTextModule']);
  });
});
