import { consoleBulkInvitationsText, consoleShellText, type ConsoleRole } from '@dubloon-quest/core/console';
import type { ComponentType } from 'react';

/** One screen of the console: where it is, its name in the navigation, who sees it, and its module. */
export interface ConsoleScreen {
  /** Relative to `/console` ('' is the overview). */
  readonly path: string;
  readonly label: string;
  readonly roles: readonly ConsoleRole[];
  /** Downloads the screen's module (a chunk whose file name starts with `console`). */
  readonly load: () => Promise<ComponentType>;
}

const organizers = ['Organizer'] as const;
const everyone = ['Organizer', 'Partner'] as const;
const screens = consoleShellText.screens;

/**
 * The console's screens in navigation order, each label read when shown (the reader's language, decision 0150). Each module is a lazy chunk of its own, so a partner never
 * downloads the organizers' screens and a player downloads none of them.
 */
const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: '',
    get label() {
      return screens.overview;
    },
    roles: everyone,
    load: () => import('../overview/routes/console-overview-route.js').then((m) => m.ConsoleOverviewRoute),
  },
  {
    path: 'schedule',
    get label() {
      return screens.schedule;
    },
    roles: organizers,
    load: () => import('../schedule/routes/console-schedule-route.js').then((m) => m.ConsoleScheduleRoute),
  },
  {
    path: 'look',
    get label() {
      return screens.look;
    },
    roles: organizers,
    load: () => import('../look/routes/console-look-route.js').then((m) => m.ConsoleLookRoute),
  },
  {
    path: 'event',
    get label() {
      return screens.event;
    },
    roles: organizers,
    load: () => import('../event/routes/console-event-route.js').then((m) => m.ConsoleEventRoute),
  },
  {
    path: 'events',
    get label() {
      return screens.events;
    },
    roles: organizers,
    load: () => import('../events/routes/console-events-route.js').then((m) => m.ConsoleEventsRoute),
  },
  {
    path: 'accounts',
    get label() {
      return screens.accounts;
    },
    roles: organizers,
    load: () => import('../accounts/routes/console-accounts-route.js').then((m) => m.ConsoleAccountsRoute),
  },
  {
    path: 'players',
    get label() {
      return screens.players;
    },
    roles: organizers,
    load: () => import('../players/routes/console-players-route.js').then((m) => m.ConsolePlayersRoute),
  },
  {
    path: 'import-players',
    get label() {
      return consoleBulkInvitationsText.screen;
    },
    roles: organizers,
    load: () =>
      import('../bulk-players/routes/console-import-players-route.js').then((m) => m.ConsoleImportPlayersRoute),
  },
  {
    path: 'raffle',
    get label() {
      return screens.raffle;
    },
    roles: organizers,
    load: () => import('../raffle/routes/console-raffle-route.js').then((m) => m.ConsoleRaffleRoute),
  },
  {
    path: 'dashboard',
    get label() {
      return screens.dashboard;
    },
    roles: organizers,
    load: () => import('../dashboard/routes/console-dashboard-route.js').then((m) => m.ConsoleDashboardRoute),
  },
  {
    path: 'outbox',
    get label() {
      return screens.outbox;
    },
    roles: organizers,
    load: () => import('../outbox/routes/console-outbox-route.js').then((m) => m.ConsoleOutboxRoute),
  },
  {
    path: 'exports',
    get label() {
      return screens.exports;
    },
    roles: organizers,
    load: () => import('../exports/routes/console-exports-route.js').then((m) => m.ConsoleExportsRoute),
  },
  {
    path: 'audit',
    get label() {
      return screens.audit;
    },
    roles: organizers,
    load: () => import('../audit/routes/console-audit-route.js').then((m) => m.ConsoleAuditRoute),
  },
  {
    path: 'business',
    get label() {
      return screens.business;
    },
    roles: everyone,
    load: () => import('../business/routes/console-business-route.js').then((m) => m.ConsoleBusinessRoute),
  },
  {
    path: 'judging',
    get label() {
      return screens.judging;
    },
    roles: everyone,
    load: () => import('../judging/routes/console-judging-route.js').then((m) => m.ConsoleJudgingRoute),
  },
];

/** The screens a role sees. Pure. */
export function screensFor(role: ConsoleRole): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((screen) => screen.roles.includes(role));
}
