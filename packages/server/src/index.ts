export { buildServer, type BuildOptions } from './server.js';
export { loadConfig, ConfigError, type ServerConfig } from './config/config.js';
export { runOrganizer, type OrganizerEnvironment } from './organizer/cli.js';
export { openGameDatabase } from './organizer/database.js';
export { openMigratedPglite } from './db/pglite-template.js';
export { useTestHashingInThisTestProcess } from './services/auth/passwords.js';
export { useRelaxedDurabilityInThisTestProcess } from './db/pglite-db.js';
