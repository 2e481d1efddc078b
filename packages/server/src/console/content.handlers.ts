import { isValid, type EventBusiness, type EventChest, type EventFile, type ValidationErrors } from '@dubloon-quest/core';
import { NEW_PLAYER_FREE_COINS } from '@dubloon-quest/core/internal';
import { videoEmbedUrl } from '@dubloon-quest/core';
import {
  awardPoolOf,
  chestEditAllowed,
  consoleProblemText,
  partnerRetireRefusal,
  validateBusinessFields,
  validatePartnerBusinessFields,
  validateChestQuestions,
  validateItemFields,
  validatePartnerFields,
  type ConsoleBusiness,
  type ConsoleUpdateBusinessRequest,
} from '@dubloon-quest/core/console';
import { nextId, winnerCapOf, withoutBlankFrench } from '@dubloon-quest/core/internal';
import { hashPassword } from '../services/auth/passwords.js';
import { newEmailToken } from '../services/auth/tokens.js';
import type { DbTransaction } from '../db/db.js';
import { ChestRepository } from '../db/chests.repository.js';
import type { Repository } from '../db/repository.js';
import { syncRaffleItems } from '../db/ledger.js';
import { type FieldErrors, HttpError, invalidFields } from '../services/errors.js';
import { RosterRepository } from '../db/roster.repository.js';
import { StoredEventRepository } from '../db/stored-event.repository.js';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { actorOf, type ConsoleCaller } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { checkOrRefuse } from './event-content.js';
import { inTransaction } from '../db/in-transaction.js';
import { consoleMessages, problemCatalogues } from '../services/language.js';

type ContentCalls =
  | 'consoleGetEvent'
  | 'consoleExportEvent'
  | 'consoleImportEvent'
  | 'consoleCreatePartner'
  | 'consoleUpdatePartner'
  | 'consoleRetirePartner'
  | 'consoleCreateItem'
  | 'consoleUpdateItem'
  | 'consoleRetireItem'
  | 'consoleCreateChest'
  | 'consoleUpdateChest'
  | 'consoleRetireChest'
  | 'consoleCreateBusiness'
  | 'consoleUpdateBusiness'
  | 'consoleRetireBusiness'
  | 'consoleGetBusiness'
  | 'consoleUpdateBusinessProfile'
  | 'consoleUpdateBusinessChest';

/** The ids players have touched: items with stakes, chests with answers, challenges with answers. */
async function touchedIds(
  repository: Pick<Repository, 'stakedItemIds' | 'answeredChestIds' | 'answeredChallengeIds'>,
): Promise<{ items: number[]; chests: number[]; challenges: number[] }> {
  const [items, chests, challenges] = await Promise.all([
    repository.stakedItemIds(),
    repository.answeredChestIds(),
    repository.answeredChallengeIds(),
  ]);
  return { items, chests, challenges };
}

/** Whether any player answered a chest (an attempt or a payout), read in the edit's transaction. */
function chestTouched(tx: DbTransaction, chestId: number): Promise<boolean> {
  return new ChestRepository(inTransaction(tx)).chestAnswered(chestId);
}

/** A business of the event by id (its challenge id), or a 404. */
export function findBusiness(event: EventFile, businessId: number): EventBusiness {
  const business = event.businesses.find((entry) => entry.challenge_question.challenge_id === businessId);
  if (!business) throw new HttpError(404, consoleMessages.content.unknownBusiness);
  return business;
}

/** A business as the console shows it: with its chest, award pool, winner cap and answer count. */
async function businessView(
  repository: Pick<Repository, 'challengeAnswerCount'>,
  event: EventFile,
  business: EventBusiness,
): Promise<ConsoleBusiness> {
  const businessId = business.challenge_question.challenge_id;
  return {
    business_id: businessId,
    business,
    chest:
      business.chest_id === undefined
        ? null
        : (event.chests.find((chest) => chest.chest_id === business.chest_id) ?? null),
    award_pool: awardPoolOf(business),
    winner_cap: winnerCapOf(business),
    answers_count: await repository.challengeAnswerCount(businessId),
  };
}

/** Replaces the entry at `index` of a list. Pure. */
function replaceAt<T>(list: readonly T[], index: number, entry: T): T[] {
  return list.map((existing, at) => (at === index ? entry : existing));
}

/** Throws the 422 of field problems (core's rules' codes, or the server's own texts), if any. */
function refuseInvalid(problems: FieldErrors): void {
  if (!isValid(problems)) throw invalidFields(problems);
}

/**
 * A business with flat console fields applied (`challenge_title`, `challenge_description` and their French go
 * into its challenge; `chest_id: null` unlinks its chest). Pure.
 */
function withBusinessFields(business: EventBusiness, changes: ConsoleUpdateBusinessRequest): EventBusiness {
  const { challenge_title, challenge_description, challenge_title_fr, challenge_description_fr, chest_id, ...plain } = changes;
  // A video is stored as its embed address (checked by validateVideoLink before), the only form players frame.
  if (plain.video_url !== undefined && plain.video_url !== '')
    plain.video_url = videoEmbedUrl(plain.video_url) ?? '';
  const next: EventBusiness = {
    ...business,
    ...Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)),
    challenge_question: {
      ...business.challenge_question,
      ...(challenge_title !== undefined ? { title: challenge_title } : {}),
      ...(challenge_description !== undefined ? { description: challenge_description } : {}),
      ...(challenge_title_fr !== undefined ? { title_fr: challenge_title_fr } : {}),
      ...(challenge_description_fr !== undefined ? { description_fr: challenge_description_fr } : {}),
    },
  };
  if (chest_id === null) delete next.chest_id;
  else if (chest_id !== undefined) next.chest_id = chest_id;
  // An emptied French field removes the French, in the answer and the audit entry as in the stored event (0164).
  return withoutBlankFrench(next);
}

/** Checks the chest a business links: it exists and no other business uses it. */
function checkChestLink(
  event: EventFile,
  chestId: number | null | undefined,
  businessId: number | null,
): ValidationErrors {
  if (chestId === null || chestId === undefined) return {};
  if (!event.chests.some((chest) => chest.chest_id === chestId))
    return { chest_id: [consoleMessages.content.unknownChest] };
  const taken = event.businesses.some(
    (business) => business.chest_id === chestId && business.challenge_question.challenge_id !== businessId,
  );
  return taken ? { chest_id: [consoleMessages.content.chestTaken] } : {};
}

/**
 * The event content calls: the whole event (view, export, import) and its raffle partners, items, chests and
 * businesses (create, edit, retire), a business's own page and chest (its partner too). Each change is one
 * transaction with its audit entry, checked as the organizer tool checks an event file; nothing is ever deleted:
 * a retired entry stays in the event (stakes, answers and winners keep pointing at it) and players stop seeing it.
 */
export function contentHandlers(services: ConsoleServices): Pick<ConsoleHandlers, ContentCalls> {
  const { context, content } = services;
  const { repository } = context;
  const edit = <T>(caller: ConsoleCaller, work: Parameters<typeof content.edit<T>>[1]) =>
    content.edit<T>(actorOf(caller), work);

  /** Edits one business (found by id) with `change`, and answers it as the console shows it. */
  const editBusiness = async (
    caller: ConsoleCaller,
    businessId: number,
    action: string,
    change: (
      business: EventBusiness,
      event: EventFile,
      tx: DbTransaction,
    ) => Promise<{ business: EventBusiness; chests?: EventChest[] }>,
  ) => {
    const { event, business } = await edit(caller, async (current, tx) => {
      const before = findBusiness(current, businessId);
      const index = current.businesses.indexOf(before);
      const changed = await change(before, current, tx);
      const next = {
        ...current,
        businesses: replaceAt(current.businesses, index, changed.business),
        ...(changed.chests ? { chests: changed.chests } : {}),
      };
      return {
        next,
        value: { event: next, business: changed.business },
        audit: {
          action,
          target: `business:${businessId}`,
          before: businessAudited(before, current.chests),
          after: businessAudited(changed.business, next.chests),
        },
      };
    });
    return { message: consoleMessages.content.saved, business: await businessView(repository, event, business) };
  };

  /** The chests after a business's chest got `group`: its own chest edited (players' answers allowed), or a new one. */
  const chestsWithGroup = async (
    event: EventFile,
    business: EventBusiness,
    group: EventChest['group'],
    tx: DbTransaction,
  ): Promise<{ chests: EventChest[]; chestId: number }> => {
    const existing =
      business.chest_id === undefined
        ? undefined
        : event.chests.find((chest) => chest.chest_id === business.chest_id);
    if (!existing) {
      const chestId = nextId(event.chests.map((chest) => chest.chest_id));
      return { chests: [...event.chests, { chest_id: chestId, group }], chestId };
    }
    if (!chestEditAllowed(existing.group, group, await chestTouched(tx, existing.chest_id)))
      throw new HttpError(409, consoleMessages.content.chestTouched);
    return {
      chests: event.chests.map((chest) => (chest === existing ? { ...chest, group } : chest)),
      chestId: existing.chest_id,
    };
  };

  return {
    async consoleGetEvent() {
      const state = content.current;
      return {
        event: state.event,
        source: state.source,
        updated_at: state.updatedAt?.toISOString() ?? null,
        touched: await touchedIds(repository),
      };
    },

    async consoleExportEvent() {
      const stored = await new StoredEventRepository(repository.db).storedEventText();
      if (stored !== null)
        return JSON.parse(stored) as { name: string; timestamps: EventFile['timestamps'] };
      const { event } = content.current;
      return event;
    },

    async consoleImportEvent({ body, caller }) {
      const checked = checkOrRefuse(JSON.stringify(body, null, 2));
      const passwordHash = checked.players.length > 0 ? await hashPassword(newEmailToken()) : '';
      const roster = await edit(caller, async (current, tx) => {
        const players = await new RosterRepository(inTransaction(tx)).importPlayers(
          checked.players,
          passwordHash,
          NEW_PLAYER_FREE_COINS,
          services.now(),
          () => undefined,
        );
        return {
          next: checked.event,
          document: body,
          value: players,
          audit: {
            action: 'event.import',
            target: 'event',
            before: {
              name: current.name,
              partners: current.partners.length,
              items: current.raffle_items.length,
              chests: current.chests.length,
              businesses: current.businesses.length,
            },
            after: {
              name: checked.event.name,
              partners: checked.event.partners.length,
              items: checked.event.raffle_items.length,
              chests: checked.event.chests.length,
              businesses: checked.event.businesses.length,
              players_created: players.created,
            },
          },
        };
      });
      const { event } = checked;
      return {
        message: consoleMessages.content.imported(event.name),
        summary: {
          name: event.name,
          items: event.raffle_items.length,
          chests: event.chests.length,
          businesses: event.businesses.length,
          players_created: roster.created,
          players_existing: roster.existing,
        },
      };
    },

    async consoleCreatePartner({ body, caller }) {
      refuseInvalid(validatePartnerFields(body));
      const partner = { ...body, name: body.name.trim() };
      await edit(caller, (event) => {
        if (event.partners.some((existing) => existing.name === partner.name))
          throw new HttpError(409, consoleMessages.content.partnerNameTaken);
        return Promise.resolve({
          next: { ...event, partners: [...event.partners, partner] },
          value: null,
          audit: {
            action: 'partners.create',
            target: `partner:${partner.name}`,
            before: null,
            after: partner,
          },
        });
      });
      return { message: consoleMessages.content.saved, partner };
    },

    async consoleUpdatePartner({ body, caller }) {
      refuseInvalid(validatePartnerFields(body.changes));
      const changes = {
        ...body.changes,
        ...(body.changes.name !== undefined ? { name: body.changes.name.trim() } : {}),
      };
      const partner = await edit(caller, async (event, tx) => {
        const index = event.partners.findIndex((existing) => existing.name === body.name);
        const before = event.partners[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownPartner);
        const after = { ...before, ...changes };
        const renamed = after.name !== before.name;
        if (renamed && event.partners.some((existing) => existing.name === after.name))
          throw new HttpError(409, consoleMessages.content.partnerNameTaken);
        if (renamed) await new ConsoleAccountsRepository(tx).renameRafflePartner(before.name, after.name);
        const next = {
          ...event,
          partners: replaceAt(event.partners, index, after),
          raffle_items: renamed
            ? event.raffle_items.map((item) =>
                item.partner === before.name ? { ...item, partner: after.name } : item,
              )
            : event.raffle_items,
        };
        return {
          next,
          value: after,
          audit: { action: 'partners.update', target: `partner:${before.name}`, before, after },
        };
      });
      return { message: consoleMessages.content.saved, partner };
    },

    async consoleRetirePartner({ body, caller }) {
      const partner = await edit(caller, (event) => {
        const index = event.partners.findIndex((existing) => existing.name === body.name);
        const before = event.partners[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownPartner);
        const refusal = body.retired ? partnerRetireRefusal(event, before.name) : null;
        // The refusal in the request's language, its code beside (the items are named in the text).
        if (refusal !== null)
          throw new HttpError(409, consoleProblemText(refusal, problemCatalogues), undefined, {}, {}, refusal.code);
        const after = { ...before, retired: body.retired };
        return Promise.resolve({
          next: { ...event, partners: replaceAt(event.partners, index, after) },
          value: after,
          audit: {
            action: body.retired ? 'partners.retire' : 'partners.restore',
            target: `partner:${before.name}`,
            before,
            after,
          },
        });
      });
      return {
        message: body.retired ? consoleMessages.content.retired : consoleMessages.content.restored,
        partner,
      };
    },

    async consoleCreateItem({ body, caller }) {
      refuseInvalid(validateItemFields(body));
      const item = await edit(caller, (event) => {
        const partner = event.partners.find((existing) => existing.name === body.partner);
        if (!partner) throw invalidFields({ partner: [consoleMessages.content.unknownPartner] });
        if (partner.retired === true)
          throw invalidFields({ partner: [consoleMessages.content.partnerRetired] });
        const created = withoutBlankFrench({
          item_id: nextId(event.raffle_items.map((existing) => existing.item_id)),
          ...body,
          name: body.name.trim(),
        });
        return Promise.resolve({
          next: { ...event, raffle_items: [...event.raffle_items, created] },
          value: created,
          audit: { action: 'items.create', target: `item:${created.item_id}`, before: null, after: created },
        });
      });
      return { message: consoleMessages.content.saved, item };
    },

    async consoleUpdateItem({ params, body, caller }) {
      refuseInvalid(validateItemFields(body));
      const item = await edit(caller, (event) => {
        const index = event.raffle_items.findIndex((existing) => existing.item_id === params.item_id);
        const before = event.raffle_items[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownItem);
        if (body.partner !== undefined && !event.partners.some((partner) => partner.name === body.partner))
          throw invalidFields({ partner: [consoleMessages.content.unknownPartner] });
        const after = withoutBlankFrench({
          ...before,
          ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
        });
        return Promise.resolve({
          next: { ...event, raffle_items: replaceAt(event.raffle_items, index, after) },
          value: after,
          audit: { action: 'items.update', target: `item:${before.item_id}`, before, after },
        });
      });
      return { message: consoleMessages.content.saved, item };
    },

    async consoleRetireItem({ params, body, caller }) {
      const now = services.now();
      const outcome = await edit(caller, async (event, tx) => {
        const index = event.raffle_items.findIndex((existing) => existing.item_id === params.item_id);
        const before = event.raffle_items[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownItem);
        const after = { ...before, retired: body.retired };
        const raffleItems = replaceAt(event.raffle_items, index, after);
        // Under the item's lock, which stake submissions share: retiring gives every stake on it back, a
        // raffle row each; a restore waits for no stake and lets the next ones in.
        const refunds = await syncRaffleItems(tx, raffleItems, now);
        return {
          next: { ...event, raffle_items: raffleItems },
          refunds,
          value: { item: after, refunds },
          audit: {
            action: body.retired ? 'items.retire' : 'items.restore',
            target: `item:${before.item_id}`,
            before,
            after: { ...after, refunded: refunds.map(({ userId, coins }) => ({ user_id: userId, coins })) },
          },
        };
      });
      return {
        message: body.retired
          ? consoleMessages.content.itemRefunds(outcome.refunds.length)
          : consoleMessages.content.restored,
        item: outcome.item,
        refunded_players: outcome.refunds.length,
      };
    },

    async consoleCreateChest({ body, caller }) {
      refuseInvalid(validateChestQuestions(body.group));
      const chest = await edit(caller, (event) => {
        const created: EventChest = {
          chest_id: nextId(event.chests.map((existing) => existing.chest_id)),
          group: withoutBlankFrench(body.group),
        };
        return Promise.resolve({
          next: { ...event, chests: [...event.chests, created] },
          value: created,
          audit: {
            action: 'chests.create',
            target: `chest:${created.chest_id}`,
            before: null,
            after: created,
          },
        });
      });
      return { message: consoleMessages.content.saved, chest };
    },

    async consoleUpdateChest({ params, body, caller }) {
      refuseInvalid(validateChestQuestions(body.group));
      const chest = await edit(caller, async (event, tx) => {
        const index = event.chests.findIndex((existing) => existing.chest_id === params.chest_id);
        const before = event.chests[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownChest);
        if (!chestEditAllowed(before.group, body.group, await chestTouched(tx, before.chest_id)))
          throw new HttpError(409, consoleMessages.content.chestTouched);
        const after = { ...before, group: withoutBlankFrench(body.group) };
        return {
          next: { ...event, chests: replaceAt(event.chests, index, after) },
          value: after,
          audit: { action: 'chests.update', target: `chest:${before.chest_id}`, before, after },
        };
      });
      return { message: consoleMessages.content.saved, chest };
    },

    async consoleRetireChest({ params, body, caller }) {
      const chest = await edit(caller, (event) => {
        const index = event.chests.findIndex((existing) => existing.chest_id === params.chest_id);
        const before = event.chests[index];
        if (!before) throw new HttpError(404, consoleMessages.content.unknownChest);
        const after = { ...before, retired: body.retired };
        return Promise.resolve({
          next: { ...event, chests: replaceAt(event.chests, index, after) },
          value: after,
          audit: {
            action: body.retired ? 'chests.retire' : 'chests.restore',
            target: `chest:${before.chest_id}`,
            before,
            after,
          },
        });
      });
      return {
        message: body.retired ? consoleMessages.content.retired : consoleMessages.content.restored,
        chest,
      };
    },

    async consoleCreateBusiness({ body, caller }) {
      refuseInvalid(validateBusinessFields(body));
      const { event, business } = await edit(caller, (current) => {
        refuseInvalid(checkChestLink(current, body.chest_id, null));
        const challengeId = nextId(
          current.businesses.map((existing) => existing.challenge_question.challenge_id),
        );
        const blank: EventBusiness = {
          name: '',
          logo: '',
          description: '',
          video_title: '',
          video_url: '',
          challenge_question: { challenge_id: challengeId, title: '', description: '' },
        };
        const created = withBusinessFields(blank, { ...body, name: body.name.trim() });
        const next = { ...current, businesses: [...current.businesses, created] };
        return Promise.resolve({
          next,
          value: { event: next, business: created },
          audit: {
            action: 'businesses.create',
            target: `business:${challengeId}`,
            before: null,
            after: created,
          },
        });
      });
      return { message: consoleMessages.content.saved, business: await businessView(repository, event, business) };
    },

    async consoleUpdateBusiness({ params, body, caller }) {
      refuseInvalid(validateBusinessFields(body));
      return editBusiness(caller, params.business_id, 'businesses.update', (business, event) => {
        refuseInvalid(checkChestLink(event, body.chest_id, params.business_id));
        return Promise.resolve({
          business: withBusinessFields(business, {
            ...body,
            ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          }),
        });
      });
    },

    async consoleRetireBusiness({ params, body, caller }) {
      const answer = await editBusiness(
        caller,
        params.business_id,
        body.retired ? 'businesses.retire' : 'businesses.restore',
        (business) => Promise.resolve({ business: { ...business, retired: body.retired } }),
      );
      return {
        ...answer,
        message: body.retired ? consoleMessages.content.retired : consoleMessages.content.restored,
      };
    },

    async consoleGetBusiness({ params }) {
      const { event } = content.current;
      return businessView(repository, event, findBusiness(event, params.business_id));
    },

    async consoleUpdateBusinessProfile({ params, body, caller }) {
      refuseInvalid(validatePartnerBusinessFields(body));
      return editBusiness(caller, params.business_id, 'businesses.profile', (business) =>
        Promise.resolve({ business: withBusinessFields(business, body) }),
      );
    },

    async consoleUpdateBusinessChest({ params, body, caller }) {
      refuseInvalid(validateChestQuestions(body.group));
      return editBusiness(caller, params.business_id, 'businesses.chest', async (business, event, tx) => {
        const { chests, chestId } = await chestsWithGroup(event, business, withoutBlankFrench(body.group), tx);
        return { business: { ...business, chest_id: chestId }, chests };
      });
    },
  };
}

/**
 * A business as its audit entries record it: with its chest's questions, which a partner edits as part of the
 * business (so a chest edit shows each question's before and after, not an unchanged business). Pure.
 */
function businessAudited(business: EventBusiness, chests: readonly EventChest[]): Record<string, unknown> {
  const chest = chests.find((candidate) => candidate.chest_id === business.chest_id);
  return chest === undefined ? { ...business } : { ...business, chest_questions: chest.group };
}
