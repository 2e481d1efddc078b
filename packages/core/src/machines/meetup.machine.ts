import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import type { Meetup } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import type { GameApi } from '../ports/game-api.port.js';
import { isPlayer } from '../rules/access/feature-access.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';

export interface MeetupContext {
  readonly role: string | null;
  /** The choice the server has (the user's `attend_meeting`); null until the player chose. */
  readonly saved: boolean | null;
  /** The choice waiting for confirmation or being saved. */
  readonly pending: boolean | null;
}

export type MeetupEvent =
  /** The session's user changed: their role and saved choice. */
  | { readonly type: 'meetup.sync'; readonly role: string | null; readonly attendMeeting: boolean | null }
  | { readonly type: 'meetup.choose'; readonly attend: boolean }
  | { readonly type: 'meetup.confirm' }
  | { readonly type: 'meetup.cancel' };

export type MeetupEmitted =
  | NotifyEmitted
  /** The server saved the choice; the session updates the user's `attend_meeting`. */
  | { readonly type: 'meetup.saved'; readonly attendMeeting: boolean };

export interface MeetupDeps {
  readonly api: Pick<GameApi, 'updateMeetup'>;
}

/** The choice being saved; `submitting` is only entered with one. */
function pendingChoice(context: MeetupContext): boolean {
  if (context.pending === null) throw new Error('The meetup machine reached submitting without a choice');
  return context.pending;
}

/**
 * The Q&A wrap-up meeting choice (spec sections 4, 5 and 6): yes or no, confirmed first, and submitted only
 * when it differs from the saved choice. Non-players are told "Only players have access to certain features
 * on this page". A failure shows the meetup failure message (or the server's own below 500) and keeps the
 * saved choice.
 */
export function createMeetupMachine(deps: MeetupDeps) {
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as MeetupContext,
      events: {} as MeetupEvent,
      emitted: {} as MeetupEmitted,
    },
    actors: {
      saveChoice: fromPromise<Meetup, { attend: boolean }>(async ({ input }) => {
        const answer = await deps.api.updateMeetup({ attend_meeting: input.attend });
        return answer.data;
      }),
    },
    guards: {
      isPlayer: ({ context }) => isPlayer(context.role),
      differsFromSaved: ({ context, event }) =>
        event.type === 'meetup.choose' && event.attend !== context.saved,
    },
    actions: {
      sync: assign(({ event }) => {
        assertEvent(event, 'meetup.sync');
        return { role: event.role, saved: event.attendMeeting };
      }),
      holdChoice: assign(({ event }) => {
        assertEvent(event, 'meetup.choose');
        return { pending: event.attend };
      }),
      dropChoice: assign({ pending: null }),
      storeSaved: assign((_, saved: boolean) => ({ saved, pending: null })),
      announceSaved: emit((_, attendMeeting: boolean) => ({ type: 'meetup.saved' as const, attendMeeting })),
      notifySaved: emit({
        type: 'notify',
        notification: { content: messages.businesses.meetupSaved },
      } as const),
      notifyFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.businesses.meetupFailed),
      })),
      noticePlayersOnly: emit({
        type: 'notify',
        notification: { content: messages.roles.onlyPlayersSomeFeatures },
      } as const),
    },
  }).createMachine({
    id: 'meetup',
    context: { role: null, saved: null, pending: null },
    initial: 'idle',
    on: {
      'meetup.sync': { actions: 'sync' },
    },
    states: {
      idle: {
        on: {
          'meetup.choose': [
            { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
            { guard: 'differsFromSaved', target: 'confirming', actions: 'holdChoice' },
          ],
        },
      },
      /** The confirmation dialog is open (`meetupConfirm(pending)`). */
      confirming: {
        on: {
          'meetup.confirm': { target: 'submitting' },
          'meetup.cancel': { target: 'idle', actions: 'dropChoice' },
        },
      },
      submitting: {
        tags: 'busy',
        invoke: {
          src: 'saveChoice',
          input: ({ context }) => ({ attend: pendingChoice(context) }),
          onDone: {
            target: 'idle',
            actions: [
              { type: 'storeSaved', params: ({ event }) => event.output.attend_meeting },
              { type: 'announceSaved', params: ({ event }) => event.output.attend_meeting },
              'notifySaved',
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              'dropChoice',
              { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
    },
  });
}

/** The machine {@link createMeetupMachine} returns. */
export type MeetupMachine = ReturnType<typeof createMeetupMachine>;
