import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@dubloon-quest/core';
import { mailHtml } from '@dubloon-quest/core/internal';
import type { QueuedMail } from '../../db/mail.repository.js';
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

/**
 * The mail outbox: mail is written to the database in the request (so nothing is lost when delivery fails)
 * and delivered right after, and again by {@link Outbox.flush} for what failed.
 */
export class Outbox {
  private flushing: Promise<void> | null = null;
  /** Mail was queued after the running delivery had claimed its messages: deliver once more when it ends. */
  private queuedDuringDelivery = false;

  constructor(
    private readonly repository: Repository,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly observer: MailObserver = { queued: () => undefined, failed: () => undefined },
  ) {}

  /** Stores a message and starts delivering the outbox. */
  async send(mail: QueuedMail): Promise<void> {
    await this.repository.enqueueMail({ ...mail, to: mail.to.toLowerCase() }, this.now());
    this.observer.queued();
    void this.flush();
  }

  /**
   * Delivers every unsent message; concurrent calls share one run. A call during a run asks for one more pass
   * right after it, because the running pass has already claimed its messages and would leave a newer one
   * waiting for the next periodic flush (a minute later).
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

  private async deliverUntilEmpty(): Promise<void> {
    do {
      this.queuedDuringDelivery = false;
      await this.deliver();
    } while (this.queuedDuringDelivery);
  }

  private async deliver(): Promise<void> {
    try {
      for (const mail of await this.repository.claimUnsentMail(50, this.now())) {
        try {
          await this.transport.send(mail);
        } catch (error) {
          this.log.warn({ mailId: mail.id }, `mail delivery failed: ${(error as Error).message}`);
          this.observer.failed();
          await this.repository.releaseMail(mail.id, (error as Error).message);
        }
      }
    } catch (error) {
      this.log.warn(`outbox unavailable: ${(error as Error).message}`);
    }
  }
}
