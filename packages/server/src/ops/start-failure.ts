import { isConnectionFailure } from '../db/connection-failure.js';

/** The settings a start-up failure's line may name. */
interface StartSettings {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
}

/** A system or PostgreSQL error's code (`EADDRINUSE`, `3D000`, ...), or its cause's. */
function codeOf(error: unknown): string {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    if ('code' in cause && typeof cause.code === 'string') return cause.code;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return '';
}

/** DATABASE_URL's parts an operator may read in a log: never its password. */
function databaseParts(url: string): { where: string; name: string; user: string } {
  try {
    const parsed = new URL(url);
    return {
      where: `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`,
      name: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username) || 'postgres',
      user: decodeURIComponent(parsed.username) || 'the default user',
    };
  } catch {
    return { where: 'its host', name: 'its database', user: 'its user' };
  }
}

/**
 * One line for a start that failed on something an operator fixes (a setting, a service not running, a port
 * taken): what failed, the setting that names it and what to do. Null when the failure is none of these (a
 * fault of the program: the caller prints it whole). Never the database password. Pure.
 */
export function startFailureLine(error: unknown, settings: StartSettings | null): string | null {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (settings !== null && (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') && /listen/i.test(message + String((error as { syscall?: string }).syscall)))
    return code === 'EADDRINUSE'
      ? `PORT ${settings.port}: another program already listens on ${settings.host}:${settings.port}. Stop it, or set PORT (or HOST) to a free one.`
      : code === 'EACCES'
        ? `PORT ${settings.port}: this user may not listen on ${settings.host}:${settings.port} (ports below 1024 need privileges). Set PORT to 1024 or above and put a proxy in front.`
        : `HOST ${settings.host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all of them.`;
  if (settings?.databaseUrl) {
    const { where, name, user } = databaseParts(settings.databaseUrl);
    if (code === '3D000')
      return `DATABASE_URL: the database "${name}" does not exist on the PostgreSQL at ${where}. Create it (createdb -h ${where.replace(/:\d+$/, '')} -p ${where.replace(/^.*:/, '')} ${name}), or correct the database name in DATABASE_URL.`;
    if (code === '28P01' || code === '28000')
      return `DATABASE_URL: the PostgreSQL at ${where} refused the user "${user}" (${message}). Correct the user or password in DATABASE_URL, or let that user in (pg_hba.conf).`;
    if (isConnectionFailure(error))
      return `DATABASE_URL: no PostgreSQL answers at ${where} (${code || message}). Start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
  }
  return null;
}
