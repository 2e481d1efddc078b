import { parseArgs } from 'node:util';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import { consoleMessages } from '@dubloon-quest/core/console';
import {
  OrganizerError,
  UsageError,
  type OrganizerCommand,
  type OrganizerEnvironment,
} from './command-support.js';
import { drawCommitCommand, drawRunCommand, drawVerifyCommand } from './commands/draw.command.js';
import { importCommand, validateCommand } from './commands/event.command.js';
import { playersCommand, stakesCommand } from './commands/listings.command.js';
import { challengeWinnersSetCommand, exportWinnersCommand } from './commands/winners.command.js';
import { CONSOLE_COMMANDS } from './commands/account.command.js';
import { backupCommand, restoreCommand } from './commands/backup.command.js';

export type { OrganizerEnvironment } from './command-support.js';

const COMMANDS: readonly OrganizerCommand[] = [
  validateCommand,
  importCommand,
  playersCommand,
  stakesCommand,
  drawCommitCommand,
  drawRunCommand,
  drawVerifyCommand,
  challengeWinnersSetCommand,
  exportWinnersCommand,
  ...CONSOLE_COMMANDS,
  backupCommand,
  restoreCommand,
];

/** Every command's name (`validate`, `draw commit`, ...): docs/organizer.md's table lists each (its test checks). */
export function organizerCommandNames(): string[] {
  return COMMANDS.map((command) => command.name);
}

/** Commands that only group others (`draw commit`, `draw run`, ...), with their help. */
const GROUPS: Readonly<Record<string, string>> = {
  draw: t.help.draw,
  'challenge-winners': t.help.challengeWinners,
  export: t.help.export,
  role: consoleMessages.cli.roleSetHelp,
};

/**
 * Runs one organizer command line (`validate FILE`, `draw run --reveal SECRET --record FILE`, ...; see
 * `--help`). @returns the exit status: 0 done, 1 refused or failed (the message says why), 2 a usage mistake.
 */
export async function runOrganizer(argv: readonly string[], env: OrganizerEnvironment): Promise<number> {
  const [first, second] = argv;
  if (first === undefined) {
    env.err(t.help.general);
    return 2;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    env.out(t.help.general);
    return 0;
  }
  const command =
    COMMANDS.find((entry) => entry.name === `${first} ${second ?? ''}`.trim()) ??
    COMMANDS.find((entry) => entry.name === first);
  if (!command) {
    const group = GROUPS[first];
    if (group !== undefined && (second === undefined || second === '--help' || second === '-h')) {
      (second === undefined ? env.err : env.out)(group);
      return second === undefined ? 2 : 0;
    }
    env.err(
      `${t.usage.unknownCommand(argv.slice(0, group === undefined ? 1 : 2).join(' '))}\n${t.usage.seeHelp('')}\n`,
    );
    return 2;
  }
  const rest = argv.slice(command.name.split(' ').length);
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: { help: { type: 'boolean', short: 'h' }, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    if (parsed.values.help === true) {
      env.out(command.help);
      return 0;
    }
    const count = parsed.positionals.length;
    if (count < command.positionals.min || count > command.positionals.max)
      throw new UsageError(t.usage.wrongArguments(command.name));
    return await command.run({ positionals: parsed.positionals, values: parsed.values }, env);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      env.err(`${(error as Error).message}\n${t.usage.seeHelp(command.name)}\n`);
      return 2;
    }
    if (error instanceof OrganizerError) {
      env.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** Node's own errors for unknown options or missing option values. */
function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  );
}
