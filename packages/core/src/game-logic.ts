import { createActor, toPromise } from 'xstate';
import type { Actor, ActorOptions, AnyActorLogic, AnyActorRef } from 'xstate';
import { endpointNames, type EndpointName } from './contract/endpoints.js';
import type { Clock } from './ports/clock.port.js';
import { requestFailure } from './requests/request-policy.js';
import type { GameApi, SessionTokens } from './ports/game-api.port.js';
import { isGameApiError } from './ports/game-api.port.js';
import { PAST_EVENT_CODE } from './contract/past-event.schema.js';
import type { QuizJudge } from './ports/quiz-judge.port.js';
import type { Realtime } from './ports/realtime.port.js';
import type { PersistedStateStore } from './ports/storage.port.js';
import { LocalQuizJudge } from './quiz-judge/local-quiz-judge.js';
import { isConsoleRole } from './rules/access/console-access.js';
import { PATHS } from './rules/access/routes.js';
import { createBusinessesMachine } from './machines/businesses.machine.js';
import type { BusinessesMachine } from './machines/businesses.machine.js';
import { persistedBusinesses } from './machines/businesses.selectors.js';
import { createChallengeMachine } from './machines/challenge.machine.js';
import type { ChallengeMachine } from './machines/challenge.machine.js';
import { loadingMachine } from './machines/loading.machine.js';
import type { LoadingMachine } from './machines/loading.machine.js';
import { createMeetupMachine } from './machines/meetup.machine.js';
import type { MeetupMachine } from './machines/meetup.machine.js';
import type { RandomSource } from './machines/notification-id.js';
import { createNotificationsMachine } from './machines/notifications.machine.js';
import type { NotificationsMachine, NotifyEmitted } from './machines/notifications.machine.js';
import { createPeriodMachine } from './machines/period.machine.js';
import type { PeriodMachine } from './machines/period.machine.js';
import { persistedGameConfig } from './machines/period.selectors.js';
import { fromPersistedState, toPersistedState } from './machines/persisted-state.js';
import type { PersistedClientState, PersistedSlices } from './machines/persisted-state.js';
import { createQuizMachine } from './machines/quiz.machine.js';
import type { QuizMachine } from './machines/quiz.machine.js';
import { persistedQuiz } from './machines/quiz.selectors.js';
import { coinChangeToRaffleEvent, createRaffleMachine } from './machines/raffle.machine.js';
import type { RaffleMachine } from './machines/raffle.machine.js';
import { persistedRaffle } from './machines/raffle.selectors.js';
import { createRealtimeMachine } from './machines/realtime.machine.js';
import type { RealtimeMachine } from './machines/realtime.machine.js';
import { createRehydrateMachine } from './machines/rehydrate.machine.js';
import { createSessionMachine } from './machines/session.machine.js';
import type { SessionMachine } from './machines/session.machine.js';
import { isLoggedIn, isLoggingOut, persistedSession } from './machines/session.selectors.js';
import { createWinnersMachine } from './machines/winners.machine.js';
import type { WinnersMachine } from './machines/winners.machine.js';
import { persistedWinners } from './machines/winners.selectors.js';
import type { User } from './contract/user.schema.js';

/** What xstate schedules delays on: `setTimeout`/`clearTimeout`, or a `SimulatedClock` in tests. */
export type TimerClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** Everything the game logic reaches the outside through. */
export interface GameLogicPorts {
  readonly api: GameApi;
  readonly realtime: Realtime;
  /** Where the client state is kept between visits (spec section 3). */
  readonly storage: PersistedStateStore<PersistedClientState>;
  /** The time now (periods, cooldowns, expiries). */
  readonly clock: Clock;
  /** Draws the notification ids. */
  readonly random: RandomSource;
  /**
   * Judges chest answers. By default the server does (`POST /game/chests/answer`); pass a `LocalQuizJudge` for a
   * server of the original contract: it is then given the chests as they load.
   */
  readonly quizJudge?: QuizJudge;
  /** Schedules the machines' delays; the host's timers by default, a `SimulatedClock` in tests. */
  readonly timers?: TimerClock;
  /** Shows a route (after login, and /error-401 or /error-403 when a call is refused). */
  readonly navigate?: (to: string) => void;
}

/** The game's actors: the views read their snapshots (with the selectors) and send them events. */
export interface GameActors {
  readonly session: Actor<SessionMachine>;
  readonly period: Actor<PeriodMachine>;
  readonly raffle: Actor<RaffleMachine>;
  readonly quiz: Actor<QuizMachine>;
  readonly businesses: Actor<BusinessesMachine>;
  readonly winners: Actor<WinnersMachine>;
  readonly meetup: Actor<MeetupMachine>;
  readonly challenge: Actor<ChallengeMachine>;
  readonly notifications: Actor<NotificationsMachine>;
  readonly loading: Actor<LoadingMachine>;
  readonly realtime: Actor<RealtimeMachine>;
}

/** The running game logic. */
export interface GameLogic extends GameActors {
  /** The session's tokens, for the HTTP adapter's token source (null when logged out). */
  tokens(): SessionTokens | null;
  /** Stops every actor and subscription (the page goes away). */
  stop(): void;
}

/** The server's judge: each answer is asked of `POST /game/chests/answer`. */
function serverQuizJudge(api: GameApi): QuizJudge {
  return { judge: async (answer) => (await api.answerChestQuestion(answer)).data };
}

/**
 * The calls whose 401 or 403 shows no error page: login (where 401 means wrong credentials), logout (the
 * session ends anyway, so an error page would only say it again) and a past event's page (its 401 is about the
 * past-event cookie, not the session).
 */
const NO_AUTH_REDIRECT: ReadonlySet<EndpointName> = new Set<EndpointName>(['login', 'logout', 'getPastEvent']);

/**
 * The API as the machines use it: a 401 or 403 answer to any call but login and logout is handed to `refused`
 * with the error page the request policy names (`requestFailure`, docs/decisions/0133-one-request-layer.md:
 * /error-401 or /error-403, spec sections 6 and 8) before the error reaches the caller, which keeps its state.
 * The player pages show the 403 page for any refused call (spec 8), so every call is asked as a `load`.
 */
function withAuthRefusals(api: GameApi, refused: (page: string) => void, pastEvent: () => void): GameApi {
  const guarded: Record<string, unknown> = {};
  for (const name of endpointNames) {
    const call = api[name].bind(api) as (...args: unknown[]) => Promise<unknown>;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        // The account of an archived event: its page for past players (decision 0180).
        if (name === 'login' && isGameApiError(error) && error.code === PAST_EVENT_CODE) pastEvent();
        if (!NO_AUTH_REDIRECT.has(name)) {
          const failure = requestFailure(error, 'load');
          if ('route' in failure) refused(failure.route);
        }
        throw error;
      }
    };
  }
  return guarded as unknown as GameApi;
}

/** Which loading-overlay source each busy actor is. */
const BUSY_SOURCES = ['session', 'raffle', 'quiz', 'businesses', 'winners', 'meetup', 'challenge'] as const;

/** Whether two persisted states hold the same values, slice field by slice field (cheap: by reference). */
function sameSlices(a: PersistedSlices | null, b: PersistedSlices): boolean {
  if (a === null) return false;
  return (Object.keys(b) as (keyof PersistedSlices)[]).every((slice) => {
    const left = a[slice] as unknown as Record<string, unknown>;
    const right = b[slice] as unknown as Record<string, unknown>;
    return Object.keys(right).every((field) => left[field] === right[field]);
  });
}

/**
 * Creates the game logic every UI shares (docs/decisions/0020-game-logic-composition.md): one actor per
 * machine, each provided with implementations backed by `ports`, wired to one another by the events they
 * emit. The saved client state is read first (at most 5 s) and each machine continues from its slice; a
 * restored session reconnects the realtime socket. From then on every change of a persisted slice is saved,
 * and logout clears what was saved.
 */
export async function createGameLogic(ports: GameLogicPorts): Promise<GameLogic> {
  const timing = ports.timers === undefined ? {} : { clock: ports.timers };
  const saved = await toPromise(
    createActor(createRehydrateMachine({ storage: ports.storage }), timing).start(),
  );
  return startGameLogic(ports, saved === null ? null : fromPersistedState(saved));
}

function startGameLogic(ports: GameLogicPorts, restored: PersistedSlices | null): GameLogic {
  const timing = ports.timers === undefined ? {} : { clock: ports.timers };
  // One cause, one message: once the server has refused the session (a 401 or 403, or `session_ended` on the
  // socket), the session alone tells the user why; the failures of calls still in flight say nothing more, and
  // only the first refusal shows its error page. Cleared by the next login.
  let sessionRefused = false;
  // While several slices change for one cause (a login), their saves wait, and the whole is saved once after.
  let savesHeld = false;
  const holdSaves = (change: () => void) => {
    savesHeld = true;
    try {
      change();
    } finally {
      savesHeld = false;
    }
    persist();
  };
  const { navigate } = ports;
  const api =
    navigate === undefined
      ? ports.api
      : withAuthRefusals(
          ports.api,
          (page) => {
            if (sessionRefused || !isLoggedIn(actors.session.getSnapshot())) return;
            sessionRefused = true;
            navigate(page);
            // The archive ended the session: it ends now, saying so, on the past event's page (not "timed out").
            if (page === PATHS.pastEvent) actors.session.send({ type: 'session.ended', ended: { reason: 'event_archived' } });
            else actors.session.send({ type: 'session.expire' });
          },
          () => navigate(PATHS.pastEvent),
        );
  const judge = ports.quizJudge ?? serverQuizJudge(api);
  const { clock } = ports;

  const actors: GameActors = {
    session: createActor(createSessionMachine({ api }), {
      ...timing,
      input: { restored: restored?.session ?? null },
    }),
    period: createActor(createPeriodMachine({ clock }), {
      ...timing,
      input: { restored: restored?.gameConfig ?? null },
    }),
    raffle: createActor(createRaffleMachine({ api, clock }), {
      ...timing,
      input: { restored: restored?.raffle ?? null },
    }),
    quiz: createActor(createQuizMachine({ api, judge }), {
      ...timing,
      input: { restored: restored?.quiz ?? null },
    }),
    businesses: createActor(createBusinessesMachine({ api, clock }), {
      ...timing,
      input: { restored: restored?.businesses ?? null },
    }),
    winners: createActor(createWinnersMachine({ api }), {
      ...timing,
      input: { restored: restored?.winners ?? null },
    }),
    meetup: createActor(createMeetupMachine({ api }), timing),
    challenge: createActor(createChallengeMachine({ api }), timing),
    notifications: createActor(createNotificationsMachine({ random: ports.random }), timing),
    loading: createActor(loadingMachine, timing),
    realtime: createActor(createRealtimeMachine({ realtime: ports.realtime, api }), timing),
  };
  const {
    session,
    period,
    raffle,
    quiz,
    businesses,
    winners,
    meetup,
    challenge,
    notifications,
    loading,
    realtime,
  } = actors;
  const subscriptions: { unsubscribe(): void }[] = [];
  const track = (subscription: { unsubscribe(): void }) => subscriptions.push(subscription);

  // Every machine's messages become toasts; once the session was refused, only the session's.
  track(
    session.on('notify', (event: NotifyEmitted) =>
      notifications.send({ type: 'notification.add', notification: event.notification }),
    ),
  );
  for (const actor of [
    period,
    raffle,
    quiz,
    businesses,
    winners,
    meetup,
    challenge,
    realtime,
  ] as AnyActorRef[]) {
    track(
      actor.on('notify', (event: NotifyEmitted) => {
        if (!sessionRefused) notifications.send({ type: 'notification.add', notification: event.notification });
      }),
    );
  }

  const syncUser = (user: User | null) => {
    const role = user?.role ?? null;
    raffle.send({ type: 'game.role', role });
    quiz.send({ type: 'quiz.sync', role, chestsSubmitted: user?.chests_submitted ?? {} });
    meetup.send({ type: 'meetup.sync', role, attendMeeting: user?.attend_meeting ?? null });
    challenge.send({ type: 'challenge.sync', role });
    // Organizers and partners are not logged out of the console at a period end (decision 0026).
    period.send({ type: 'period.logoutAtEnd', enabled: !isConsoleRole(role) });
  };

  track(
    session.on('session.loggedIn', ({ user, tokens, coins, timestamps }) => {
      sessionRefused = false;
      // One login, one saved state: each slice's change would otherwise be saved as it comes, the session first
      // without its schedule and coins, and a page opened from that save (a second tab, the next visit before
      // the next write) would find a session with no period and be sent to /profile (issue 26).
      holdSaves(() => {
        quiz.send({ type: 'quiz.clear' });
        raffle.send({ type: 'game.start', balance: coins, role: user.role });
        period.send({ type: 'period.timestamps.set', timestamps });
      });
      realtime.send({ type: 'realtime.start', accessToken: tokens.access, email: user.email });
    }),
  );
  track(session.on('session.userChanged', ({ user }) => syncUser(user)));
  track(
    session.on('session.loggedOut', () => {
      realtime.send({ type: 'realtime.stop' });
      raffle.send({ type: 'game.clear' });
      quiz.send({ type: 'quiz.clear' });
      period.send({ type: 'gameConfig.clear' });
      businesses.send({ type: 'businesses.clear' });
      winners.send({ type: 'winners.clear' });
      loading.send({ type: 'loading.reset' });
      syncUser(null);
    }),
  );
  track(session.on('navigate', ({ to }) => ports.navigate?.(to)));
  track(period.on('period.logout', () => session.send({ type: 'session.logout', reason: 'timerRanOut' })));
  track(
    realtime.on('session.ended', ({ ended }) => {
      if (isLoggedIn(session.getSnapshot())) sessionRefused = true;
      session.send({ type: 'session.ended', ended });
    }),
  );
  track(realtime.on('coins.changed', ({ change }) => raffle.send(coinChangeToRaffleEvent(change))));
  track(realtime.on('coins.synced', ({ balance }) => raffle.send({ type: 'coins.balance', balance })));
  track(realtime.on('raffle.silverChanged', ({ items }) => raffle.send({ type: 'raffle.silver', items })));
  track(realtime.on('raffle.totalsChanged', ({ items }) => raffle.send({ type: 'raffle.totals', items })));
  // The organizers moved the schedule: period, gates and countdown follow; nobody is logged out by it.
  track(
    realtime.on('schedule.changed', ({ timestamps }) =>
      period.send({ type: 'period.timestamps.set', timestamps }),
    ),
  );
  // The organizers published the results: fetch them again, so an open Game Closed page can follow to them.
  track(realtime.on('results.published', () => winners.send({ type: 'winners.refresh' })));
  track(
    realtime.on('challenge.answersCounted', ({ change }) =>
      businesses.send({ type: 'business.challenge.update', challenge: change }),
    ),
  );
  track(
    quiz.on('chest.completed', ({ chestsSubmitted }) => {
      session.send({ type: 'session.user.update', changes: { chests_submitted: { ...chestsSubmitted } } });
      // The server's balance is the truth. Its coin_change for this payout may arrive before or after this
      // answer, so adding the chest's coins here would count them twice; reading the total after the commit
      // is right in either order. If the read fails, the socket's balance still arrives.
      api.getCoinTotal().then(
        ({ data }) => raffle.send({ type: 'coins.balance', balance: data.coins }),
        () => undefined,
      );
    }),
  );
  if (judge instanceof LocalQuizJudge)
    track(quiz.on('quiz.chestsLoaded', ({ chests }) => judge.setChests(chests)));
  track(
    meetup.on('meetup.saved', ({ attendMeeting }) =>
      session.send({ type: 'session.user.update', changes: { attend_meeting: attendMeeting } }),
    ),
  );
  track(
    challenge.on('challenge.submitted', ({ challenge: question }) =>
      businesses.send({ type: 'business.challenge.update', challenge: question }),
    ),
  );

  // The loading overlay shows while any actor is busy.
  BUSY_SOURCES.forEach((source) => {
    const actor = actors[source] as AnyActorRef;
    let busy = false;
    track(
      actor.subscribe((snapshot: { hasTag(tag: string): boolean }) => {
        const now = snapshot.hasTag('busy');
        if (now === busy) return;
        busy = now;
        loading.send({ type: now ? 'loading.start' : 'loading.stop', source });
      }),
    );
  });

  // Persistence: save each change of a persisted slice; forget everything once logged out.
  let lastSaved: PersistedSlices | null = restored;
  const persist = () => {
    if (savesHeld) return;
    const sessionSnapshot = session.getSnapshot();
    const sessionState = persistedSession(sessionSnapshot);
    // A logout under way keeps its tokens only to ask the server to revoke them: the pages have already left
    // the game, so a reload or another address opened meanwhile must not bring the session back.
    if (sessionState.tokens === null || isLoggingOut(sessionSnapshot)) {
      if (lastSaved !== null) void ports.storage.clear().catch(() => undefined);
      lastSaved = null;
      return;
    }
    const slices: PersistedSlices = {
      session: sessionState,
      raffle: persistedRaffle(raffle.getSnapshot()),
      quiz: persistedQuiz(quiz.getSnapshot()),
      gameConfig: persistedGameConfig(period.getSnapshot()),
      businesses: persistedBusinesses(businesses.getSnapshot()),
      winners: persistedWinners(winners.getSnapshot()),
    };
    if (sameSlices(lastSaved, slices)) return;
    lastSaved = slices;
    // A refused save (storage full, disabled) only costs the next visit its restored state.
    void ports.storage.save(toPersistedState(slices)).catch(() => undefined);
  };
  for (const actor of [session, period, raffle, quiz, businesses, winners] as AnyActorRef[])
    track(actor.subscribe(persist));

  for (const actor of Object.values(actors) as AnyActorRef[]) actor.start();

  const sessionState = persistedSession(session.getSnapshot());
  if (sessionState.user !== null && sessionState.tokens !== null) {
    syncUser(sessionState.user);
    if (judge instanceof LocalQuizJudge) judge.setChests(persistedQuiz(quiz.getSnapshot()).chests);
    realtime.send({
      type: 'realtime.start',
      accessToken: sessionState.tokens.access,
      email: sessionState.user.email,
    });
  }

  return {
    ...actors,
    tokens: () => persistedSession(session.getSnapshot()).tokens,
    stop: () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      for (const actor of Object.values(actors) as AnyActorRef[]) actor.stop();
    },
  };
}
