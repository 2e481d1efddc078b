import { endpoints, type EndpointName, type EndpointRequest, type EndpointResponse } from '../contract/endpoints.js';
import { requestJson } from '../contract/parse.js';
import type { ApiResult, GameApi, LoginResult, SessionTokens, SessionTokenSource } from '../ports/game-api.port.js';
import { FakeGameServer } from './fake-game-server.js';

/** One call the fake received, in order. */
export interface FakeApiCall {
  readonly name: EndpointName;
  readonly request: unknown;
}

const OK = { status: 200 } as const;

/**
 * A `GameApi` over an in-memory {@link FakeGameServer}. It sends the tokens of its token source; without one
 * it keeps the tokens of its last login itself (`useTokens` changes them). Tests can make the next call of
 * a name fail (`failNext`) or never answer (`hangNext`) and read the calls made (`calls`). Answers resolve
 * asynchronously, like a network.
 */
export class FakeGameApi implements GameApi {
  readonly server: FakeGameServer;
  /** Every call made, oldest first. */
  readonly calls: FakeApiCall[] = [];
  private ownTokens: SessionTokens | null = null;
  private readonly tokenSource: SessionTokenSource;
  private readonly failures = new Map<EndpointName, unknown[]>();
  private readonly hangs = new Map<EndpointName, number>();

  constructor(server: FakeGameServer = new FakeGameServer(), tokenSource?: SessionTokenSource) {
    this.server = server;
    this.tokenSource = tokenSource ?? (() => this.ownTokens);
  }

  /** Sets the tokens sent when no token source was given (null: logged out). */
  useTokens(tokens: SessionTokens | null): void {
    this.ownTokens = tokens;
  }

  /** The next call of `name` rejects with `error` (e.g. a `GameApiError` of kind `network`) instead. */
  failNext(name: EndpointName, error: unknown): void {
    this.failures.set(name, [...(this.failures.get(name) ?? []), error]);
  }

  /** The next call of `name` is recorded but never answered, as with a dead server (it does not reach the game). */
  hangNext(name: EndpointName): void {
    this.hangs.set(name, (this.hangs.get(name) ?? 0) + 1);
  }

  async login(request: EndpointRequest<'login'>): Promise<LoginResult> {
    await this.enter('login', request);
    const { data, tokens } = this.server.login(requestJson(endpoints.login.request, request));
    this.ownTokens = tokens;
    return { data, meta: OK, tokens };
  }

  register = (request: EndpointRequest<'register'>) => this.call('register', request);
  sendVerification = (request: EndpointRequest<'sendVerification'>) => this.call('sendVerification', request);
  verifyEmail = (request: EndpointRequest<'verifyEmail'>) => this.call('verifyEmail', request);
  requestPasswordReset = (request: EndpointRequest<'requestPasswordReset'>) => this.call('requestPasswordReset', request);
  resetPassword = (request: EndpointRequest<'resetPassword'>) => this.call('resetPassword', request);
  createFirstOrganizer = (request: EndpointRequest<'createFirstOrganizer'>) => this.call('createFirstOrganizer', request);
  changePassword = (request: EndpointRequest<'changePassword'>) => this.call('changePassword', request);
  updateProfile = (request: EndpointRequest<'updateProfile'>) => this.call('updateProfile', request);
  setLanguage = (request: EndpointRequest<'setLanguage'>) => this.call('setLanguage', request);
  getReferrals = () => this.call('getReferrals', undefined);
  logout = () => this.call('logout', undefined);
  getRaffleItems = () => this.call('getRaffleItems', undefined);
  submitStakes = (request: EndpointRequest<'submitStakes'>) => this.call('submitStakes', request);
  getRaffleDraw = () => this.call('getRaffleDraw', undefined);
  getPastEvent = () => this.call('getPastEvent', undefined);
  getCoinTotal = () => this.call('getCoinTotal', undefined);
  getCoinHistory = () => this.call('getCoinHistory', undefined);
  getChests = () => this.call('getChests', undefined);
  answerChestQuestion = (request: EndpointRequest<'answerChestQuestion'>) => this.call('answerChestQuestion', request);
  submitChest = (request: EndpointRequest<'submitChest'>) => this.call('submitChest', request);
  getBusinesses = () => this.call('getBusinesses', undefined);
  submitChallenge = (request: EndpointRequest<'submitChallenge'>) => this.call('submitChallenge', request);
  updateMeetup = (request: EndpointRequest<'updateMeetup'>) => this.call('updateMeetup', request);
  getResults = () => this.call('getResults', undefined);
  getCountries = () => this.call('getCountries', undefined);
  getRegions = (request: EndpointRequest<'getRegions'>) => this.call('getRegions', request);

  private async call<Name extends Exclude<EndpointName, 'login'>>(name: Name, request: unknown): Promise<ApiResult<EndpointResponse<Name>>> {
    await this.enter(name, request);
    return { data: this.server.call(name, requestJson(endpoints[name].request, request), this.tokenSource()), meta: OK };
  }

  /** Records the call, lets the caller's code run on as it would while a request travels, and fails or hangs if told. */
  private async enter(name: EndpointName, request: unknown): Promise<void> {
    this.calls.push({ name, request });
    await Promise.resolve();
    const hangs = this.hangs.get(name) ?? 0;
    if (hangs > 0) {
      this.hangs.set(name, hangs - 1);
      await new Promise<never>(() => {});
    }
    const failures = this.failures.get(name);
    if (failures && failures.length > 0) throw failures.shift();
  }
}
