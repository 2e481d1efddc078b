import * as z from 'zod/mini';
import { contractMessages } from '../messages/contract-messages.js';
import { eventFileMessages } from '../messages/event-file-messages.js';
import { CHEST_QUESTION_COUNT, questionAnswersSchema } from './chest.schema.js';
import { choiceLetterSchema, coinsSchema, frenchTextSchema, lenientIdSchema, positiveIntSchema } from './common.schema.js';
import { rafflePartnerSchema } from './raffle.schema.js';
import { resultsResponseSchema } from './results.schema.js';
import { eventTimestampsSchema } from './timestamps.schema.js';
import { eventBrandSchema, eventMailTextSchema } from './mail-text.schema.js';
import { eventHelpSchema } from './event-help.schema.js';

/**
 * A chest question in the event file: unlike the wire, `correct` and `explanation` are required (the server
 * judges answers with them). Every text of the event may carry its French beside it as `<field>_fr` (optional:
 * files written before French still import; docs/decisions/0164-bilingual-event-content.md).
 */
export const eventQuestionSchema = z.object({
  question: z.string().check(z.minLength(1)),
  question_fr: frenchTextSchema,
  answers: z.object({
    choices: questionAnswersSchema.shape.choices,
    correct: choiceLetterSchema,
    explanation: z.string(),
    choices_fr: questionAnswersSchema.shape.choices_fr,
    explanation_fr: frenchTextSchema,
  }),
});

/**
 * Set by the organizers' console on a partner, item, chest or business that was retired: it stays in the
 * event (stakes, answers and winners keep pointing at it) but players no longer see it.
 */
const retiredField = z.optional(z.boolean());

export const eventChestSchema = z.object({
  chest_id: lenientIdSchema,
  group: z.array(eventQuestionSchema).check(z.length(CHEST_QUESTION_COUNT)),
  retired: retiredField,
});

/** A raffle partner in the event file: the wire's partner, and whether the console retired it. */
export const eventPartnerSchema = z.extend(rafflePartnerSchema, { retired: retiredField });

/** A raffle item in the event file; `partner` names one of the file's `partners`. */
export const eventRaffleItemSchema = z.object({
  item_id: lenientIdSchema,
  name: z.string().check(z.minLength(1)),
  description: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  image_src: z.string(),
  stock: coinsSchema,
  partner: z.string(),
  retired: retiredField,
});

/**
 * A business in the event file; answer counts are the server's, not the file's. The optional console fields:
 * `chest_id` (the business's own chest, whose 3 questions its partner writes), `award_pool` (the dollars its
 * challenge winners share; 200 when absent), `winner_cap` (most challenge winners; 3 when absent) and
 * `attends_meeting` (the partner comes to the wrap-up meeting). Players never receive them.
 */
export const eventBusinessSchema = z.object({
  name: z.string().check(z.minLength(1)),
  logo: z.string(),
  description: z.string(),
  video_title: z.string(),
  video_url: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  video_title_fr: frenchTextSchema,
  challenge_question: z.object({
    challenge_id: lenientIdSchema,
    title: z.string(),
    description: z.string(),
    title_fr: frenchTextSchema,
    description_fr: frenchTextSchema,
  }),
  chest_id: z.optional(lenientIdSchema),
  award_pool: z.optional(coinsSchema),
  winner_cap: z.optional(positiveIntSchema),
  attends_meeting: z.optional(z.boolean()),
  retired: retiredField,
});

/**
 * The event an organizer edits: its timestamps (null while it is not scheduled: login then says "The game has
 * not started yet"), raffle partners and items, chests, businesses with their challenges, and the winners.
 * The server loads it at start and the organizer CLI validates it; an error names each field path, e.g.
 * `chests[2].group[0].answers.correct`.
 */
export const eventFileSchema = z
  .object({
    name: z.string().check(z.minLength(1)),
    /** The event's name in French (absent: the English name shows in French too). */
    name_fr: frenchTextSchema,
    timestamps: z.nullable(eventTimestampsSchema),
    partners: z.array(eventPartnerSchema),
    raffle_items: z.array(eventRaffleItemSchema),
    chests: z.array(eventChestSchema),
    businesses: z.array(eventBusinessSchema),
    results: resultsResponseSchema,
    /** The event's logo and colour on the player pages and in its mails (absent: the game's own). */
    brand: z.optional(eventBrandSchema),
    /** The event's own mail texts, per mail and catalogue language (absent: the catalogue's). */
    mail_texts: z.optional(z.array(eventMailTextSchema)),
    /** Where its players get help: the Help screen's address and chat link (absent: the installation's). */
    help: z.optional(eventHelpSchema),
  })
  .check(
    z.superRefine((event, context) => {
      const problem = (path: PropertyKey[], message: string) => context.issues.push({ code: 'custom', message, path, input: event });
      const duplicates = <T>(list: readonly T[], key: (entry: T) => string | number, path: (index: number) => PropertyKey[]) => {
        const seen = new Set<string | number>();
        list.forEach((entry, index) => {
          if (seen.has(key(entry))) problem(path(index), eventFileMessages.duplicate);
          seen.add(key(entry));
        });
      };
      duplicates(event.partners, (partner) => partner.name, (index) => ['partners', index, 'name']);
      duplicates(event.raffle_items, (item) => item.item_id, (index) => ['raffle_items', index, 'item_id']);
      duplicates(event.chests, (chest) => chest.chest_id, (index) => ['chests', index, 'chest_id']);
      duplicates(event.businesses, (business) => business.challenge_question.challenge_id, (index) => ['businesses', index, 'challenge_question', 'challenge_id']);
      duplicates(event.mail_texts ?? [], (text) => `${text.mail}|${text.language}`, (index) => ['mail_texts', index, 'mail']);
      const partnerNames = new Set(event.partners.map((partner) => partner.name));
      event.raffle_items.forEach((item, index) => {
        if (!partnerNames.has(item.partner)) problem(['raffle_items', index, 'partner'], eventFileMessages.unknownPartner);
      });
      // A business's own chest must exist, and two businesses never share one.
      const chestIds = new Set(event.chests.map((chest) => chest.chest_id));
      const chestsOfBusinesses = new Set<number>();
      event.businesses.forEach((business, index) => {
        if (business.chest_id === undefined) return;
        if (!chestIds.has(business.chest_id)) problem(['businesses', index, 'chest_id'], eventFileMessages.unknownChest);
        else if (chestsOfBusinesses.has(business.chest_id)) problem(['businesses', index, 'chest_id'], eventFileMessages.duplicate);
        chestsOfBusinesses.add(business.chest_id);
      });
      event.chests.forEach((chest, chestIndex) =>
        chest.group.forEach((question, questionIndex) => {
          if (!Object.hasOwn(question.answers.choices, question.answers.correct))
            problem(['chests', chestIndex, 'group', questionIndex, 'answers', 'correct'], contractMessages.correctNotAChoice);
        }),
      );
    }),
  );
export type EventFile = z.infer<typeof eventFileSchema>;
export type EventChest = z.infer<typeof eventChestSchema>;
export type EventRaffleItem = z.infer<typeof eventRaffleItemSchema>;
export type EventBusiness = z.infer<typeof eventBusinessSchema>;
export type EventPartner = z.infer<typeof eventPartnerSchema>;
