import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (nodemailer's smtp-server) on a free port that keeps every message it receives, parsed by
 * mailparser (whose `textAsHtml` links the text part's addresses as a mail client does, with linkify-it).
 */
export async function startSmtpCatcher() {
  const received: { mail: ParsedMail; at: number }[] = [];
  const waiting: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ mail, at: Date.now() });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const sentTo = (entry: { mail: ParsedMail }, to: string) =>
    entry.mail.to !== undefined && !Array.isArray(entry.mail.to) && entry.mail.to.value.some((address) => address.address === to);
  /** The first message to `to` and when it arrived, once it arrives (`timeoutMs` at most). */
  const arrival = async (to: string, timeoutMs = 10_000): Promise<{ mail: ParsedMail; at: number }> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((entry) => sentTo(entry, to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP server in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrival,
    mailTo: async (to: string, timeoutMs?: number) => (await arrival(to, timeoutMs)).mail,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
