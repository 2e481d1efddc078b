import { messages } from '@dubloon-quest/core';
import {
  consoleOutboxText,
  consoleShellText,
  linksInMail,
  type ConsoleOutbox as Outbox,
  type ConsoleOutboxMail,
} from '@dubloon-quest/core/console';
import { formatLocal } from '../../shared/console-local-time.js';
import './console-outbox.css';

const text = consoleOutboxText;

export interface ConsoleOutboxProps {
  readonly outbox: Outbox;
  /** The shared demo console: the server lists no message, and the screen says why. */
  readonly readOnly: boolean;
  readonly onRefresh: () => void;
  readonly onCopy: (link: string) => void;
}

function stateOf(mail: ConsoleOutboxMail): string {
  if (mail.failed) return text.states.failed;
  return mail.sent_at === null ? text.states.queued : text.states.sent;
}

/**
 * The outbox: whether mail is being sent, the counts, and the newest messages, each with its recipient,
 * subject, time and state and, while no SMTP server is set, its links to open or copy and its whole text.
 * Presentational.
 */
export function ConsoleOutbox({ outbox, readOnly, onRefresh, onCopy }: ConsoleOutboxProps) {
  const { mail, mails } = outbox;
  return (
    <section className="stack console-outbox" aria-labelledby="console-outbox-title">
      <h1 id="console-outbox-title">{consoleShellText.screens.outbox}</h1>
      <p>{text.intro}</p>
      <p className={mail.delivery === 'log' ? 'notice' : 'muted'} role="note">
        {mail.delivery === 'log' ? text.notSending : text.sending}
      </p>
      <div className="console-toolbar">
        <p className="console-outbox__counts">
          {text.counts(mail.queued, mail.sent, mail.failed)}
          {mail.drained_at === null ? null : ` ${text.drain(mail.per_minute, formatLocal(mail.drained_at))}`}
        </p>
        <button type="button" className="button button--secondary" onClick={onRefresh}>
          {text.refresh}
        </button>
      </div>
      {mails.length === 0 ? (
        <p className="muted">{readOnly ? text.demoHidden : text.empty}</p>
      ) : (
        <ul className="console-outbox__list">
          {mails.map((message) => (
            <li key={message.id}>
              <OutboxMessage mail={message} onCopy={onCopy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OutboxMessage({ mail, onCopy }: { mail: ConsoleOutboxMail; onCopy: (link: string) => void }) {
  const links = mail.body === null ? [] : linksInMail(mail.body);
  return (
    <article className="console-outbox__mail" aria-label={`${messages.ui.common.labelled(mail.subject)}${mail.to}`}>
      <dl className="console-outbox__fields">
        <div>
          <dt>{text.to}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{text.subject}</dt>
          <dd>{mail.subject}</dd>
        </div>
        <div>
          <dt>{text.queuedAt}</dt>
          <dd>{formatLocal(mail.created_at)}</dd>
        </div>
        <div>
          <dt>{text.state}</dt>
          <dd>{stateOf(mail)}</dd>
        </div>
      </dl>
      {mail.body === null ? null : (
        <>
          <h2 className="console-outbox__links-title">{text.links}</h2>
          {links.length === 0 ? (
            <p className="muted">{text.noLinks}</p>
          ) : (
            <ul className="console-outbox__links">
              {links.map((link) => (
                <li key={link}>
                  <a href={link} className="console-outbox__link">
                    {link}
                  </a>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={text.copyLinkTo(mail.to)}
                    onClick={() => onCopy(link)}
                  >
                    {text.copyLink}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <details>
            <summary>{text.showBody}</summary>
            <pre className="console-outbox__body">{mail.body}</pre>
          </details>
        </>
      )}
    </article>
  );
}
