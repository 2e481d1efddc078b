import type { Migration } from './migration.js';

/**
 * `player_groups`: the classes or groups a teacher hands a registration link of (issue 32, decision 0155); its
 * `code` is the link's. `users.group_id`: the group a player was imported into or registered through. A group
 * is never deleted while players name it (no cascade: its players would lose their class silently).
 */
export const PLAYER_GROUPS: Migration = {
  version: 20,
  name: 'player groups: class or group links, and the group of a player',
  sql: `
CREATE TABLE player_groups (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX player_groups_name_key ON player_groups (lower(name));
ALTER TABLE users ADD COLUMN group_id BIGINT REFERENCES player_groups (id);
CREATE INDEX users_group_id ON users (group_id) WHERE group_id IS NOT NULL;`,
};
