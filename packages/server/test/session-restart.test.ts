import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterSettings, NodeProcess } from './support/cluster.js';
import { callApi, connectSocketTo, loginAt, PASSWORD, registerSocket, uniqueEmail } from './support/test-server.js';

// A login storm happens once per event, not once per restart (issue 44, decision 0210): a server started with no
// settings but its data folder (the embedded database, the token key it generated in DATA_DIR/secrets.json) keeps
// every session across a restart. The web app keeps its side across reloads (fresh-session-walk browser test).
const dataDir = mkdtempSync(join(tmpdir(), 'dq-restart-'));
const settings = clusterSettings('postgres://unused');
/** The embedded database and a generated token key, as `npm start` runs with no settings. */
const noSettings = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', TOKEN_SECRET: undefined, LOG_LEVEL: 'info' };
let node: NodeProcess | null = null;

afterAll(async () => {
  await node?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The verification link's token the server printed to its log (no SMTP set). */
async function printedToken(from: NodeProcess, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = from.log.find((entry) => entry.includes(`mail to ${email}`));
    const token = /token=([0-9a-f]{40})/.exec(line ?? '')?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no link printed for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a session across a server restart', () => {
  it('[D0210.restart] stays logged in: the token, its anti-forgery token and the socket work on the restarted server', async () => {
    node = await NodeProcess.start(settings, noSettings);
    const email = uniqueEmail();
    const registered = await callApi(node.baseUrl, 'POST', '/auth/register', {
      body: { name: 'Restart Player', email, password: PASSWORD, password_confirmation: PASSWORD, education: 'Grade 10', country: 'Canada' },
    });
    expect(registered.status, registered.text).toBe(200);
    const verified = await callApi(node.baseUrl, 'POST', '/auth/email/verify', { body: { token: await printedToken(node, email) } });
    expect(verified.status, verified.text).toBe(200);
    const session = await loginAt(node.baseUrl, email);
    await node.stop();

    node = await NodeProcess.start(settings, noSettings);
    expect(await callApi(node.baseUrl, 'GET', '/game/player/coins/total', { session })).toMatchObject({ status: 200 });
    const staked = await callApi(node.baseUrl, 'POST', '/game/raffle/items', { session, body: { staked_items: [{ item_id: 3, coins: 1 }], total_coins: 0 } });
    expect(staked.status, staked.text).toBe(200);
    const socket = await connectSocketTo(node.baseUrl, { token: session.token });
    try {
      expect(await registerSocket(socket, email)).toBe('success');
    } finally {
      socket.disconnect();
    }
    // Two starts of a server process: slow on a loaded machine.
  }, 180_000);
});
