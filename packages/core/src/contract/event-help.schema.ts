import * as z from 'zod/mini';

/**
 * Where the players get help (the event file's `help`): the support address and the community chat's link the
 * player pages' Help screen shows; absent, the installation's (`VITE_SUPPORT_EMAIL`, `VITE_COMMUNITY_CHAT_URL`).
 * See core's `validateEventHelp`.
 */
export const eventHelpSchema = z.object({
  support_email: z.optional(z.string()),
  chat_url: z.optional(z.string()),
});
export type EventHelp = z.infer<typeof eventHelpSchema>;
