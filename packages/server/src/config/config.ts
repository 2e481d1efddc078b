import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How chest answers are judged: by the server (the default) or trusted from the client (the original contract). */
type QuizCheck = 'server' | 'client';

/** The `TRUST_PROXY` setting as Fastify takes it. */
export type TrustProxy = boolean | number | string[];

/** A request budget: `max` per fixed window of `windowMs`. */
export interface Budget {
  max: number;
  windowMs: number;
}

/** Per-route request budgets and the throttles of docs/decisions/0083 (each a setting, see README "Settings"). */
export interface RateLimits {
  /** Logins per address and e-mail (every attempt). */
  login: Budget;
  /** Registration, resend and reset per address and e-mail. */
  mail: Budget;
  /** Failed logins from one address, whatever the accounts (`LOGIN_FAILURES_PER_ADDRESS`). */
  loginFailuresPerAddress: Budget;
  /** Failed logins of one account, whatever the addresses (`LOGIN_FAILURES_PER_ACCOUNT`). */
  loginFailuresPerAccount: Budget;
  /** Registrations and every other call that sends mail, from one address (`MAIL_REQUESTS_PER_ADDRESS`). */
  mailPerAddress: Budget;
  /** Image uploads of one partner account (`UPLOADS_PER_PARTNER`). */
  uploadsPerPartner: Budget;
  chestAnswer: Budget;
  socketEvents: Budget;
}

/** Every setting of the server, validated. See the README's "Settings" section. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Most PostgreSQL connections this process opens (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several deployments can share one Redis (`REDIS_PREFIX`). */
  redisPrefix: string;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client address (`TRUST_PROXY`): false (none, the
   * default), true (any), a number of hops, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  eventFile: string;
  demo: boolean;
  /**
   * Who becomes the first organizer (`FIRST_ORGANIZER_EMAIL`): while no organizer account exists, a server
   * started without demo mode invites this address and prints the invitation's link; unset, it prints a one-time
   * link to create the first organizer (docs/decisions/0112-first-organizer-link.md).
   */
  firstOrganizerEmail: string | null;
  corsOrigins: string[];
  quizCheck: QuizCheck;
  smtpUrl: string | null;
  /**
   * The sender of every mail (`MAIL_FROM`, an address the mail provider verified; `no-reply@` PUBLIC_URL's host
   * unless set) and its name (`MAIL_FROM_NAME`; the event's name unless set).
   */
  mailFrom?: { address: string; name: string | null };
  /** Mail this process hands on per minute at most (`MAIL_PER_MINUTE`, {@link DEFAULT_MAIL_PER_MINUTE} unless set; decision 0195). */
  mailPerMinute?: number;
  logLevel: string;
  /**
   * Log every request's "incoming request" and "request completed" lines (`LOG_REQUESTS`, off by default: at
   * two lines a request they drowned the log that organizers read).
   */
  logRequests: boolean;
  publicUrl: string;
  webDist: string;
  /** HMAC key of the access tokens. */
  tokenSecret: string;
  /** Access token lifetime. */
  accessTokenTtlMs: number;
  rateLimits: RateLimits;
  /** Sockets without a login one client address may hold open on one process (`ANONYMOUS_SOCKETS_PER_ADDRESS`). */
  anonymousSocketsPerAddress: number;
  /** Largest socket.io message, in bytes. */
  socketMaxBytes: number;
  /**
   * The bearer token Prometheus shows to read `GET /metrics` (`METRICS_TOKEN`, at least 16 characters); unset,
   * `/metrics` is not served.
   */
  metricsToken?: string | null;
  /** Most logins waiting in the login queue (`LOGIN_QUEUE_BOUND`, docs/decisions/0210); unset, 2,000. */
  loginQueueBound?: number;
}

/** Thrown when a setting is invalid; the message names every bad setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TRUE_WORDS = ['1', 'true', 'on', 'yes'];
const FALSE_WORDS = ['0', 'false', 'off', 'no'];

/** The demo event shipped with the server: demo mode's event unless `EVENT_FILE` names another. */
export const DEMO_EVENT_FILE = join(packageRoot, 'event', 'demo-event.json');

/**
 * A real event's start when `EVENT_FILE` names none: unscheduled and empty, named "New event" until the
 * organizer names it in the console (the demo event stays a template to import, never a real event's content).
 */
export const EMPTY_EVENT_FILE = join(packageRoot, 'event', 'empty-event.json');

/** The shortest `TOKEN_SECRET` accepted (the README's "at least 32 characters"). */
const MIN_TOKEN_SECRET_LENGTH = 32;

/** Mail per minute and process unless `MAIL_PER_MINUTE` says otherwise (docs/deploy.md gives each provider's). */
export const DEFAULT_MAIL_PER_MINUTE = 60;

/** PostgreSQL connections per process unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Anonymous sockets per client address and process unless `ANONYMOUS_SOCKETS_PER_ADDRESS` says otherwise. */
const DEFAULT_ANONYMOUS_SOCKETS_PER_ADDRESS = 20;

/** The budget settings and the limit each sets. */
const BUDGET_SETTINGS = {
  LOGIN_FAILURES_PER_ADDRESS: 'loginFailuresPerAddress',
  LOGIN_FAILURES_PER_ACCOUNT: 'loginFailuresPerAccount',
  MAIL_REQUESTS_PER_ADDRESS: 'mailPerAddress',
  UPLOADS_PER_PARTNER: 'uploadsPerPartner',
} as const satisfies Record<string, keyof RateLimits>;

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** Reads a budget written `<count>/<duration>`, e.g. `100/10m` (units s, m, h, d). @returns null when malformed. Pure. */
function parseBudget(text: string): Budget | null {
  const match = /^(\d{1,7})\s*\/\s*(\d{1,6})\s*([smhd])$/.exec(text.trim());
  if (!match) return null;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * DURATION_UNITS_MS[match[3]!]!;
  return max >= 1 && windowMs >= 1_000 ? { max, windowMs } : null;
}

/**
 * Sized for a class of 40 behind one school router registering, verifying and logging in within ten minutes
 * (40 registrations and a resend each, every player mistyping the password twice: 80 mails and 80 failures)
 * while a spray of hundreds of accounts or guesses from one address is refused (docs/decisions/0083).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: 60_000 },
  mail: { max: 5, windowMs: 10 * 60_000 },
  loginFailuresPerAddress: { max: 100, windowMs: 10 * 60_000 },
  loginFailuresPerAccount: { max: 10, windowMs: 10 * 60_000 },
  mailPerAddress: { max: 100, windowMs: 10 * 60_000 },
  uploadsPerPartner: { max: 30, windowMs: 60 * 60_000 },
  chestAnswer: { max: 60, windowMs: 60_000 },
  socketEvents: { max: 30, windowMs: 10_000 },
};

/**
 * Reads and validates the settings from an environment (normally `process.env`). Secrets not given are
 * generated once and kept in `DATA_DIR/secrets.json`, so tokens survive a restart.
 * @throws ConfigError naming every invalid setting.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  cwd = process.cwd(),
): ServerConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (0-65535), got "${portText}"`);

  const demoText = (text('DEMO') ?? 'on').toLowerCase();
  if (!TRUE_WORDS.includes(demoText) && !FALSE_WORDS.includes(demoText))
    problems.push(`DEMO must be on or off, got "${demoText}"`);

  const quizCheck = (text('QUIZ_CHECK') ?? 'server').toLowerCase();
  if (quizCheck !== 'server' && quizCheck !== 'client')
    problems.push(`QUIZ_CHECK must be server or client, got "${quizCheck}"`);

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  const logRequestsText = (text('LOG_REQUESTS') ?? 'off').toLowerCase();
  if (!TRUE_WORDS.includes(logRequestsText) && !FALSE_WORDS.includes(logRequestsText))
    problems.push(`LOG_REQUESTS must be on or off, got "${logRequestsText}"`);

  const urlSetting = (name: string, protocols: string[]): string | null => {
    const value = text(name);
    if (value === null) return null;
    try {
      const url = new URL(value);
      if (!protocols.includes(url.protocol))
        problems.push(`${name} must start with ${protocols.join(' or ')}`);
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };
  const databaseUrl = urlSetting('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = urlSetting('REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = urlSetting('SMTP_URL', ['smtp:', 'smtps:']);

  const poolText = text('DATABASE_POOL_SIZE') ?? String(DEFAULT_DATABASE_POOL_SIZE);
  const databasePoolSize = Number(poolText);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 1000)
    problems.push(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "${poolText}"`);

  const mailRateText = text('MAIL_PER_MINUTE') ?? String(DEFAULT_MAIL_PER_MINUTE);
  const mailPerMinute = Number(mailRateText);
  if (!Number.isInteger(mailPerMinute) || mailPerMinute < 1 || mailPerMinute > 100_000)
    problems.push(`MAIL_PER_MINUTE must be a whole number from 1 to 100000, got "${mailRateText}"`);

  const redisPrefix = text('REDIS_PREFIX') ?? 'dubloon';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix))
    problems.push(`REDIS_PREFIX must be 1 to 64 letters, digits or _.:-, got "${redisPrefix}"`);

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'));
  if (trustProxy === null)
    problems.push(
      `TRUST_PROXY must be off, on, a number of proxy hops, or comma-separated proxy addresses or CIDR ranges, got "${text('TRUST_PROXY')}"`,
    );

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
  for (const origin of corsOrigins) {
    if (!isExactOrigin(origin))
      problems.push(
        `CORS_ORIGINS entries must be exact origins such as https://game.example.org, got "${origin}"`,
      );
  }

  const host = text('HOST') ?? '127.0.0.1';
  const publicUrl = (urlSetting('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${portText}`).replace(
    /\/+$/,
    '',
  );
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  const dataDir = absolute(text('DATA_DIR') ?? './data');
  const demo = TRUE_WORDS.includes(demoText);
  const eventFile = text('EVENT_FILE') ? absolute(text('EVENT_FILE')!) : demo ? DEMO_EVENT_FILE : EMPTY_EVENT_FILE;
  const firstOrganizerEmail = text('FIRST_ORGANIZER_EMAIL')?.toLowerCase() ?? null;
  if (firstOrganizerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(firstOrganizerEmail)) problems.push(`FIRST_ORGANIZER_EMAIL must be an e-mail address, got "${firstOrganizerEmail}"`);
  const mailFromAddress = text('MAIL_FROM');
  if (mailFromAddress !== null && !/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(mailFromAddress))
    problems.push(`MAIL_FROM must be an e-mail address such as events@example.org, got "${mailFromAddress}"`);
  const mailFromName = text('MAIL_FROM_NAME');
  if (mailFromName !== null && (mailFromName.length > 100 || /[\r\n<>"]/.test(mailFromName)))
    problems.push('MAIL_FROM_NAME must be at most 100 characters, without quotes, angle brackets or line breaks');
  const webDist = text('WEB_DIST') ? absolute(text('WEB_DIST')!) : resolve(packageRoot, '..', 'web', 'dist');

  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const [setting, limit] of Object.entries(BUDGET_SETTINGS)) {
    const value = text(setting);
    if (value === null) continue;
    const budget = parseBudget(value);
    if (budget) rateLimits[limit] = budget;
    else
      problems.push(
        `${setting} must be a count per duration such as 100/10m (units s, m, h, d), got "${value}"`,
      );
  }
  const anonymousText =
    text('ANONYMOUS_SOCKETS_PER_ADDRESS') ?? String(DEFAULT_ANONYMOUS_SOCKETS_PER_ADDRESS);
  const anonymousSocketsPerAddress = Number(anonymousText);
  if (
    !Number.isInteger(anonymousSocketsPerAddress) ||
    anonymousSocketsPerAddress < 0 ||
    anonymousSocketsPerAddress > 100_000
  )
    problems.push(
      `ANONYMOUS_SOCKETS_PER_ADDRESS must be a whole number from 0 to 100000, got "${anonymousText}"`,
    );

  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken))
    problems.push('METRICS_TOKEN must be 16 to 256 visible characters without spaces');

  // Set, it is the key itself: at least 32 characters, and set to nothing is a mistake (each process would fall
  // back to a key of its own and refuse the others' logins). Unset, the key is generated into DATA_DIR.
  const tokenSecret = env.TOKEN_SECRET === undefined ? null : env.TOKEN_SECRET.trim();
  if (tokenSecret !== null && tokenSecret.length < MIN_TOKEN_SECRET_LENGTH)
    problems.push(
      tokenSecret === ''
        ? `TOKEN_SECRET is set but empty: give it ${MIN_TOKEN_SECRET_LENGTH} random characters or more (e.g. openssl rand -base64 48), the same on every process, or remove the setting to keep a generated key in DATA_DIR/secrets.json`
        : `TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48), got ${tokenSecret.length}`,
    );

  const loginQueueText = text('LOGIN_QUEUE_BOUND');
  const loginQueueBound = loginQueueText === null ? undefined : Number(loginQueueText);
  if (loginQueueBound !== undefined && (!Number.isInteger(loginQueueBound) || loginQueueBound < 0 || loginQueueBound > 1_000_000))
    problems.push(`LOGIN_QUEUE_BOUND must be a whole number from 0 to 1000000, got "${loginQueueText}"`);

  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n  - ${problems.join('\n  - ')}`);

  const secrets = tokenSecret !== null ? { tokenSecret } : loadOrCreateSecrets(dataDir);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize,
    redisUrl,
    redisPrefix,
    trustProxy: trustProxy ?? false,
    eventFile,
    demo,
    firstOrganizerEmail,
    corsOrigins,
    quizCheck: quizCheck as QuizCheck,
    smtpUrl,
    mailFrom: { address: mailFromAddress ?? `no-reply@${new URL(publicUrl).hostname}`, name: mailFromName },
    mailPerMinute,
    logLevel,
    logRequests: TRUE_WORDS.includes(logRequestsText),
    publicUrl,
    webDist,
    tokenSecret: secrets.tokenSecret,
    accessTokenTtlMs: 12 * 60 * 60 * 1000,
    rateLimits,
    anonymousSocketsPerAddress,
    socketMaxBytes: 16 * 1024,
    metricsToken,
    ...(loginQueueBound === undefined ? {} : { loginQueueBound }),
  };
}

/** Reads `secrets.json` from the data folder, creating it (mode 0600) with fresh random secrets the first time. */
function loadOrCreateSecrets(dataDir: string): { tokenSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'tokenSecret' in parsed &&
      typeof parsed.tokenSecret === 'string' &&
      parsed.tokenSecret.length >= 32
    ) {
      return { tokenSecret: parsed.tokenSecret };
    }
    throw new ConfigError(
      `${file} is damaged: delete it to generate new secrets (everyone will be logged out)`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { tokenSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Reads `TRUST_PROXY`: unset or a false word is false, a true word is true, a whole number is a hop count, else
 * a comma-separated list of IPv4/IPv6 addresses or CIDR ranges. @returns null when the text is none of these. Pure.
 */
export function parseTrustProxy(value: string | null): TrustProxy | null {
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (FALSE_WORDS.includes(lower)) return false;
  if (TRUE_WORDS.includes(lower) && lower !== '1') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const address = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/[0-9]{1,3})?$/;
  if (entries.length === 0 || !entries.every((entry) => address.test(entry))) return null;
  return entries;
}

function isExactOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}
