import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATABASE_POOL_SIZE, DEFAULT_MAIL_PER_MINUTE, DEMO_EVENT_FILE, EMPTY_EVENT_FILE, loadConfig, parseTrustProxy } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'dq-config-'));

describe('loadConfig', () => {
  it('defaults: port 3000 on 127.0.0.1, demo on, server-checked quiz, same origin only, the shipped event', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', demo: true, quizCheck: 'server', corsOrigins: [], databaseUrl: null, redisUrl: null, smtpUrl: null, eventFile: DEMO_EVENT_FILE, logLevel: 'info', dataDir: dir });
  });

  it('demo off without EVENT_FILE: an empty, unscheduled event; the first organizer from FIRST_ORGANIZER_EMAIL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DEMO: 'off', FIRST_ORGANIZER_EMAIL: 'Olivia@Example.org' });
    expect(config).toMatchObject({ demo: false, eventFile: EMPTY_EVENT_FILE, firstOrganizerEmail: 'olivia@example.org' });
    expect(JSON.parse(readFileSync(EMPTY_EVENT_FILE, 'utf8'))).toMatchObject({ timestamps: null, partners: [], businesses: [] });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FIRST_ORGANIZER_EMAIL: 'olivia' })).toThrow(/FIRST_ORGANIZER_EMAIL/);
  });

  it('generates the token secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(first.tokenSecret);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({ tokenSecret: first.tokenSecret });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DEMO: 'off',
      QUIZ_CHECK: 'client',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      DATABASE_URL: 'postgres://game@db:5432/game',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://user:pass@mail:587',
      LOG_LEVEL: 'warn',
      EVENT_FILE: '/srv/event.json',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', demo: false, quizCheck: 'client', corsOrigins: ['https://a.example', 'http://localhost:5173'], databaseUrl: 'postgres://game@db:5432/game', redisUrl: 'redis://cache:6379', smtpUrl: 'smtp://user:pass@mail:587', logLevel: 'warn', eventFile: '/srv/event.json' });
  });

  it('logs requests only when LOG_REQUESTS says so, so that the default log stays readable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logRequests).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_REQUESTS: 'on' }).logRequests).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_REQUESTS: 'off' }).logRequests).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_REQUESTS: 'loud' })).toThrow(/LOG_REQUESTS must be on or off/);
  });

  it("sends from MAIL_FROM in MAIL_FROM_NAME, by default no-reply at PUBLIC_URL's host in the event's name", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://game.example.org' }).mailFrom).toEqual({ address: 'no-reply@game.example.org', name: null });
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'events@school.example', MAIL_FROM_NAME: 'Harbor Days' }).mailFrom).toEqual({ address: 'events@school.example', name: 'Harbor Days' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'Harbor <events@school.example>' })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_FROM_NAME: 'Harbor "Days"' })).toThrow(/MAIL_FROM_NAME must be at most 100 characters/);
  });

  it('names every invalid setting at once', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DEMO: 'maybe', QUIZ_CHECK: 'browser', CORS_ORIGINS: '*', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      for (const name of ['PORT', 'DEMO', 'QUIZ_CHECK', 'CORS_ORIGINS', 'DATABASE_URL', 'LOG_LEVEL']) expect((error as Error).message).toContain(name);
    }
  });

  it('reads the scale-out settings: pool size, Redis prefix, trusted proxies', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ databasePoolSize: DEFAULT_DATABASE_POOL_SIZE, mailPerMinute: DEFAULT_MAIL_PER_MINUTE, redisPrefix: 'dubloon', trustProxy: false });
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_PER_MINUTE: '600' })).toMatchObject({ mailPerMinute: 600 });
    for (const rate of ['0', '2.5', 'fast']) expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_PER_MINUTE: rate })).toThrow('MAIL_PER_MINUTE must be a whole number from 1 to 100000');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '25', REDIS_PREFIX: 'event-2026', TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' })).toMatchObject({
      databasePoolSize: 25,
      redisPrefix: 'event-2026',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
    });
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '0', REDIS_PREFIX: 'has space', TRUST_PROXY: 'the load balancer' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      for (const name of ['DATABASE_POOL_SIZE', 'REDIS_PREFIX', 'TRUST_PROXY']) expect((error as Error).message).toContain(name);
    }
  });
});

describe('parseTrustProxy', () => {
  it('reads off, on, a hop count, and addresses or ranges; refuses anything else', () => {
    expect(parseTrustProxy(null)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('on')).toBe(true);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8,fd00::/8')).toEqual(['10.0.0.0/8', 'fd00::/8']);
    expect(parseTrustProxy('proxy.internal')).toBeNull();
    expect(parseTrustProxy(',')).toBeNull();
  });
});
