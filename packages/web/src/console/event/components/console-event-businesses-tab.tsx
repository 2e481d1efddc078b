import { awardPoolOf } from '@dubloon-quest/core/console';
import { ConsoleTable } from '../../shared/components/console-table.js';
import { BusinessForm } from './console-event-forms.js';
import { Actions, Adder, businessId, formPropsOf, Status, text, Thumbnail, type EventTabProps } from './console-event-parts.js';
import { businessValues } from './console-event-values.js';

/** The businesses tab: each business with its challenge, chest and award pool, and the business form. Presentational. */
export function BusinessesTab(props: EventTabProps) {
  const { data, editor, onEditor, busy, onSave, askRetire } = props;
  const { event, touched } = data;
  const formProps = formPropsOf(props);
  const { onUpload } = props;
  const touchedChallenges = new Set(touched.challenges);
  const chestOwner = new Map(
    event.businesses.flatMap((business) =>
      business.chest_id === undefined ? [] : [[business.chest_id, business] as const],
    ),
  );
  return (
    <div className="stack">
      <Adder label={text.businesses.add} editor={editor} busy={busy} onOpen={() => onEditor({ kind: 'business', entry: null })} />
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
}
