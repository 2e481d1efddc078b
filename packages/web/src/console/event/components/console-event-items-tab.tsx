import { ConsoleTable } from '../../shared/components/console-table.js';
import { ItemForm } from './console-event-forms.js';
import { Actions, Adder, formPropsOf, Status, text, Thumbnail, type EventTabProps } from './console-event-parts.js';
import { itemValues } from './console-event-values.js';

/** The raffle items tab: the items with their stock and partner, and the item form. Presentational. */
export function ItemsTab(props: EventTabProps) {
  const { data, editor, onEditor, busy, onSave, askRetire } = props;
  const { event, touched } = data;
  const formProps = formPropsOf(props);
  const { onUpload } = props;
  const touchedItems = new Set(touched.items);
  const retiredPartners = new Set(
    event.partners.filter((partner) => partner.retired === true).map((partner) => partner.name),
  );
  const livePartners = event.partners.filter((partner) => partner.retired !== true);
  return (
    <div className="stack">
      {livePartners.length === 0 && editor === null ? (
        <p className="notice">{text.items.needsPartner}</p>
      ) : null}
      <Adder label={text.items.add} editor={editor} busy={busy} disabled={livePartners.length === 0} onOpen={() => onEditor({ kind: 'item', entry: null })} />
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
}
