/**
 * The console's Schedule screen: the five boundaries of the event in the organizer's own time zone, where the
 * schedule in force comes from, the period now, and what a change does to the players at once.
 */
export const consoleScheduleText = {
  intro:
    'Move the event while it runs. A saved change takes effect at once on every server and every open game page: periods, gates and countdowns follow without a reload.',
  timeZone: (zone: string, offset: string) => `Times are in your time zone, ${zone} (${offset}).`,
  formLegend: 'Boundaries of the event',
  nameTitle: 'Event name',
  nameLabel: 'Name',
  nameHint: 'Organizers see it in the console, and the exported event file carries it. A new event is "New event" until named.',
  rename: 'Save the name',
  renaming: 'Saving the name...',
  renamed: 'The event was renamed.',
  fields: {
    pre_game: 'Pre-game opens',
    game_start: 'Game start',
    review_start: 'Review start',
    review_end: 'Review end (winners announced)',
    game_end: 'Game end',
    challenges_open: 'Challenges open',
    challenges_close: 'Challenges close',
    meeting: 'Q&A wrap-up meeting',
  },
  hints: {
    pre_game:
      'Optional. Before it, players read "The game has not started yet" and see only their profile; from it, Learn and Earn and the raffle open.',
    game_start: 'The raffle stays open and the businesses open; Learn and Earn closes.',
    review_start:
      'Players are sent to the Game Closed page while the organizers judge and draw; once the results are published they may open the results page (an open Game Closed page goes there at once). Organizers and partners keep the results page.',
    review_end:
      'Players come back: the results page shows the winners; Learn and Earn, the raffle and the businesses stay closed.',
    game_end: 'The game ends: players, partners and organizers are sent to the Game Closed page from every game page (the console stays open).',
    challenges_open:
      'Optional, with its close: players read "Challenges are open from ... to ..." in their own time zone, and answers are taken only then, and only while the businesses are open (game start to review start).',
    challenges_close: 'Optional, with its opening: answers after it are refused.',
    meeting:
      "Optional: players read the meeting's date and time in their own time zone on the instructions and each business's Q&A Wrap-Up tab.",
  },

  source: {
    label: 'Where the schedule in force comes from',
    console: 'Set in this console (it wins over the event file)',
    event: "The event file's own timestamps",
    demo: "The demo's 10-minute cycle",
    settings: "Fixed by the server's host settings",
  },
  inForce: 'Schedule in force',
  tableCaption: 'Boundaries in force, in your time zone',
  notScheduled: 'Not scheduled: players read "The game has not started yet" and see only their profile.',
  periodNow: 'Period now',
  periodEnds: 'Ends',
  neverEnds: 'Never (the last period)',
  endsAt: (time: string, countdown: string) => `at ${time} (in ${countdown})`,
  noPeriod: 'None yet: the game has not started',
  boundary: 'Boundary',
  time: 'Time',
  notSet: 'Not set',
  effectHeading: 'What saving does',
  effects: {
    unchanged: 'Nothing is changed yet: edit a time to see what saving does.',
    invalid: 'Fix the times above to see what saving does.',
    move: (from: string, to: string) => `Players in ${from} move to ${to} at once.`,
    open: (to: string) => `The game opens at once: every player enters ${to}.`,
    close: (from: string) =>
      `Players in ${from} lose the game pages at once: they read "The game has not started yet" and keep only their profile.`,
    stillClosed: 'The game stays closed for now: players still read "The game has not started yet".',
    stay: (period: string, ends: string) => `Players stay in ${period}; it now ends ${ends}.`,
    stayForever: (period: string) => `Players stay in ${period}, the last period.`,
  },
  save: 'Save the schedule',
  saving: 'Saving the schedule...',
  reset: 'Undo my edits',
  unschedule: 'Unschedule the event',
  unscheduling: 'Unscheduling...',
  confirmMoveTitle: 'Change the period now?',
  confirmMove: (effect: string) =>
    `${effect} Every connected player follows without a reload. Save this schedule?`,
  confirmMoveLabel: 'Save and move the period',
  confirmUnscheduleTitle: 'Unschedule the event?',
  confirmUnschedule:
    'Every player reads "The game has not started yet" at once and keeps only their profile, until a schedule is saved again.',
  confirmUnscheduleLabel: 'Unschedule',
  saved: 'The schedule was saved and sent to every connected player.',
  unscheduled: 'The event is unscheduled; every connected player was told.',
  changedElsewhere:
    'The schedule was changed on another screen or by another organizer: this is the new one.',
} as const;
