import { nextPeriodChange } from '@dubloon-quest/core/internal';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { playerCounts } from '../db/dashboard.repository.js';
import { OverviewRepository } from '../db/overview.repository.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type OverviewCalls = 'consoleGetOverview' | 'consoleListOutbox';

/** The outbox screen shows this many of the newest messages. */
const OUTBOX_PAGE = 200;

/**
 * The organizers' Overview (the event at a glance) and the outbox. Without `SMTP_URL` mail is only printed to
 * the server's log, so the outbox then gives organizers each message's body with its links; with SMTP the
 * bodies stay out, as their one-time links belong to their recipients (decision 0138). The shared demo accounts
 * get the counts and no message: their visitors must not read one another's addresses or links.
 */
export function overviewHandlers(services: ConsoleServices): Pick<ConsoleHandlers, OverviewCalls> {
  const { context, content, schedule } = services;
  const db = context.repository.db;
  const delivery = context.config.smtpUrl === null ? 'log' : 'smtp';
  const perMinute = context.outbox.perMinute;
  // When what waits will have left at the outbox's rate on this process (others make it sooner; decision 0195).
  const mailState = async () => {
    const counts = await context.repository.mailCounts();
    const drainedAt = counts.queued === 0 ? null : new Date(context.now() + Math.ceil((counts.queued * 60_000) / perMinute)).toISOString();
    return { delivery, ...counts, per_minute: perMinute, drained_at: drainedAt } as const;
  };

  return {
    async consoleGetOverview() {
      const { event } = content.current;
      const nowMs = context.now();
      const view = schedule.view(nowMs);
      const overview = new OverviewRepository(db);
      const challengeIds = event.businesses
        .filter((business) => business.retired !== true)
        .map((business) => business.challenge_question.challenge_id);
      const [players, coins, waiting, commitment, draw, results, mail] = await Promise.all([
        playerCounts(db),
        overview.coins(),
        overview.unratedAnswers(challengeIds),
        services.organizer.draws.activeCommitment(),
        services.organizer.draws.latestDraw(),
        new ConsoleStateRepository(db).resultsState(),
        mailState(),
      ]);
      const live = <T extends { retired?: boolean | undefined }>(entries: readonly T[]) =>
        entries.filter((entry) => entry.retired !== true).length;
      return {
        event_name: event.name,
        period: view.period,
        next_change: nextPeriodChange(view, nowMs),
        players,
        coins,
        judging: { waiting },
        content: {
          chests: live(event.chests),
          raffle_items: live(event.raffle_items),
          businesses: challengeIds.length,
        },
        raffle: { committed: commitment !== null, drawn: draw !== null, results: results.state },
        mail,
      };
    },

    async consoleListOutbox({ caller }) {
      const showBodies = delivery === 'log';
      // The shared demo accounts see the counts only: the messages' addresses were typed by other visitors.
      const [mail, mails] = await Promise.all([
        mailState(),
        caller.readOnly ? Promise.resolve([]) : context.repository.recentMail(OUTBOX_PAGE),
      ]);
      return {
        mail,
        mails: mails.map((message) => ({
          id: message.id,
          to: message.to,
          subject: message.subject,
          body: showBodies ? message.body : null,
          created_at: message.createdAt.toISOString(),
          sent_at: message.sentAt?.toISOString() ?? null,
          failed: message.failed,
        })),
      };
    },
  };
}
