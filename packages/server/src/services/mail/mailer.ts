import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@dubloon-quest/core';
import { mailHtml } from '@dubloon-quest/core/internal';
import type { MailDelivery, QueuedMail } from '../../db/mail.repository.js';
import type { Repository } from '../../db/repository.js';

/** Delivers one outbox message somewhere: the console in demo, SMTP when configured. */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
}

/** Prints mail to the log (demo and development), so a newcomer can follow verification links. */
export function consoleTransport(log: FastifyBaseLogger): MailTransport {
  return {
    send(mail) {
      log.info({ mailTo: mail.to, subject: mail.subject }, `mail to ${mail.to}: ${mail.subject}\n${mail.body}`);
      return Promise.resolve();
    },
  };
}

/**
 * Who a mail comes from and the event it speaks for, read as each mail leaves (the event may be renamed), in the
 * mail's language (decision 0175).
 */
interface MailLook {
  /** The sender: `MAIL_FROM` and `MAIL_FROM_NAME` (the event's name in the mail's language unless set). */
  from: { address: string; name: string };
  eventName: string;
  /** The event's colour (`#rrggbb`), if it set one. */
  color?: string | undefined;
  /** The event's logo as an absolute address, if it set one. */
  logo?: string | undefined;
}

/**
 * Sends mail over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`): the text as the plain-text part and,
 * beside it, core's HTML part made from the same text in the event's name and colour.
 */
export function smtpTransport(smtpUrl: string, look: (language: Locale) => MailLook): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const language = mail.language ?? 'en';
      const { from, eventName, color, logo } = look(language);
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        html: mailHtml({ subject: mail.subject, body: mail.body, eventName, color, logo, language }),
      });
    },
  };
}

/** Told of mail as it is queued and as a delivery fails (the server's metrics). */
export interface MailObserver {
  queued(): void;
  failed(): void;
}

/** Messages claimed per statement at most: small, so mail a person waits for never queues behind a long batch. */
const CLAIM_BATCH = 10;

/**
 * The mail outbox: mail is written to the database in the request (so nothing is lost when delivery fails) and
 * delivered right after, and again by {@link Outbox.flush} for what failed. It hands on `perMinute` messages a
 * minute at most, evenly (a bucket of {@link CLAIM_BATCH} refilled at that rate: a provider's limit is never
 * passed, and a burst never makes the next mail wait a minute), mail a person waits for first (decision 0195).
 */
export class Outbox {
  private flushing: Promise<void> | null = null;
  /** Mail was queued after the running delivery had claimed its messages: deliver once more when it ends. */
  private queuedDuringDelivery = false;
  /** Messages that may leave now, refilled at `perMinute` (monotonic time, not the game's clock). */
  private tokens: number;
  private refilledAt = performance.now();
  private readonly burst: number;
  private wait: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private closed = false;

  constructor(
    private readonly repository: Repository,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly observer: MailObserver = { queued: () => undefined, failed: () => undefined },
    /** Messages per minute this process hands on at most (`MAIL_PER_MINUTE`). */
    readonly perMinute = 60,
  ) {
    this.burst = Math.max(1, Math.min(CLAIM_BATCH, perMinute));
    this.tokens = this.burst;
  }

  /**
   * Stores a message and starts delivering the outbox. `priority: 'now'` for mail a person waits for (it leaves
   * before invitations); `tokenHash` names the link it carries, whose validity then counts from when it leaves.
   */
  async send(mail: QueuedMail, delivery: MailDelivery = {}): Promise<void> {
    await this.repository.enqueueMail({ ...mail, to: mail.to.toLowerCase() }, this.now(), delivery);
    this.observer.queued();
    void this.flush();
  }

  /**
   * Delivers every unsent message at the outbox's rate; concurrent calls share one run. A call during a run asks
   * for one more pass right after it, because the running pass may have seen the queue empty just before.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.queuedDuringDelivery = true;
      return this.flushing;
    }
    this.flushing = this.deliverUntilEmpty().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Stops delivering (a stopping server): waits for the message being sent; the rest waits in the database. */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.wait) {
      clearTimeout(this.wait.timer);
      this.wait.resolve();
    }
    await this.flushing;
  }

  private async deliverUntilEmpty(): Promise<void> {
    do {
      this.queuedDuringDelivery = false;
      while (!this.closed && (await this.deliver()) > 0);
    } while (this.queuedDuringDelivery && !this.closed);
  }

  /** Waits for a message's worth of the rate, then claims what the bucket holds and sends it. @returns how many were claimed. */
  private async deliver(): Promise<number> {
    await this.takeTokens();
    if (this.closed) return 0;
    try {
      const claimed = await this.repository.claimUnsentMail(Math.max(1, Math.floor(this.tokens)), this.now());
      this.tokens -= claimed.length;
      for (const mail of claimed) {
        try {
          await this.transport.send(mail);
        } catch (error) {
          this.log.warn({ mailId: mail.id }, `mail delivery failed: ${(error as Error).message}`);
          this.observer.failed();
          await this.repository.releaseMail(mail.id, (error as Error).message);
        }
      }
      return claimed.length;
    } catch (error) {
      this.log.warn(`outbox unavailable: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Refills the bucket and, while it holds less than one message, waits for one. */
  private async takeTokens(): Promise<void> {
    const refill = () => {
      const at = performance.now();
      this.tokens = Math.min(this.burst, this.tokens + ((at - this.refilledAt) * this.perMinute) / 60_000);
      this.refilledAt = at;
    };
    refill();
    if (this.tokens >= 1) return;
    const ms = Math.ceil(((1 - this.tokens) * 60_000) / this.perMinute);
    await new Promise<void>((resolve) => {
      this.wait = { timer: setTimeout(resolve, ms), resolve };
    });
    this.wait = null;
    refill();
  }
}
