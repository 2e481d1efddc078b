import { describe, expect, expectTypeOf, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import type { LoginRequest, LoginResponse } from './auth.schema.js';
import type { Chest } from './chest.schema.js';
import {
  endpointNames,
  endpoints,
  endpointUrl,
  type EndpointArgs,
  type EndpointName,
  type EndpointRequest,
  type EndpointResponse,
} from './endpoints.js';
import { GAME_NOT_STARTED } from './timestamps.schema.js';

describe('the endpoint table', () => {
  it('names every call of spec section 7, registration, the chest answer check and logout', () => {
    expect(endpointNames).toEqual([
      'login',
      'register',
      'sendVerification',
      'verifyEmail',
      'requestPasswordReset',
      'resetPassword',
      'createFirstOrganizer',
      'changePassword',
      'updateProfile',
      'setLanguage',
      'getReferrals',
      'logout',
      'getRaffleItems',
      'submitStakes',
      'getRaffleDraw',
      'getPastEvent',
      'getCoinTotal',
      'getCoinHistory',
      'getChests',
      'answerChestQuestion',
      'submitChest',
      'getBusinesses',
      'submitChallenge',
      'updateMeetup',
      'getResults',
      'getCountries',
      'getRegions',
    ]);
  });

  it('gives each call its own method and path', () => {
    const routes = endpointNames.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('POST /game/raffle/items');
    expect(routes).toContain('GET /game/raffle/items');
    expect(routes).toContain('POST /location/regions');
  });

  it('sends a body with POST and PATCH only, logout being the one POST without one', () => {
    for (const name of endpointNames) {
      const { method, request } = endpoints[name];
      expect({ name, hasBody: request !== null }).toEqual({
        name,
        hasBody: method !== 'GET' && name !== 'logout',
      });
    }
  });

  it('makes logout a signed-in POST, so it needs the anti-forgery token too', () => {
    expect(endpoints.logout).toMatchObject({
      method: 'POST',
      path: '/auth/logout',
      request: null,
      auth: true,
      feature: null,
      playerOnly: false,
    });
    expectTypeOf<EndpointArgs<'logout'>>().toEqualTypeOf<[]>();
    expectTypeOf<EndpointResponse<'logout'>>().toEqualTypeOf<{ message: string }>();
  });

  it('asks for a login on every period-gated or player-only call', () => {
    for (const name of endpointNames) {
      const { auth, feature, playerOnly } = endpoints[name];
      if (feature !== null || playerOnly) expect({ name, auth }).toEqual({ name, auth: true });
    }
  });

  it('leaves open exactly the calls made before login, and the raffle draw anyone may check', () => {
    const open = endpointNames.filter((name) => !endpoints[name].auth);
    expect(open).toEqual([
      'login',
      'register',
      'sendVerification',
      'verifyEmail',
      'requestPasswordReset',
      'resetPassword',
      'createFirstOrganizer',
      'getRaffleDraw',
      'getPastEvent',
      'getCountries',
      'getRegions',
    ]);
  });

  it('builds full paths under /api/v2', () => {
    expect(endpointUrl('login')).toBe('/api/v2/auth/login');
    expect(endpointUrl('getChests')).toBe('/api/v2/game/chests');
  });

  it('derives request and response types per call', () => {
    expectTypeOf<EndpointRequest<'login'>>().toEqualTypeOf<LoginRequest>();
    expectTypeOf<EndpointResponse<'login'>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<EndpointRequest<'getChests'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResponse<'getChests'>>().toEqualTypeOf<Chest[]>();
    expectTypeOf<EndpointArgs<'getChests'>>().toEqualTypeOf<[]>();
    expectTypeOf<EndpointArgs<'login'>>().toEqualTypeOf<[request: LoginRequest]>();
    expectTypeOf<EndpointName>().toExtend<string>();
  });
});

describe('wire constants', () => {
  it('keeps the not-started text equal to the catalogue text', () => {
    expect(GAME_NOT_STARTED).toBe(messages.session.gameNotStarted);
  });
});
