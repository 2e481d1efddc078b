import type { Migration } from './migration.js';

/**
 * `mail_outbox.language`: the language a queued mail is written in (issue 40, decision 0175), so that the HTML part
 * made at delivery names the event in that language, in its top band and sender, under `<html lang>`. Mail queued
 * before reads English, the language its HTML part was made in until now.
 */
export const MAIL_LANGUAGE: Migration = {
  version: 23,
  name: 'mail language: the HTML part and the sender in the language of the mail',
  sql: `
ALTER TABLE mail_outbox ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));`,
};
