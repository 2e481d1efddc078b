import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrations.js';
import { openRepository, type Repository } from '../../db/repository.js';
import { openTestPglite, type TestDatabase } from '../../../test/support/databases.js';
import { Outbox, type MailTransport } from './mailer.js';

/** A transport whose first send hangs until released, to queue mail while a delivery is running. */
function heldTransport() {
  const delivered: string[] = [];
  let release!: () => void;
  const firstHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const transport: MailTransport = {
    async send(mail) {
      if (delivered.length === 0) {
        started();
        await firstHeld;
      }
      delivered.push(mail.subject);
    },
  };
  return { transport, delivered, release, firstStarted };
}

describe('Outbox', () => {
  let database: TestDatabase;
  let repository: Repository;

  beforeAll(async () => {
    database = await openTestPglite();
    await migrate(database.db);
    repository = openRepository(database.db);
  });
  afterAll(() => database.dispose());

  it('delivers mail queued while an earlier delivery is running, without waiting for the next periodic flush', async () => {
    const { transport, delivered, release, firstStarted } = heldTransport();
    const outbox = new Outbox(repository, transport, Fastify({ logger: false }).log, () => new Date());

    await outbox.send({ to: 'first@example.com', subject: 'earlier mail', body: 'one' });
    await firstStarted;
    // The running delivery has claimed "earlier mail" and is still sending it.
    await outbox.send({ to: 'second@example.com', subject: 'verification', body: 'two' });
    release();
    await outbox.flush();

    expect(delivered).toEqual(['earlier mail', 'verification']);
    expect(await repository.claimUnsentMail(50, new Date())).toEqual([]);
  });
});
