import { and, assertEvent, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { RaffleItem, SubmitStakesRequest } from '../contract/raffle.schema.js';
import type { CoinChangeEvent, RaffleSilverEvent, RaffleTotalsEvent } from '../contract/realtime.schema.js';
import { messages } from '../messages/catalogue.js';
import type { Clock } from '../ports/clock.port.js';
import type { GameApi } from '../ports/game-api.port.js';
import { isGameApiError } from '../ports/game-api.port.js';
import { isPlayer } from '../rules/access/feature-access.js';
import {
  addUserCoins,
  canSubmitStakes,
  cooldownEndsAt,
  initLedger,
  isInCooldown,
  isRaffleListStale,
  minusCoin,
  plusCoin,
  RAFFLE_REFRESH_MS,
  refreshLedger,
  setRemainingCoins,
  setUserCoins,
  stakeCoins,
  stakedItems,
  totalStaked,
} from '../rules/ledger/stake-ledger.js';
import type { LedgerResult, StakeLedger } from '../rules/ledger/stake-ledger.js';
import { itemsAfterSubmission } from '../rules/draw/item-chance.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';
import { COUNTDOWN_TICK_MS } from './timings.js';

/**
 * The raffle part of the persisted `game` slice (spec section 3): the coins and their stakes (`userCoins`,
 * `staked.remainingCoins`, `staked.raffleItem` as one ledger), the items with the stakes the server has saved
 * (`coins` of each item), when they were fetched (`raffleTimestamp`) and when the submission cooldown ends.
 */
export interface RaffleState {
  readonly ledger: StakeLedger;
  readonly items: readonly RaffleItem[];
  readonly itemsFetchedAt: number | null;
  readonly cooldownUntil: number | null;
}

export interface RaffleContext extends RaffleState {
  readonly role: string | null;
  /**
   * The items whose total a `raffle_totals` announced while a submission was on its way: that total may already
   * count the submitted stakes (the server announces right after it commits, and the announcement can overtake
   * its answer), so the answer must not add them a second time.
   */
  readonly totalsAnnouncedWhileSubmitting: ReadonlySet<number>;
  /** The time as of the last cooldown tick, for the cooldown countdown. */
  readonly nowMs: number;
}

export type RaffleEvent =
  /** Login: the unstaked balance and the role; any previous game is dropped. */
  | { readonly type: 'game.start'; readonly balance: number; readonly role: string | null }
  | { readonly type: 'game.role'; readonly role: string | null }
  /** Logout: everything is dropped. */
  | { readonly type: 'game.clear' }
  /** The raffle page shows: the items are fetched unless fresh ones are at hand. */
  | { readonly type: 'raffle.open' }
  /** Fetches the items again and resets the stakes to what the server saved. */
  | { readonly type: 'raffle.refresh' }
  | { readonly type: 'stake.plus'; readonly itemId: number }
  | { readonly type: 'stake.minus'; readonly itemId: number }
  /** Moves `change` coins onto an item (negative: back to the balance). */
  | { readonly type: 'stake.add'; readonly itemId: number; readonly change: number }
  /** Opens the confirmation dialog. */
  | { readonly type: 'stake.submit' }
  | { readonly type: 'stake.confirm' }
  | { readonly type: 'stake.cancel' }
  /** The server's unstaked balance (coin total, or a `coin_change` with `balance`). */
  | { readonly type: 'coins.balance'; readonly balance: number }
  /** Coins gained or lost (a `coin_change` without `balance`, a paid chest). */
  | { readonly type: 'coins.add'; readonly delta: number }
  | { readonly type: 'raffle.silver'; readonly items: RaffleSilverEvent }
  /** `raffle_totals`: each listed item's total staked coins (all players), for the chances shown. */
  | { readonly type: 'raffle.totals'; readonly items: RaffleTotalsEvent['items'] };

export type RaffleEmitted = NotifyEmitted;

export interface RaffleInput {
  /** A persisted raffle slice to continue from, or null to start empty. */
  readonly restored: RaffleState | null;
}

export interface RaffleDeps {
  readonly api: Pick<GameApi, 'getRaffleItems' | 'submitStakes'>;
  readonly clock: Clock;
}

const emptyLedger: StakeLedger = { userCoins: 0, remainingCoins: 0, staked: {} };
const emptyRaffle: RaffleState = {
  ledger: emptyLedger,
  items: [],
  itemsFetchedAt: null,
  cooldownUntil: null,
};

/** The stakes the server has saved, by item id. Pure. */
function savedStakes(items: readonly RaffleItem[]): Record<number, number> {
  return Object.fromEntries(items.filter((item) => item.coins > 0).map((item) => [item.item_id, item.coins]));
}

/** A `coin_change` as a ledger event: the new balance when the server sent it, else the delta. Pure. */
export function coinChangeToRaffleEvent(change: CoinChangeEvent): RaffleEvent {
  return change.balance === undefined
    ? { type: 'coins.add', delta: change.coins }
    : { type: 'coins.balance', balance: change.balance };
}

/**
 * The raffle (spec sections 4, 5 and 6) and the coins of the `game` slice. The items are fetched when the page
 * opens and again 3 hours after the last fetch. Plus, minus and stake go through the rules' stake ledger
 * (remaining + staked = the player's coins, nothing negative); only a Player may stake ("Only players can assign
 * Dubl-U-Nes to raffle items"). Submitting asks for confirmation, is blocked by `canSubmitStakes`, and on
 * success takes the server's `total_coins` as the remaining balance and starts the 30-minute cooldown, during
 * which the stake controls are disabled and a countdown ticks each second. A failed submission changes
 * nothing: the stakes stay where they were and an error toast says so. Coin changes and silver flags arrive
 * live from the realtime machine.
 */
export function createRaffleMachine(deps: RaffleDeps) {
  const now = () => deps.clock.now();
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as RaffleContext,
      events: {} as RaffleEvent,
      emitted: {} as RaffleEmitted,
      input: {} as RaffleInput,
    },
    delays: {
      itemsRefresh: ({ context }) =>
        Math.max(0, (context.itemsFetchedAt ?? now()) + RAFFLE_REFRESH_MS - now()),
      cooldownTick: COUNTDOWN_TICK_MS,
      cooldownEnd: ({ context }) => Math.max(0, (context.cooldownUntil ?? now()) - now()),
    },
    actors: {
      loadItems: fromPromise<readonly RaffleItem[]>(async () => (await deps.api.getRaffleItems()).data),
      submitStakes: fromPromise<number, SubmitStakesRequest>(
        async ({ input }) => (await deps.api.submitStakes(input)).data.total_coins,
      ),
    },
    guards: {
      isPlayer: ({ context }) => isPlayer(context.role),
      hasItems: ({ context }) => context.itemsFetchedAt !== null,
      itemsAreStale: ({ context }) => isRaffleListStale(context.itemsFetchedAt, now()),
      inCooldown: ({ context }) => isInCooldown(now(), context.cooldownUntil),
      canSubmit: ({ context }) =>
        canSubmitStakes({
          ledger: context.ledger,
          itemCount: context.items.length,
          nowMs: now(),
          cooldownUntil: context.cooldownUntil,
        }).ok,
      serverCooldown: (_, { error }: { error: unknown }) =>
        isGameApiError(error, 'rateLimited') &&
        error.retryAfterSeconds !== null &&
        error.retryAfterSeconds > 0,
    },
    actions: {
      startGame: assign(({ event }) => {
        assertEvent(event, 'game.start');
        const ledger = initLedger(event.balance);
        return {
          ...emptyRaffle,
          ledger: ledger.ok ? ledger.value : emptyLedger,
          role: event.role,
          nowMs: now(),
          totalsAnnouncedWhileSubmitting: new Set<number>(),
        };
      }),
      setRole: assign(({ event }) => {
        assertEvent(event, 'game.role');
        return { role: event.role };
      }),
      clearGame: assign({ ...emptyRaffle, role: null, totalsAnnouncedWhileSubmitting: new Set<number>() }),
      storeItems: assign(({ context }, items: readonly RaffleItem[]) => ({
        items,
        ledger: refreshLedger(context.ledger, savedStakes(context.items), savedStakes(items)),
        itemsFetchedAt: now(),
      })),
      notifyLoadFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.raffle.loadFailed),
      })),
      /** Takes a ledger operation's new ledger, or tells the user why it was refused. */
      applyStake: enqueueActions(({ enqueue }, result: LedgerResult) => {
        if (result.ok) enqueue.assign({ ledger: result.value });
        else enqueue.emit({ type: 'notify', notification: { content: result.message } });
      }),
      /** Takes the ledger after a coin change; a change the ledger refuses (a negative total) is ignored. */
      applyCoins: assign(({ context }, result: LedgerResult) => ({
        ledger: result.ok ? result.value : context.ledger,
      })),
      applySilver: assign(({ context, event }) => {
        assertEvent(event, 'raffle.silver');
        const flags = new Map(event.items.map((change) => [change.item_id, change.silver]));
        return {
          items: context.items.map((item) =>
            flags.has(item.item_id) ? { ...item, silver: flags.get(item.item_id) === true } : item,
          ),
        };
      }),
      applyTotals: assign(({ context, event }) => {
        assertEvent(event, 'raffle.totals');
        const totals = new Map(event.items.map((total) => [total.item_id, total.total_staked]));
        const changed = (item: RaffleItem) => {
          const total = totals.get(item.item_id);
          return total !== undefined && total !== item.total_staked;
        };
        // Unchanged totals keep the same items, so nothing re-renders or is saved again.
        if (!context.items.some(changed)) return {};
        return {
          items: context.items.map((item) =>
            changed(item) ? { ...item, total_staked: totals.get(item.item_id) } : item,
          ),
        };
      }),
      noticePlayersOnly: emit({
        type: 'notify',
        notification: { content: messages.roles.onlyPlayersStake },
      } as const),
      noticeSubmitBlocked: emit(({ context }) => {
        const check = canSubmitStakes({
          ledger: context.ledger,
          itemCount: context.items.length,
          nowMs: now(),
          cooldownUntil: context.cooldownUntil,
        });
        return {
          type: 'notify' as const,
          notification: { content: check.ok ? messages.raffle.cooldown : check.message },
        };
      }),
      /**
       * The server saved the stakes: items carry them now (and their totals the player's change, unless an
       * announcement during the submission already brought them: core's `itemsAfterSubmission`), its balance
       * is the remaining one, the cooldown starts.
       */
      storeSubmission: assign(({ context }, totalCoins: number) => {
        const ledger = setRemainingCoins(context.ledger, totalCoins);
        const at = now();
        return {
          items: itemsAfterSubmission(context.items, context.ledger.staked, context.totalsAnnouncedWhileSubmitting),
          ledger: ledger.ok ? ledger.value : context.ledger,
          cooldownUntil: cooldownEndsAt(at),
          nowMs: at,
        };
      }),
      forgetAnnouncedTotals: assign({ totalsAnnouncedWhileSubmitting: () => new Set<number>() }),
      noteAnnouncedTotals: assign(({ context, event }) => {
        assertEvent(event, 'raffle.totals');
        return {
          totalsAnnouncedWhileSubmitting: new Set([...context.totalsAnnouncedWhileSubmitting, ...event.items.map((total) => total.item_id)]),
        };
      }),
      notifySubmitted: emit({
        type: 'notify',
        notification: { content: messages.raffle.submitted },
      } as const),
      notifySubmitFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.raffle.submitFailed),
      })),
      /** The server refused because of its own cooldown: wait as long as it says. */
      adoptServerCooldown: assign((_, { error }: { error: unknown }) => {
        const seconds = isGameApiError(error) ? (error.retryAfterSeconds ?? 0) : 0;
        const at = now();
        return { cooldownUntil: at + seconds * 1000, nowMs: at };
      }),
      updateNow: assign({ nowMs: () => now() }),
    },
  }).createMachine({
    id: 'raffle',
    context: ({ input }) => ({
      ...(input.restored ?? emptyRaffle),
      role: null,
      nowMs: now(),
      totalsAnnouncedWhileSubmitting: new Set<number>(),
    }),
    type: 'parallel',
    on: {
      'game.start': { target: ['.items.idle', '.submission.editing'], actions: 'startGame' },
      'game.clear': { target: ['.items.idle', '.submission.editing'], actions: 'clearGame' },
      'game.role': { actions: 'setRole' },
      'coins.balance': {
        actions: {
          type: 'applyCoins',
          // The server's balance excludes the stakes it has saved on items.
          params: ({ context, event }) =>
            setUserCoins(
              context.ledger,
              event.balance + totalStaked(savedStakes(context.items)),
              savedStakes(context.items),
            ),
        },
      },
      'coins.add': {
        actions: {
          type: 'applyCoins',
          params: ({ context, event }) =>
            addUserCoins(context.ledger, event.delta, savedStakes(context.items)),
        },
      },
      'raffle.silver': { actions: 'applySilver' },
      'raffle.totals': { actions: 'applyTotals' },
    },
    states: {
      items: {
        initial: 'resolving',
        states: {
          resolving: {
            always: [
              { guard: and(['hasItems', 'itemsAreStale']), target: 'loading' },
              { guard: 'hasItems', target: 'loaded' },
              { target: 'idle' },
            ],
          },
          idle: {
            on: { 'raffle.open': 'loading', 'raffle.refresh': 'loading' },
          },
          loading: {
            tags: 'busy',
            invoke: {
              src: 'loadItems',
              onDone: {
                target: 'loaded',
                actions: { type: 'storeItems', params: ({ event }) => event.output },
              },
              onError: {
                target: 'failed',
                actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          loaded: {
            after: { itemsRefresh: 'loading' },
            on: {
              'raffle.open': { guard: 'itemsAreStale', target: 'loading' },
              'raffle.refresh': 'loading',
            },
          },
          failed: {
            on: { 'raffle.open': 'loading', 'raffle.refresh': 'loading' },
          },
        },
      },
      submission: {
        initial: 'resolving',
        states: {
          resolving: {
            always: [{ guard: 'inCooldown', target: 'coolingDown' }, { target: 'editing' }],
          },
          editing: {
            on: {
              'stake.plus': [
                { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
                {
                  actions: {
                    type: 'applyStake',
                    params: ({ context, event }) => plusCoin(context.ledger, event.itemId),
                  },
                },
              ],
              'stake.minus': [
                { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
                {
                  actions: {
                    type: 'applyStake',
                    params: ({ context, event }) => minusCoin(context.ledger, event.itemId),
                  },
                },
              ],
              'stake.add': [
                { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
                {
                  actions: {
                    type: 'applyStake',
                    params: ({ context, event }) => stakeCoins(context.ledger, event.itemId, event.change),
                  },
                },
              ],
              'stake.submit': [
                { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
                { guard: 'canSubmit', target: 'confirming' },
                { actions: 'noticeSubmitBlocked' },
              ],
            },
          },
          /** The confirmation dialog is open. */
          confirming: {
            on: {
              'stake.confirm': [
                { guard: 'canSubmit', target: 'submitting' },
                { target: 'editing', actions: 'noticeSubmitBlocked' },
              ],
              'stake.cancel': 'editing',
            },
          },
          submitting: {
            tags: 'busy',
            entry: 'forgetAnnouncedTotals',
            on: { 'raffle.totals': { actions: ['applyTotals', 'noteAnnouncedTotals'] } },
            invoke: {
              src: 'submitStakes',
              input: ({ context }) => ({
                staked_items: stakedItems(context.ledger),
                total_coins: context.ledger.remainingCoins,
              }),
              onDone: {
                target: 'coolingDown',
                actions: [
                  { type: 'storeSubmission', params: ({ event }) => event.output },
                  'notifySubmitted',
                ],
              },
              onError: [
                {
                  guard: { type: 'serverCooldown', params: ({ event }) => ({ error: event.error }) },
                  target: 'coolingDown',
                  actions: [
                    { type: 'adoptServerCooldown', params: ({ event }) => ({ error: event.error }) },
                    { type: 'notifySubmitFailed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
                {
                  target: 'editing',
                  actions: { type: 'notifySubmitFailed', params: ({ event }) => ({ error: event.error }) },
                },
              ],
            },
          },
          /** 30 minutes after a submission: the stake controls are disabled; the countdown ticks each second. */
          coolingDown: {
            on: {
              'stake.submit': { actions: 'noticeSubmitBlocked' },
            },
            after: {
              cooldownTick: { target: 'coolingDown', reenter: true, actions: 'updateNow' },
              cooldownEnd: { target: 'editing', actions: 'updateNow' },
            },
          },
        },
      },
    },
  });
}

/** The machine {@link createRaffleMachine} returns. */
export type RaffleMachine = ReturnType<typeof createRaffleMachine>;
