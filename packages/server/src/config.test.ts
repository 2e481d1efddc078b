import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_EVENT_FILE, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'dq-config-'));

describe('loadConfig', () => {
  it('defaults: port 3000 on 127.0.0.1, demo on, server-checked quiz, same origin only, the shipped event', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', demo: true, quizCheck: 'server', corsOrigins: [], databaseUrl: null, redisUrl: null, smtpUrl: null, eventFile: DEMO_EVENT_FILE, logLevel: 'info', dataDir: dir });
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

  it('names every invalid setting at once', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DEMO: 'maybe', QUIZ_CHECK: 'browser', CORS_ORIGINS: '*', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      for (const name of ['PORT', 'DEMO', 'QUIZ_CHECK', 'CORS_ORIGINS', 'DATABASE_URL', 'LOG_LEVEL']) expect((error as Error).message).toContain(name);
    }
  });
});
