import { type ConsoleProblem, consoleProblemText, partnerRetireRefusal } from '@dubloon-quest/core/console';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { PartnerForm } from './console-event-forms.js';
import { Actions, Adder, formPropsOf, Status, text, Thumbnail, type EventTabProps } from './console-event-parts.js';
import { partnerValues } from './console-event-values.js';

/** A refusal's text in the reader's language (written as the tab renders), or null. */
const refusalText = (refusal: ConsoleProblem | null) => (refusal === null ? null : consoleProblemText(refusal));

/** The partners tab: the partners with their items' count, and the partner form. Presentational. */
export function PartnersTab(props: EventTabProps) {
  const { data, editor, onEditor, busy, onSave, askRetire } = props;
  const { event, touched } = data;
  const formProps = formPropsOf(props);
  const touchedItems = new Set(touched.items);
  const { onUpload } = props;
  return (
    <div className="stack">
      <Adder label={text.partners.add} editor={editor} busy={busy} onOpen={() => onEditor({ kind: 'partner', entry: null })} />
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
                retireBlocked={refusalText(partnerRetireRefusal(event, partner.name))}
                onEdit={() => onEditor({ kind: 'partner', entry: partner })}
                onRetire={() => askRetire({ kind: 'partner', entry: partner }, false)}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
