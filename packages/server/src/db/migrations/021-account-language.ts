import type { Migration } from './migration.js';

/**
 * `users.language`: the language an account reads its mail in (issue 30, decision 0163), for the mail written
 * outside that person's own request (a notice that someone tried their address). Set from the request's language
 * at registration, changed when the person switches language while logged in. Existing accounts read English,
 * the language every mail was written in until now.
 */
export const ACCOUNT_LANGUAGE: Migration = {
  version: 21,
  name: 'account language: the language of mail written outside the person’s request',
  sql: `
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));`,
};
