import { type ValidationErrors } from '@dubloon-quest/core';
import { consoleEventText, consoleShellText, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { Tabs } from '../../../components/tabs/tabs.js';
import { BusinessesTab } from './console-event-businesses-tab.js';
import { ChestsTab } from './console-event-chests-tab.js';
import type { EventEditor, EventEntry, EventSave } from './console-event-entries.js';
import { EventFilePanel, type EventFilePanelProps } from './console-event-file.js';
import { ItemsTab } from './console-event-items-tab.js';
import type { EventTabProps } from './console-event-parts.js';
import { PartnersTab } from './console-event-partners-tab.js';
import type { ImageUploader } from '../../shared/components/console-image-field.js';
import './console-event.css';
import { readerLanguageTag } from '../../../locale/catalogues.js';

/** The screen's sections, one tab each. */
export const EVENT_SECTIONS = ['partners', 'items', 'businesses', 'chests', 'file'] as const;
export type EventSection = (typeof EVENT_SECTIONS)[number];

export interface ConsoleEventProps {
  readonly data: ConsoleEventResponse;
  readonly section: EventSection;
  readonly onSection: (section: EventSection) => void;
  readonly editor: EventEditor | null;
  readonly onEditor: (editor: EventEditor | null) => void;
  /** A save or a retirement runs. */
  readonly busy: boolean;
  /** The server's field errors of the last failed save. */
  readonly serverErrors: ValidationErrors;
  readonly onSave: (save: EventSave) => void;
  readonly onRetire: (target: EventEntry, retired: boolean) => void;
  readonly onUpload: ImageUploader;
  readonly file: EventFilePanelProps;
  /** Formats the time the stored event last changed. */
  readonly formatTime?: (iso: string) => string;
}

const text = consoleEventText;

/** The confirm dialog's title and message for retiring or restoring an entry. Pure. */
function retireQuestion(
  target: EventEntry,
  retired: boolean,
  touched: boolean,
): { title: string; message: string; confirm: string } {
  const confirm = retired ? text.actions.retire : text.actions.restore;
  switch (target.kind) {
    case 'partner': {
      const { name } = target.entry;
      return retired
        ? { title: text.partners.retireTitle(name), message: text.partners.retireMessage(name), confirm }
        : { title: text.partners.restoreTitle(name), message: text.partners.restoreMessage(name), confirm };
    }
    case 'item': {
      const { name } = target.entry;
      return retired
        ? { title: text.items.retireTitle(name), message: text.items.retireMessage(name, touched), confirm }
        : { title: text.items.restoreTitle(name), message: text.items.restoreMessage(name), confirm };
    }
    case 'business': {
      const { name } = target.entry;
      return retired
        ? {
            title: text.businesses.retireTitle(name),
            message: text.businesses.retireMessage(name, touched),
            confirm,
          }
        : {
            title: text.businesses.restoreTitle(name),
            message: text.businesses.restoreMessage(name),
            confirm,
          };
    }
    case 'chest': {
      const id = target.entry.chest_id;
      return retired
        ? { title: text.chests.retireTitle(id), message: text.chests.retireMessage(id, touched), confirm }
        : { title: text.chests.restoreTitle(id), message: text.chests.restoreMessage(id), confirm };
    }
  }
}

/**
 * The "Event content" screen (organizers): one tab per kind of content with its list (key fields, which
 * entries are retired and which players used) and its create and edit form, and a tab for the whole event
 * file. Retiring and restoring ask first, saying what happens. Presentational.
 */
export function ConsoleEvent({
  data,
  section,
  onSection,
  editor,
  onEditor,
  busy,
  serverErrors,
  onSave,
  onRetire,
  onUpload,
  file,
  formatTime = (iso) => new Date(iso).toLocaleString(readerLanguageTag()),
}: ConsoleEventProps) {
  const [confirm, setConfirm] = useState<{ target: EventEntry; retired: boolean; touched: boolean } | null>(
    null,
  );
  const askRetire = (target: EventEntry, isTouched: boolean) =>
    setConfirm({ target, retired: target.entry.retired !== true, touched: isTouched });
  const tab: EventTabProps = { data, editor, onEditor, busy, serverErrors, onSave, onUpload, askRetire };

  const panels: Record<EventSection, ReactNode> = {
    partners: <PartnersTab {...tab} />,
    items: <ItemsTab {...tab} />,
    businesses: <BusinessesTab {...tab} />,
    chests: <ChestsTab {...tab} />,
    file: <EventFilePanel {...file} />,
  };
  const question = confirm ? retireQuestion(confirm.target, confirm.retired, confirm.touched) : null;

  return (
    <section className="stack console-event" aria-labelledby="console-event-title">
      <h1 id="console-event-title">{consoleShellText.screens.event}</h1>
      <p>{text.intro}</p>
      <p className="muted">
        {data.source === 'file'
          ? text.source.file
          : data.updated_at === null
            ? text.source.databaseNever
            : text.source.database(formatTime(data.updated_at))}
      </p>
      <Tabs
        label={text.sectionsLabel}
        selected={section}
        onSelect={onSection}
        tabs={EVENT_SECTIONS.map((key) => ({ key, label: text.sections[key], panel: panels[key] }))}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onRetire(confirm.target, confirm.retired);
          setConfirm(null);
        }}
      />
    </section>
  );
}
