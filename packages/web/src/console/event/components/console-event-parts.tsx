import { type EventBusiness, type ValidationErrors } from '@dubloon-quest/core';
import { consoleEventText, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { useId } from 'react';
import type { EventEditor, EventEntry, EventSave } from './console-event-entries.js';
import type { ImageUploader } from '../../shared/components/console-image-field.js';

/** What each of the event's content tabs gets from the screen. */
export interface EventTabProps {
  readonly data: ConsoleEventResponse;
  readonly editor: EventEditor | null;
  readonly onEditor: (editor: EventEditor | null) => void;
  /** A save or a retirement runs. */
  readonly busy: boolean;
  /** The server's field errors of the last failed save. */
  readonly serverErrors: ValidationErrors;
  readonly onSave: (save: EventSave) => void;
  readonly onUpload: ImageUploader;
  /** Asks before retiring or restoring an entry; `touched` when players already used it. */
  readonly askRetire: (target: EventEntry, touched: boolean) => void;
}

export const text = consoleEventText;
export const businessId = (business: EventBusiness) => business.challenge_question.challenge_id;

/** The form's props every tab passes the same way. */
export function formPropsOf({ serverErrors, busy, onEditor }: EventTabProps) {
  return { serverErrors, busy, onCancel: () => onEditor(null) };
}

/** The tab's "Add" button, shown while no form is open. */
export function Adder({
  label,
  editor,
  busy,
  disabled = false,
  onOpen,
}: {
  readonly label: string;
  readonly editor: EventEditor | null;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly onOpen: () => void;
}) {
  return editor === null ? (
    <div>
      <button type="button" className="button" onClick={onOpen} disabled={busy || disabled}>
        {label}
      </button>
    </div>
  ) : null;
}

export function Thumbnail({ src }: { readonly src: string }) {
  return src === '' ? (
    <span className="muted">{text.noImage}</span>
  ) : (
    <img className="console-event__thumb" src={src} alt="" width={48} height={48} loading="lazy" />
  );
}

export function Status({
  retired,
  touched,
  extra,
}: {
  readonly retired: boolean;
  readonly touched: boolean;
  readonly extra?: string | null;
}) {
  return (
    <ul className="console-event__badges">
      <li className={retired ? 'console-badge console-badge--retired' : 'console-badge console-badge--live'}>
        {retired ? text.status.retired : text.status.live}
      </li>
      {touched ? <li className="console-badge console-badge--touched">{text.status.touched}</li> : null}
      {extra ? <li className="console-badge console-badge--retired">{extra}</li> : null}
    </ul>
  );
}

/**
 * An entry's Edit and Retire (or Restore) buttons. With `retireBlocked` (why it cannot be retired now), Retire
 * says why beside it and does nothing: it stays focusable (`aria-disabled`, not `disabled`) with the reason as
 * its description, so a keyboard or screen reader user hears why too, and nobody is offered a call the server
 * would refuse.
 */
export function Actions({
  name,
  retired,
  busy,
  retireBlocked = null,
  onEdit,
  onRetire,
}: {
  readonly name: string;
  readonly retired: boolean;
  readonly busy: boolean;
  readonly retireBlocked?: string | null;
  readonly onEdit: () => void;
  readonly onRetire: () => void;
}) {
  const reasonId = useId();
  const blocked = !retired && retireBlocked !== null;
  return (
    <div className="console-event__actions">
      <button type="button" className="button button--secondary" onClick={onEdit} disabled={busy}>
        {text.actions.edit} <span className="visually-hidden">{name}</span>
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={blocked ? undefined : onRetire}
        disabled={busy}
        aria-disabled={blocked ? true : undefined}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {retired ? text.actions.restore : text.actions.retire} <span className="visually-hidden">{name}</span>
      </button>
      {blocked ? (
        <p id={reasonId} className="console-event__blocked">
          {retireBlocked}
        </p>
      ) : null}
    </div>
  );
}
