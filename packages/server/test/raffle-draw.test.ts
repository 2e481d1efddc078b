import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RaffleDrawResponse } from '@dubloon-quest/core';
import { commitmentOf, verifyDrawRecordText } from '@dubloon-quest/core/draw';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { EVENT_TIMES, TestServer, type Session } from './support/test-server.js';

// GET /game/raffle/draw (API.md): the public side of the provable draw, open to anyone, over HTTP on the real
// server, with the draw made as organizers make it (the console's commit and draw, the organizer tool's functions).

let server: TestServer;
let organizer: ConsoleSession;
let player: Session;
let secret = '';

const publicDraw = () => server.call<RaffleDrawResponse>('GET', '/game/raffle/draw');

beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
  player = await server.newPlayer();
  const other = await server.newPlayer();
  for (const [session, coins] of [
    [player, 2],
    [other, 3],
  ] as const) {
    const staked = await server.call('POST', '/game/raffle/items', {
      session,
      body: { staked_items: [{ item_id: 3, coins }], total_coins: 0 },
    });
    expect(staked.status).toBe(200);
  }
});
afterAll(() => server.close());

describe('the public raffle draw', () => {
  it('answers nothing to check before the organizers commit, to anyone, logged in or not', async () => {
    const anonymous = await publicDraw();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ commitment: null, draw: null });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const signedIn = await server.call<RaffleDrawResponse>('GET', '/game/raffle/draw', { session: player });
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('[D0070.fair-draw] publishes the commitment and when it was made, never the secret, before the draw', async () => {
    const committed = await callConsole<{ commitment: string; secret: string; created_at: string }>(
      server,
      'consoleCommitDraw',
      organizer,
      { body: {} },
    );
    expect(committed.status).toBe(200);
    secret = committed.body.secret;
    const answer = await publicDraw();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      commitment: {
        commitment: commitmentOf(secret),
        committed_at: new Date(EVENT_TIMES.preGame).toISOString(),
      },
      draw: null,
    });
    expect(answer.text).not.toContain(secret);
  });

  it('[D0070.fair-draw] after the draw, answers the record only once the results are published, byte for byte as stored', async () => {
    server.clock.now = EVENT_TIMES.winnersAnnounced;
    const organizerNow = await server.login(organizer.email);
    const drawn = await callConsole<{ draw: { record: string } }>(server, 'consoleRunDraw', organizerNow, {
      body: { secret },
    });
    expect(drawn.status, drawn.text).toBe(200);

    // The console holds the results back after its draw: the record (whose ids tell who won) waits with them.
    const held = await publicDraw();
    expect(held.body).toEqual({
      commitment: {
        commitment: commitmentOf(secret),
        committed_at: new Date(EVENT_TIMES.preGame).toISOString(),
      },
      draw: { drawn_at: new Date(EVENT_TIMES.winnersAnnounced).toISOString(), record: null },
    });
    expect(held.text).not.toContain(secret);

    const published = await callConsole(server, 'consolePublishResults', organizerNow, {
      body: { published: true },
    });
    expect(published.status).toBe(200);
    const answer = await publicDraw();
    const record = answer.body.draw?.record ?? '';
    expect(record).toBe(drawn.body.draw.record);
    const verified = verifyDrawRecordText(record);
    expect(verified.ok ? 'matches' : verified.message).toBe('matches');
    if (verified.ok) {
      expect(verified.value.secret).toBe(secret);
      expect(verified.value.commitment).toBe(answer.body.commitment?.commitment);
      const item = verified.value.snapshot.items.find((entry) => entry.item_id === 3);
      expect(item?.stakes.map((stake) => stake.coins).sort()).toEqual([2, 3]);
    }
    // Opaque ids and coins only: no e-mail or name of any player.
    expect(record).not.toContain('@');
    expect(record).not.toContain('Test ');
  });

  it("keeps answering the draw's own commitment when a new one is made after it", async () => {
    const replaced = await callConsole(server, 'consoleCommitDraw', await server.login(organizer.email), {
      body: { replace: true },
    });
    expect(replaced.status).toBe(200);
    const answer = await publicDraw();
    expect(answer.body.commitment?.commitment).toBe(commitmentOf(secret));
    expect(verifyDrawRecordText(answer.body.draw?.record ?? '').ok).toBe(true);
  });
});
