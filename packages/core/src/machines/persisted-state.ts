import * as z from 'zod/mini';
import { businessSchema } from '../contract/business.schema.js';
import { chestSchema } from '../contract/chest.schema.js';
import { coinsSchema } from '../contract/common.schema.js';
import { ContractError, encodeContract, parseContract } from '../contract/parse.js';
import { raffleItemSchema } from '../contract/raffle.schema.js';
import { winnerSchema } from '../contract/results.schema.js';
import { loginTimestampsSchema } from '../contract/timestamps.schema.js';
import { userSchema } from '../contract/user.schema.js';
import { contractMessages } from '../messages/contract-messages.js';
import { initLedger } from '../rules/ledger/stake-ledger.js';
import type { GroupedWinners } from '../rules/winners/group-winners.js';
import type { BusinessesState } from './businesses.machine.js';
import type { GameConfigState } from './period.machine.js';
import type { QuizState } from './quiz.machine.js';
import type { RaffleState } from './raffle.machine.js';
import type { SessionState } from './session.machine.js';
import type { WinnersState } from './winners.machine.js';

/** The version of {@link PersistedClientState}'s shape; a saved state of another version is dropped. */
export const PERSISTED_STATE_VERSION = 1;

const SUBJECT = 'the saved client state';

const epochMsSchema = z.nullable(z.number().check(z.nonnegative()));
// A prize's name: saved since the results page names prizes; a state saved before reads back as no name.
const itemNameSchema = z._default(z.nullable(z.string()), null);
// Its French name (decision 0164), where the results carry one; a state saved before reads back as none. The
// businesses' French names (decision 0176) are kept alike.
const itemNameFrSchema = z.optional(z.string());
const raffleDrawSchema = z.object({ itemName: itemNameSchema, itemNameFr: itemNameFrSchema, imageSrc: z.string(), winners: z.array(winnerSchema) });

/**
 * The client state kept between visits under the `persist:` root key (spec section 3), by slice: `user`,
 * `game`, `gameConfig`, `businesses` and `winners`. Notifications and form options are not kept. Field names
 * follow the spec's; `raffleCooldownUntil` is added so that a reload does not end the 30-minute cooldown.
 */
export const persistedClientStateSchema = z.object({
  user: z.object({
    credentials: z.nullable(userSchema),
    tokens: z.nullable(z.object({ access: z.string(), csrf: z.string() })),
    newLogin: z.boolean(),
  }),
  game: z.object({
    userCoins: coinsSchema,
    raffleItems: z.array(raffleItemSchema),
    staked: z.object({
      remainingCoins: coinsSchema,
      raffleItem: z.record(z.string().check(z.regex(/^[1-9]\d*$/)), coinsSchema),
    }),
    raffleTimestamp: epochMsSchema,
    raffleCooldownUntil: epochMsSchema,
    quizChests: z.array(chestSchema),
  }),
  gameConfig: z.object({
    newPeriod: coinsSchema,
    timestamps: z.nullable(loginTimestampsSchema),
    config: z.record(z.string(), z.unknown()),
  }),
  businesses: z.object({
    list: z.array(businessSchema),
    getBusinessesTimestamp: epochMsSchema,
  }),
  winners: z.object({
    partners: z.nullable(
      z.object({
        main: z.array(
          z.object({
            name: z.string(),
            nameFr: itemNameFrSchema,
            logo: z.string(),
            challengeWinners: z.array(winnerSchema),
            raffles: z.array(raffleDrawSchema),
          }),
        ),
        other: z.array(
          z.object({
            partnerName: z.string(),
            partnerNameFr: itemNameFrSchema,
            logo: z.string(),
            itemName: itemNameSchema,
            itemNameFr: itemNameFrSchema,
            imageSrc: z.string(),
            winners: z.array(winnerSchema),
          }),
        ),
        publishedAt: z.optional(z.nullable(z.string())),
      }),
    ),
  }),
});

/**
 * The saved state as JSON, as the original client kept it: ids as strings (the wire form of the schemas it
 * reuses). {@link fromPersistedState} reads it back into the machines' slices, ids as numbers.
 */
export type PersistedClientState = z.input<typeof persistedClientStateSchema>;
type PersistedClientSlices = z.output<typeof persistedClientStateSchema>;

/** The machines' persisted parts, as the machines take them back as input. */
export interface PersistedSlices {
  readonly session: SessionState;
  readonly raffle: RaffleState;
  readonly quiz: QuizState;
  readonly gameConfig: GameConfigState;
  readonly businesses: BusinessesState;
  readonly winners: WinnersState;
}

/** The state to save from the machines' persisted parts, in its JSON form. Pure. */
export function toPersistedState(slices: PersistedSlices): PersistedClientState {
  return encodeContract(persistedClientStateSchema, persistedSlices(slices), SUBJECT);
}

function persistedSlices(slices: PersistedSlices): PersistedClientSlices {
  const { session, raffle, quiz, gameConfig, businesses, winners } = slices;
  return {
    user: { credentials: session.user, tokens: session.tokens, newLogin: session.newLogin },
    game: {
      userCoins: raffle.ledger.userCoins,
      raffleItems: [...raffle.items],
      staked: {
        remainingCoins: raffle.ledger.remainingCoins,
        raffleItem: Object.fromEntries(
          Object.entries(raffle.ledger.staked).map(([id, coins]) => [id, coins]),
        ),
      },
      raffleTimestamp: raffle.itemsFetchedAt,
      raffleCooldownUntil: raffle.cooldownUntil,
      quizChests: [...quiz.chests],
    },
    gameConfig: {
      newPeriod: gameConfig.newPeriod,
      timestamps: gameConfig.timestamps,
      config: { ...gameConfig.config },
    },
    businesses: { list: [...businesses.list], getBusinessesTimestamp: businesses.expiresAt },
    winners: { partners: copyPartners(winners.partners) },
  };
}

function copyPartners(partners: GroupedWinners | null): PersistedClientSlices['winners']['partners'] {
  if (partners === null) return null;
  return {
    main: partners.main.map((partner) => ({
      ...partner,
      challengeWinners: [...partner.challengeWinners],
      raffles: partner.raffles.map((draw) => ({ ...draw, winners: [...draw.winners] })),
    })),
    other: partners.other.map((draw) => ({ ...draw, winners: [...draw.winners] })),
    publishedAt: partners.publishedAt ?? null,
  };
}

/** The machines' persisted parts from a saved state (checked by {@link parsePersistedClientState}). Pure. */
export function fromPersistedState(saved: PersistedClientState): PersistedSlices {
  const state = parseContract(persistedClientStateSchema, saved, SUBJECT);
  const staked = Object.fromEntries(
    Object.entries(state.game.staked.raffleItem).map(([id, coins]) => [Number(id), coins]),
  );
  return {
    session: { user: state.user.credentials, tokens: state.user.tokens, newLogin: state.user.newLogin },
    raffle: {
      ledger: { userCoins: state.game.userCoins, remainingCoins: state.game.staked.remainingCoins, staked },
      items: state.game.raffleItems,
      itemsFetchedAt: state.game.raffleTimestamp,
      cooldownUntil: state.game.raffleCooldownUntil,
    },
    quiz: { chests: state.game.quizChests },
    gameConfig: state.gameConfig,
    businesses: { list: state.businesses.list, expiresAt: state.businesses.getBusinessesTimestamp },
    winners: { partners: state.winners.partners },
  };
}


/**
 * Checks a loaded value against {@link persistedClientStateSchema} and the ledger's invariant (remaining
 * plus stakes equals the player's coins), returning it typed; throws a `ContractError` naming what is wrong,
 * so that the store drops it and the visit starts fresh. Pure apart from the throw.
 */
export function parsePersistedClientState(value: unknown): PersistedClientState {
  const state = parseContract(persistedClientStateSchema, value, SUBJECT);
  const { userCoins, staked } = state.game;
  const ledger = initLedger(
    userCoins,
    Object.fromEntries(Object.entries(staked.raffleItem).map(([id, coins]) => [Number(id), coins])),
  );
  if (!ledger.ok || ledger.value.remainingCoins !== staked.remainingCoins)
    throw new ContractError(SUBJECT, [
      { path: 'game.staked.remainingCoins', problem: contractMessages.invalid },
    ]);
  return encodeContract(persistedClientStateSchema, state, SUBJECT);
}
