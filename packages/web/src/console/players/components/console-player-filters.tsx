import { consolePlayersText } from '@dubloon-quest/core';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { NO_FILTERS, hasFilters, type PlayerFilters } from './console-players-query.js';

const text = consolePlayersText.filters;

export interface ConsolePlayerFiltersProps {
  /** The filters in force (from the URL); the form starts from them. */
  readonly filters: PlayerFilters;
  readonly onSearch: (filters: PlayerFilters) => void;
}

type Choice<Value extends string> = { readonly value: Value; readonly label: string };

const yesNo: readonly Choice<'' | 'yes' | 'no'>[] = [
  { value: '', label: text.any },
  { value: 'yes', label: text.yes },
  { value: 'no', label: text.no },
];
const meetupChoices: readonly Choice<PlayerFilters['meetup']>[] = [
  ...yesNo,
  { value: 'unanswered', label: text.unanswered },
];

/**
 * The players list's search box and filters. Applied together on submit (Enter or the button), so typing
 * does not reload the list at every key. Give it a `key` of the URL's query so it follows back and forward.
 * Presentational.
 */
export function ConsolePlayerFilters({ filters, onSearch }: ConsolePlayerFiltersProps) {
  const [draft, setDraft] = useState<PlayerFilters>(filters);
  const legendId = useId();
  const set = <Key extends keyof PlayerFilters>(key: Key, value: PlayerFilters[Key]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form className="console-filters" role="search" aria-labelledby={legendId} onSubmit={submit}>
      <h2 id={legendId} className="visually-hidden">
        {text.legend}
      </h2>
      <div className="console-filters__fields">
        <TextField
          label={text.search}
          name="search"
          type="search"
          hint={text.searchHint}
          value={draft.search}
          maxLength={200}
          onChange={(event) => set('search', event.target.value)}
          wide
        />
        <Choose
          label={text.verified}
          name="verified"
          choices={yesNo}
          value={draft.verified}
          onChange={(value) => set('verified', value)}
        />
        <TextField
          label={text.school}
          name="school"
          hint={text.schoolHint}
          value={draft.school}
          maxLength={200}
          onChange={(event) => set('school', event.target.value)}
        />
        <TextField
          label={text.country}
          name="country"
          hint={text.countryHint}
          value={draft.country}
          maxLength={200}
          onChange={(event) => set('country', event.target.value)}
        />
        <Choose
          label={text.meetup}
          name="meetup"
          choices={meetupChoices}
          value={draft.meetup}
          onChange={(value) => set('meetup', value)}
        />
        <Choose
          label={text.banned}
          name="banned"
          choices={yesNo}
          value={draft.banned}
          onChange={(value) => set('banned', value)}
        />
      </div>
      <div className="row">
        <button type="submit" className="button">
          {text.apply}
        </button>
        {hasFilters(filters) || hasFilters(draft) ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              onSearch(NO_FILTERS);
            }}
          >
            {text.clear}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Choose<Value extends string>({
  label,
  name,
  choices,
  value,
  onChange,
}: {
  label: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <ConsoleSelectField
      label={label}
      name={name}
      value={value}
      options={choices}
      onChange={(event) => onChange(event.target.value as Value)}
    />
  );
}
