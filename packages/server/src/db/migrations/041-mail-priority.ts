import type { Migration } from './migration.js';

/**
 * The outbox's order and the links it carries (issue 41, decision 0195). `priority`: 0 for mail a person waits for
 * (verification, reset, e-mail change, the notices of a registration), 1 for mail sent in bulk (invitations);
 * the outbox delivers by priority, then in order. `token_hash`: the link a mail carries, whose validity the outbox
 * moves on by the time the mail waited when it hands it on, so a link counts from when its mail leaves.
 * Numbered for its issue, after the versions other work may take meanwhile (the runner applies every missing one).
 */
export const MAIL_PRIORITY: Migration = {
  version: 41,
  name: 'mail priority: mail a person waits for goes before invitations, and its link counts from when it leaves',
  sql: `
ALTER TABLE mail_outbox ADD COLUMN priority SMALLINT NOT NULL DEFAULT 1 CHECK (priority IN (0, 1));
ALTER TABLE mail_outbox ADD COLUMN token_hash TEXT;
CREATE INDEX mail_outbox_queue ON mail_outbox (priority, id) WHERE sent_at IS NULL;`,
};
