import { type ValidationErrors } from '@dubloon-quest/core';
import { consoleBulkInvitationsText, type ConsoleGroup, validateGroupName } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleTable, type ConsoleColumn } from '../../shared/components/console-table.js';

const text = consoleBulkInvitationsText.groups;

export interface ConsoleGroupsProps {
  readonly groups: readonly ConsoleGroup[];
  readonly readOnly: boolean;
  readonly busy: boolean;
  /** The server's field errors of the last creation (422). */
  readonly serverErrors: ValidationErrors;
  readonly onEdit: () => void;
  /** Creates a group; resolves true when it was created (the field then empties). */
  readonly onCreate: (name: string) => Promise<boolean>;
  readonly onCopy: (link: string) => void;
}

/**
 * The class and group links a teacher hands out: each group with its registration link and players, a copy
 * button per link, and the form that creates a group (core's name rule checked first). Presentational.
 */
export function ConsoleGroups({ groups, readOnly, busy, serverErrors, onEdit, onCreate, onCopy }: ConsoleGroupsProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const columns: readonly ConsoleColumn<ConsoleGroup>[] = [
    { header: text.columns.name, cell: (group) => group.name },
    { header: text.columns.link, cell: (group) => <code className="console-group-link">{group.link}</code> },
    { header: text.columns.players, cell: (group) => group.players, numeric: true },
    {
      header: text.columns.actions,
      cell: (group) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={text.copyOf(group.name)}
          onClick={() => onCopy(group.link)}
        >
          {text.copy}
        </button>
      ),
    },
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateGroupName(name);
    setError(problem);
    if (problem !== null || busy) return;
    if (await onCreate(name.trim())) setName('');
  };
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <ConsoleTable caption={text.caption} columns={columns} rows={groups} rowKey={(group) => group.group_id} empty={text.empty} />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-label={text.create}>
        <div className="form-grid">
          <TextField
            label={text.name}
            name="group-name"
            autoComplete="off"
            value={name}
            required
            disabled={readOnly}
            errors={error !== null ? [error] : (serverErrors.name ?? [])}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
              onEdit();
            }}
          />
        </div>
        <div className="row">
          <button type="submit" className="button" disabled={readOnly || busy}>
            {text.create}
          </button>
        </div>
      </form>
    </section>
  );
}
