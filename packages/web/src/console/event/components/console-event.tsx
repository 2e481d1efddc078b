import {
  awardPoolOf,
  consoleEventText,
  consoleShellText,
  type ConsoleBusinessFields,
  type ConsoleChestRequest,
  type ConsoleEventResponse,
  type ConsoleItemFields,
  type ConsolePartnerFields,
  type EventBusiness,
  type EventChest,
  type EventPartner,
  type EventRaffleItem,
  type ValidationErrors,
} from '@dubloon-quest/core';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { Tabs } from '../../../components/tabs/tabs.js';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { EventFilePanel, type EventFilePanelProps } from './console-event-file.js';
import { BusinessForm, ChestForm, ItemForm, PartnerForm } from './console-event-forms.js';
import { businessValues, chestValues, itemValues, partnerValues } from './console-event-values.js';
import type { ImageUploader } from './console-image-field.js';
import './console-event.css';

/** The screen's sections, one tab each. */
export const EVENT_SECTIONS = ['partners', 'items', 'businesses', 'chests', 'file'] as const;
export type EventSection = (typeof EVENT_SECTIONS)[number];

/** An entry of the event's content, by kind. */
export type EventEntry =
  | { readonly kind: 'partner'; readonly entry: EventPartner }
  | { readonly kind: 'item'; readonly entry: EventRaffleItem }
  | { readonly kind: 'business'; readonly entry: EventBusiness }
  | { readonly kind: 'chest'; readonly entry: EventChest };

/** The open form: a new entry of a kind (entry null) or an existing one. */
export type EventEditor =
  | { readonly kind: 'partner'; readonly entry: EventPartner | null }
  | { readonly kind: 'item'; readonly entry: EventRaffleItem | null }
  | { readonly kind: 'business'; readonly entry: EventBusiness | null }
  | { readonly kind: 'chest'; readonly entry: EventChest | null };

/** A form's save: what to send, and the entry it edits (null for a new one). */
export type EventSave =
  | { readonly kind: 'partner'; readonly before: EventPartner | null; readonly request: ConsolePartnerFields }
  | { readonly kind: 'item'; readonly before: EventRaffleItem | null; readonly request: ConsoleItemFields }
  | {
      readonly kind: 'business';
      readonly before: EventBusiness | null;
      readonly request: ConsoleBusinessFields;
    }
  | { readonly kind: 'chest'; readonly before: EventChest | null; readonly request: ConsoleChestRequest };

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
const businessId = (business: EventBusiness) => business.challenge_question.challenge_id;

function Thumbnail({ src }: { readonly src: string }) {
  return src === '' ? (
    <span className="muted">{text.noImage}</span>
  ) : (
    <img className="console-event__thumb" src={src} alt="" width={48} height={48} loading="lazy" />
  );
}

function Status({
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

function Actions({
  name,
  retired,
  busy,
  onEdit,
  onRetire,
}: {
  readonly name: string;
  readonly retired: boolean;
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onRetire: () => void;
}) {
  return (
    <div className="console-event__actions">
      <button type="button" className="button button--secondary" onClick={onEdit} disabled={busy}>
        {text.actions.edit} <span className="visually-hidden">{name}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={onRetire} disabled={busy}>
        {retired ? text.actions.restore : text.actions.retire} <span className="visually-hidden">{name}</span>
      </button>
    </div>
  );
}

/** The confirm dialog's title and message for retiring or restoring an entry. Pure. */
export function retireQuestion(
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
  formatTime = (iso) => new Date(iso).toLocaleString(),
}: ConsoleEventProps) {
  const { event, touched } = data;
  const [confirm, setConfirm] = useState<{ target: EventEntry; retired: boolean; touched: boolean } | null>(
    null,
  );
  const touchedItems = new Set(touched.items);
  const touchedChests = new Set(touched.chests);
  const touchedChallenges = new Set(touched.challenges);
  const retiredPartners = new Set(
    event.partners.filter((partner) => partner.retired === true).map((partner) => partner.name),
  );
  const askRetire = (target: EventEntry, isTouched: boolean) =>
    setConfirm({ target, retired: target.entry.retired !== true, touched: isTouched });
  const formProps = { serverErrors, busy, onCancel: () => onEditor(null) };

  const adder = (label: string, open: () => void, disabled = false) =>
    editor === null ? (
      <div>
        <button type="button" className="button" onClick={open} disabled={busy || disabled}>
          {label}
        </button>
      </div>
    ) : null;

  const partnersPanel = (
    <div className="stack">
      {adder(text.partners.add, () => onEditor({ kind: 'partner', entry: null }))}
      {editor?.kind === 'partner' ? (
        <PartnerForm
          key={editor.entry?.name ?? ''}
          {...formProps}
          title={editor.entry ? text.partners.editTitle(editor.entry.name) : text.partners.createTitle}
          initial={partnerValues(editor.entry)}
          editing={editor.entry !== null}
          onUpload={onUpload}
          onSubmit={(request) => onSave({ kind: 'partner', before: editor.entry, request })}
        />
      ) : null}
      <ConsoleTable
        caption={text.partners.caption}
        empty={text.partners.empty}
        rows={event.partners}
        rowKey={(partner) => partner.name}
        columns={[
          { header: text.partners.logo, cell: (partner) => <Thumbnail src={partner.logo} /> },
          { header: text.partners.name, cell: (partner) => <strong>{partner.name}</strong> },
          {
            header: text.partners.resourceName,
            cell: (partner) =>
              partner.resource_link !== '' ? (
                <a href={partner.resource_link} target="_blank" rel="noreferrer">
                  {partner.resource_name || partner.resource_link}
                </a>
              ) : (
                partner.resource_name
              ),
          },
          {
            header: text.partners.items,
            numeric: true,
            cell: (partner) => event.raffle_items.filter((item) => item.partner === partner.name).length,
          },
          {
            header: text.status.label,
            cell: (partner) => (
              <Status
                retired={partner.retired === true}
                touched={event.raffle_items.some(
                  (item) => item.partner === partner.name && touchedItems.has(item.item_id),
                )}
              />
            ),
          },
          {
            header: text.actions.label,
            cell: (partner) => (
              <Actions
                name={partner.name}
                retired={partner.retired === true}
                busy={busy}
                onEdit={() => onEditor({ kind: 'partner', entry: partner })}
                onRetire={() => askRetire({ kind: 'partner', entry: partner }, false)}
              />
            ),
          },
        ]}
      />
    </div>
  );

  const livePartners = event.partners.filter((partner) => partner.retired !== true);
  const itemsPanel = (
    <div className="stack">
      {livePartners.length === 0 && editor === null ? (
        <p className="notice">{text.items.needsPartner}</p>
      ) : null}
      {adder(text.items.add, () => onEditor({ kind: 'item', entry: null }), livePartners.length === 0)}
      {editor?.kind === 'item' ? (
        <ItemForm
          key={editor.entry?.item_id ?? 0}
          {...formProps}
          title={editor.entry ? text.items.editTitle(editor.entry.name) : text.items.createTitle}
          initial={itemValues(editor.entry, livePartners.length === 1 ? livePartners[0]?.name : '')}
          partners={event.partners
            .filter((partner) => partner.retired !== true || partner.name === editor.entry?.partner)
            .map((partner) => ({ name: partner.name, retired: partner.retired === true }))}
          onUpload={onUpload}
          onSubmit={(request) => onSave({ kind: 'item', before: editor.entry, request })}
        />
      ) : null}
      <ConsoleTable
        caption={text.items.caption}
        empty={text.items.empty}
        rows={event.raffle_items}
        rowKey={(item) => item.item_id}
        columns={[
          { header: text.items.id, numeric: true, cell: (item) => item.item_id },
          { header: text.items.image, cell: (item) => <Thumbnail src={item.image_src} /> },
          { header: text.items.name, cell: (item) => <strong>{item.name}</strong> },
          { header: text.items.partner, cell: (item) => item.partner },
          { header: text.items.stock, numeric: true, cell: (item) => item.stock },
          {
            header: text.status.label,
            cell: (item) => (
              <Status
                retired={item.retired === true}
                touched={touchedItems.has(item.item_id)}
                extra={
                  retiredPartners.has(item.partner) && item.retired !== true
                    ? text.status.partnerRetired
                    : null
                }
              />
            ),
          },
          {
            header: text.actions.label,
            cell: (item) => (
              <Actions
                name={item.name}
                retired={item.retired === true}
                busy={busy}
                onEdit={() => onEditor({ kind: 'item', entry: item })}
                onRetire={() => askRetire({ kind: 'item', entry: item }, touchedItems.has(item.item_id))}
              />
            ),
          },
        ]}
      />
    </div>
  );

  const chestOwner = new Map(
    event.businesses.flatMap((business) =>
      business.chest_id === undefined ? [] : [[business.chest_id, business] as const],
    ),
  );
  const businessesPanel = (
    <div className="stack">
      {adder(text.businesses.add, () => onEditor({ kind: 'business', entry: null }))}
      {editor?.kind === 'business' ? (
        <BusinessForm
          key={editor.entry ? businessId(editor.entry) : 0}
          {...formProps}
          title={editor.entry ? text.businesses.editTitle(editor.entry.name) : text.businesses.createTitle}
          initial={businessValues(editor.entry)}
          chests={event.chests
            .filter((chest) => {
              const owner = chestOwner.get(chest.chest_id);
              return owner === undefined || owner === editor.entry;
            })
            .map((chest) => ({ id: chest.chest_id, retired: chest.retired === true }))}
          onUpload={onUpload}
          onSubmit={(request) => onSave({ kind: 'business', before: editor.entry, request })}
        />
      ) : null}
      <ConsoleTable
        caption={text.businesses.caption}
        empty={text.businesses.empty}
        rows={event.businesses}
        rowKey={businessId}
        columns={[
          { header: text.businesses.id, numeric: true, cell: businessId },
          { header: text.businesses.logo, cell: (business) => <Thumbnail src={business.logo} /> },
          { header: text.businesses.name, cell: (business) => <strong>{business.name}</strong> },
          {
            header: text.businesses.video,
            cell: (business) =>
              business.video_url !== '' ? (
                <a href={business.video_url} target="_blank" rel="noreferrer">
                  {business.video_title || business.video_url}
                </a>
              ) : (
                business.video_title
              ),
          },
          { header: text.businesses.challenge, cell: (business) => business.challenge_question.title },
          {
            header: text.businesses.chest,
            cell: (business) => (business.chest_id === undefined ? '' : text.chests.name(business.chest_id)),
          },
          {
            header: text.businesses.awardPool,
            numeric: true,
            cell: awardPoolOf,
          },
          {
            header: text.status.label,
            cell: (business) => (
              <Status
                retired={business.retired === true}
                touched={touchedChallenges.has(businessId(business))}
              />
            ),
          },
          {
            header: text.actions.label,
            cell: (business) => (
              <Actions
                name={business.name}
                retired={business.retired === true}
                busy={busy}
                onEdit={() => onEditor({ kind: 'business', entry: business })}
                onRetire={() =>
                  askRetire(
                    { kind: 'business', entry: business },
                    touchedChallenges.has(businessId(business)),
                  )
                }
              />
            ),
          },
        ]}
      />
    </div>
  );

  const chestsPanel = (
    <div className="stack">
      {adder(text.chests.add, () => onEditor({ kind: 'chest', entry: null }))}
      {editor?.kind === 'chest' ? (
        <ChestForm
          key={editor.entry?.chest_id ?? 0}
          {...formProps}
          title={editor.entry ? text.chests.editTitle(editor.entry.chest_id) : text.chests.createTitle}
          initial={chestValues(editor.entry)}
          answered={editor.entry !== null && touchedChests.has(editor.entry.chest_id)}
          onSubmit={(request) => onSave({ kind: 'chest', before: editor.entry, request })}
        />
      ) : null}
      <ConsoleTable
        caption={text.chests.caption}
        empty={text.chests.empty}
        rows={event.chests}
        rowKey={(chest) => chest.chest_id}
        columns={[
          { header: text.chests.id, numeric: true, cell: (chest) => chest.chest_id },
          {
            header: text.chests.questions,
            cell: (chest) => (
              <ol className="console-event__questions">
                {chest.group.map((question, index) => (
                  <li key={index}>{question.question}</li>
                ))}
              </ol>
            ),
          },
          { header: text.chests.business, cell: (chest) => chestOwner.get(chest.chest_id)?.name ?? '' },
          {
            header: text.status.label,
            cell: (chest) => (
              <Status retired={chest.retired === true} touched={touchedChests.has(chest.chest_id)} />
            ),
          },
          {
            header: text.actions.label,
            cell: (chest) => (
              <Actions
                name={text.chests.name(chest.chest_id)}
                retired={chest.retired === true}
                busy={busy}
                onEdit={() => onEditor({ kind: 'chest', entry: chest })}
                onRetire={() => askRetire({ kind: 'chest', entry: chest }, touchedChests.has(chest.chest_id))}
              />
            ),
          },
        ]}
      />
    </div>
  );

  const panels: Record<EventSection, ReactNode> = {
    partners: partnersPanel,
    items: itemsPanel,
    businesses: businessesPanel,
    chests: chestsPanel,
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
