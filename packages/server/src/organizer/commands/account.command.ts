import { fieldProblemText, isValid, ROLES, validateEmail, validateName, type EventFile, type Role } from '@dubloon-quest/core';
import { consoleMessages } from '@dubloon-quest/core/console';
import { loadEventFile } from '../../services/event/game-event.js';
import {
  OrganizerError,
  UsageError,
  type CommandArgs,
  type OrganizerCommand,
  type OrganizerEnvironment,
} from '../command-support.js';
import { StoredEventRepository } from '../../db/stored-event.repository.js';
import { changeRole, inviteAccount, resolveAffiliation } from '../../services/accounts.js';
import { ConsoleAccountsRepository } from '../../db/console-accounts.repository.js';
import { recordAudit } from '../../db/audit.repository.js';
import type { AuditActor } from '../../db/audit.repository.js';

const t = consoleMessages.cli;

/** The audit log's name for the organizer tool's changes (it runs without an account). */
const CLI_ACTOR: AuditActor = { userId: null, email: consoleMessages.audit.cliActor, role: 'Organizer' };

const AFFILIATION_OPTIONS = { business: { type: 'string' }, partner: { type: 'string' } } as const;

function roleOf(text: string): Role {
  const role = ROLES.find((entry) => entry.toLowerCase() === text.trim().toLowerCase());
  if (!role) throw new UsageError(t.badRole(text));
  return role;
}

/** `--business ID` and `--partner NAME` as the console's request fields. */
function affiliationOptions(args: CommandArgs): { business_id?: number; raffle_partner?: string } {
  const business = args.values.business;
  const partner = args.values.partner;
  const businessId = typeof business === 'string' ? Number(business) : undefined;
  if (businessId !== undefined && (!Number.isSafeInteger(businessId) || businessId <= 0))
    throw new UsageError(consoleMessages.accounts.unknownBusiness);
  return {
    ...(businessId !== undefined ? { business_id: businessId } : {}),
    ...(typeof partner === 'string' ? { raffle_partner: partner } : {}),
  };
}

/** The event the server serves: the stored one once imported or edited, else the server's event file. */
async function currentEvent(env: OrganizerEnvironment, storedEvent: StoredEventRepository): Promise<EventFile> {
  const imported = await storedEvent.importedEvent();
  if (imported) return imported.event;
  const file = env.serverEventFile();
  if (file === null) throw new OrganizerError(consoleMessages.raffle.noEvent);
  return loadEventFile(file).file;
}

/** The field problems of a refused affiliation, one per line. */
const problemsText = (errors: Record<string, string[]>) => Object.values(errors).flat().join('\n');

/** `role set EMAIL ROLE [--business ID | --partner NAME]`: gives an account a role, as the console does. */
const roleSetCommand: OrganizerCommand = {
  name: 'role set',
  help: t.roleSetHelp,
  options: AFFILIATION_OPTIONS,
  positionals: { min: 2, max: 2 },
  async run(args, env) {
    const [email = '', roleText = ''] = args.positionals;
    const role = roleOf(roleText);
    const db = await env.openDatabase();
    try {
      const storedEvent = new StoredEventRepository(db);
      const affiliation = resolveAffiliation(
        await currentEvent(env, storedEvent),
        role,
        affiliationOptions(args),
      );
      if (!affiliation.ok) throw new OrganizerError(problemsText(affiliation.errors));
      const userId = await new ConsoleAccountsRepository(db).idByEmail(email);
      if (userId === null)
        throw new OrganizerError(consoleMessages.accounts.unknownEmail(email.trim().toLowerCase()));
      const changed = await db.transaction(async (tx) => {
        const outcome = (await changeRole(tx, userId, role, affiliation.value, env.now()))!;
        await recordAudit(
          tx,
          CLI_ACTOR,
          { action: 'accounts.role', target: `user:${userId}`, before: outcome.before, after: outcome.after },
          env.now(),
        );
        return outcome.after;
      });
      env.out(`${t.roleSet(changed.email, changed.role)}\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
};

/** `invite EMAIL --role ROLE [--name NAME] [--business ID | --partner NAME]`: creates and invites an account. */
const inviteCommand: OrganizerCommand = {
  name: 'invite',
  help: t.inviteHelp,
  options: { role: { type: 'string' }, name: { type: 'string' }, ...AFFILIATION_OPTIONS },
  positionals: { min: 1, max: 1 },
  async run(args, env) {
    const email = (args.positionals[0] ?? '').trim().toLowerCase();
    const roleText = typeof args.values.role === 'string' ? args.values.role : '';
    const role = roleOf(roleText);
    if (role === 'Player') throw new UsageError(t.inviteRole(role));
    const name = typeof args.values.name === 'string' ? args.values.name.trim() : (email.split('@')[0] ?? '');
    const problems: Record<string, string[]> = {};
    const emailProblem = validateEmail(email);
    if (emailProblem) problems.email = [fieldProblemText(emailProblem)];
    const nameProblem = validateName(name);
    if (nameProblem) problems.name = [fieldProblemText(nameProblem)];
    if (!isValid(problems)) throw new OrganizerError(problemsText(problems));
    const db = await env.openDatabase();
    try {
      const affiliation = resolveAffiliation(
        await currentEvent(env, new StoredEventRepository(db)),
        role,
        affiliationOptions(args),
      );
      if (!affiliation.ok) throw new OrganizerError(problemsText(affiliation.errors));
      const publicUrl = env.serverPublicUrl?.() ?? 'http://localhost:3000';
      const link = await db.transaction(async (tx) => {
        const invited = await inviteAccount(
          tx,
          { publicUrl, now: env.now() },
          { email, name, role, affiliation: affiliation.value },
        );
        if (!invited) throw new OrganizerError(consoleMessages.accounts.emailTaken);
        const account = await new ConsoleAccountsRepository(tx).account(invited.userId);
        await recordAudit(
          tx,
          CLI_ACTOR,
          { action: 'accounts.invite', target: `user:${invited.userId}`, before: null, after: account },
          env.now(),
        );
        return invited.link;
      });
      env.out(`${t.invited(email, link)}\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
};

/** The console's commands of the organizer tool, registered in its command list. */
export const CONSOLE_COMMANDS: readonly OrganizerCommand[] = [roleSetCommand, inviteCommand];
