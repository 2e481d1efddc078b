import { consoleRaffleText, consoleShellText, type ConsoleRaffleResponse } from '@dubloon-quest/core';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { Modal } from '../../../components/modal/modal.js';
import { formatConsoleTime } from './console-raffle-view.js';

const text = consoleRaffleText.commitment;
const secretText = consoleRaffleText.secret;

/** The secret the server answered when the commitment was made: shown this once. */
export interface FreshSecret {
  readonly secret: string;
  readonly commitment: string;
}

export interface ConsoleRaffleCommitmentProps {
  readonly commitment: ConsoleRaffleResponse['commitment'];
  /** A draw was made under the commitment in force: replacing it would allow another draw. */
  readonly drawn: boolean;
  /** The secret just made, until the organizer says it is saved. */
  readonly fresh: FreshSecret | null;
  /** A change is running: 'commit' or 'replace' is this section's own. */
  readonly busy: string | null;
  readonly onCommit: (replace: boolean) => Promise<boolean>;
  readonly onSecretSaved: () => void;
  readonly onCopy: (value: string, copied: string) => void;
  readonly onDownloadSecret: (secret: FreshSecret) => void;
}

/**
 * The draw's commitment: made once before the raffle closes (replaced only behind a typed confirmation), its
 * secret shown this once with a copy button and a download, and the commitment to publish. Presentational.
 */
export function ConsoleRaffleCommitment({
  commitment,
  drawn,
  fresh,
  busy,
  onCommit,
  onSecretSaved,
  onCopy,
  onDownloadSecret,
}: ConsoleRaffleCommitmentProps) {
  const [replacing, setReplacing] = useState(false);
  return (
    <section className="stack" aria-labelledby="console-raffle-commitment">
      <h2 id="console-raffle-commitment">{text.heading}</h2>
      <p>{text.explain}</p>
      {fresh ? (
        <OneTimeSecret fresh={fresh} onSaved={onSecretSaved} onCopy={onCopy} onDownload={onDownloadSecret} />
      ) : null}
      {commitment === null ? (
        <>
          <p className="notice">{text.none}</p>
          <div>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void onCommit(false)}
            >
              {busy === 'commit' ? text.creating : text.create}
            </button>
          </div>
        </>
      ) : (
        <div className="panel stack">
          <h3>{text.inForce}</h3>
          <code className="console-raffle__hex" data-testid="commitment">
            {commitment.commitment}
          </code>
          <p className="muted">{text.madeAt(formatConsoleTime(commitment.created_at))}</p>
          <p>{text.publish}</p>
          <div className="row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onCopy(commitment.commitment, text.copied)}
            >
              {text.copy}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => setReplacing(true)}
            >
              {busy === 'replace' ? text.replacing : text.replace}
            </button>
          </div>
        </div>
      )}
      <ReplaceDialog
        open={replacing}
        drawn={drawn}
        onCancel={() => setReplacing(false)}
        onConfirm={() => {
          setReplacing(false);
          void onCommit(true);
        }}
      />
    </section>
  );
}

function OneTimeSecret({
  fresh,
  onSaved,
  onCopy,
  onDownload,
}: {
  fresh: FreshSecret;
  onSaved: () => void;
  onCopy: (value: string, copied: string) => void;
  onDownload: (secret: FreshSecret) => void;
}) {
  return (
    <div
      className="notice console-raffle__secret stack"
      role="region"
      aria-labelledby="console-raffle-secret"
    >
      <h3 id="console-raffle-secret">{secretText.heading}</h3>
      <p role="alert">{secretText.warning}</p>
      <p className="console-raffle__label">{secretText.label}</p>
      <code className="console-raffle__hex" data-testid="secret">
        {fresh.secret}
      </code>
      <div className="row">
        <button type="button" className="button" onClick={() => onCopy(fresh.secret, secretText.copied)}>
          {secretText.copy}
        </button>
        <button type="button" className="button" onClick={() => onDownload(fresh)}>
          {secretText.download}
        </button>
        <button type="button" className="button button--secondary" onClick={onSaved}>
          {secretText.saved}
        </button>
      </div>
      <p>{secretText.then}</p>
    </div>
  );
}

/** A strong confirmation: the organizer types a word before the old commitment can be replaced. */
function ReplaceDialog({
  open,
  drawn,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  drawn: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  const ready = typed.trim().toLowerCase() === text.replaceWord;
  return (
    <Modal
      open={open}
      title={text.replaceTitle}
      onClose={close}
      role="alertdialog"
      describedBy="console-raffle-replace-warning"
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          setTyped('');
          onConfirm();
        }}
      >
        <div id="console-raffle-replace-warning" className="stack">
          {drawn ? <p className="notice notice--error">{text.replaceAfterDraw}</p> : null}
          <p>{text.replaceWarning}</p>
        </div>
        <TextField
          label={text.replaceType(text.replaceWord)}
          name="confirm_replace"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {consoleShellText.cancel}
          </button>
          <button type="submit" className="button" disabled={!ready}>
            {text.replaceConfirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
