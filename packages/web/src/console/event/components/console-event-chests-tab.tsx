import { ConsoleTable } from '../../shared/components/console-table.js';
import { ChestForm } from './console-event-forms.js';
import { Actions, Adder, formPropsOf, Status, text, type EventTabProps } from './console-event-parts.js';
import { chestValues } from './console-event-values.js';

/** The chests tab: each chest's questions and business, and the chest form. Presentational. */
export function ChestsTab(props: EventTabProps) {
  const { data, editor, onEditor, busy, onSave, askRetire } = props;
  const { event, touched } = data;
  const formProps = formPropsOf(props);
  const touchedChests = new Set(touched.chests);
  const chestOwner = new Map(
    event.businesses.flatMap((business) =>
      business.chest_id === undefined ? [] : [[business.chest_id, business] as const],
    ),
  );
  return (
    <div className="stack">
      <Adder label={text.chests.add} editor={editor} busy={busy} onOpen={() => onEditor({ kind: 'chest', entry: null })} />
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
}
