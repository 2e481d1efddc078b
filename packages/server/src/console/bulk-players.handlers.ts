import { randomBytes } from 'node:crypto';
import {
  type ConsoleImportRow,
  type ConsolePlayerImportPreview,
  type ImportProblemCatalogues,
  importProblemText,
  validateGroupName,
} from '@dubloon-quest/core/console';
import { type PlayerImportCheck } from '@dubloon-quest/core/internal';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { inTransaction } from '../db/in-transaction.js';
import { PlayerGroupsRepository, type PlayerGroup } from '../db/player-groups.repository.js';
import { issueInvitation } from '../services/accounts.js';
import { addressesOf } from '../services/client-address.js';
import { actorOf } from '../services/console-caller.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { checkImport, importPlayers } from '../services/player-import.js';
import { consoleBulkInvitationsText, consoleMessages, problemCatalogues } from '../services/language.js';
import { takeMailBudget } from '../services/throttle.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type BulkCalls =
  | 'consolePreviewPlayerImport'
  | 'consoleImportPlayers'
  | 'consolePlayerImportProgress'
  | 'consoleResendInvitation'
  | 'consoleListGroups'
  | 'consoleCreateGroup';

/** In the request's language (decision 0170). */
const text = consoleBulkInvitationsText;

/** The catalogues of the request's language, for an import's problems. */
const catalogues: ImportProblemCatalogues = { ...problemCatalogues, bulk: text };
const written = (problem: Parameters<typeof importProblemText>[0]) => importProblemText(problem, catalogues);
/** A problem's code and parameters as the wire carries them. */
const wired = (problem: Parameters<typeof importProblemText>[0]) =>
  'columns' in problem ? { ...problem, columns: [...problem.columns] } : { ...problem };
const perField = <Problem,>(problems: Readonly<Record<string, readonly Problem[]>>, write: (problem: Problem) => unknown) =>
  Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(write)]));

/** Core's verdict on a file as the wire carries it: each problem in the request's language, with its code. */
function previewOf(check: PlayerImportCheck): ConsolePlayerImportPreview {
  return {
    problems: check.problems.map(written),
    notices: check.notices.map(written),
    problem_codes: check.problems.map(wired),
    notice_codes: check.notices.map(wired),
    rows: check.rows.map(
      (row): ConsoleImportRow => ({
        line: row.line,
        ...row.player,
        status: row.status,
        errors: perField(row.errors, written) as Record<string, string[]>,
        codes: perField(row.errors, wired) as NonNullable<ConsoleImportRow['codes']>,
      }),
    ),
    ready: check.ready,
    errors: check.errors,
    duplicates: check.duplicates,
  };
}

/**
 * Players in bulk (issue 32, decision 0155): the CSV import's preview and import, resending or copying an
 * invitation's link, and the class or group links.
 */
export function bulkPlayerHandlers(services: ConsoleServices): Pick<ConsoleHandlers, BulkCalls> {
  const { context } = services;
  const groups = new PlayerGroupsRepository(context.repository.db);
  const server = () => ({ publicUrl: context.config.publicUrl, now: services.now(), event: context.event.file });
  const groupLink = (code: string) => `${context.config.publicUrl}/register?group=${code}`;
  const groupView = (group: PlayerGroup) => ({
    group_id: group.id,
    name: group.name,
    link: groupLink(group.code),
    players: group.players,
    created_at: group.createdAt.toISOString(),
  });
  const checkGroup = async (groupId: number | null | undefined) => {
    if (groupId == null) return null;
    if ((await groups.idOf({ id: groupId })) === null) throw new HttpError(404, text.unknownGroup);
    return groupId;
  };

  return {
    async consolePreviewPlayerImport({ body }) {
      await checkGroup(body.group_id);
      return previewOf(await checkImport(groups, body.csv, context.locations));
    },

    async consoleImportPlayers({ body, caller, request }) {
      const groupId = await checkGroup(body.group_id);
      await takeMailBudget(context, addressesOf(context, request));
      const outcome = await importPlayers(
        groups,
        (work) => services.audited(actorOf(caller), work),
        server(),
        body.csv,
        groupId,
        body.import_id ?? randomBytes(12).toString('hex'),
        context.locations,
      );
      const { problems } = outcome.check;
      if (problems.length > 0) {
        const texts = problems.map(written);
        throw new HttpError(422, texts[0]!, { csv: texts });
      }
      void context.outbox.flush();
      const created = outcome.created.length;
      return {
        message: text.imported(created, outcome.check.rows.length - created),
        created,
        preview: previewOf(outcome.check),
      };
    },

    async consolePlayerImportProgress({ query }) {
      const progress = await groups.progress(query.import_id);
      if (progress === null) throw new HttpError(404, text.unknownImport);
      return progress;
    },

    async consoleResendInvitation({ params, body, caller, request }) {
      if (body.send) await takeMailBudget(context, addressesOf(context, request));
      const link = await services.audited(actorOf(caller), async (tx) => {
        const account = await new ConsoleAccountsRepository(tx).account(params.user_id);
        if (!account) throw new HttpError(404, consoleMessages.accounts.unknown);
        if (!account.invitation_pending) throw new HttpError(409, text.notInvitable);
        const made = await issueInvitation(
          inTransaction(tx),
          server(),
          { userId: account.user_id, email: account.email, name: account.name, role: account.role },
          body.send,
        );
        return {
          value: { link: made, email: account.email },
          audit: {
            action: 'accounts.invitation',
            target: `user:${account.user_id}`,
            before: null,
            after: { mailed: body.send },
          },
        };
      });
      if (body.send) void context.outbox.flush();
      return {
        message: body.send ? text.invitationResent(link.email) : text.invitationLinkMade(link.email),
        link: link.link,
      };
    },

    async consoleListGroups() {
      return { groups: (await groups.list()).map(groupView) };
    },

    async consoleCreateGroup({ body, caller }) {
      const problem = validateGroupName(body.name);
      if (problem) throw invalidFields({ name: [problem] });
      const name = body.name.trim();
      const group = await services.audited(actorOf(caller), async (tx) => {
        const inTx = new PlayerGroupsRepository(tx);
        const id = await inTx.create(name, randomBytes(8).toString('hex'), services.now());
        if (id === null) throw new HttpError(409, text.groupNameTaken);
        const created = (await inTx.list()).find((entry) => entry.id === id)!;
        return {
          value: created,
          audit: { action: 'groups.create', target: `group:${id}`, before: null, after: { name } },
        };
      });
      return { message: text.groupCreated(group.name), group: groupView(group) };
    },
  };
}
