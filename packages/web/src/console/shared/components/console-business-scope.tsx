import { consoleBusinessText, type ConsoleEventResponse } from '@dubloon-quest/core/console';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useConsole } from '../console-services.js';
import { useConsoleQuery } from '../hooks/console-requests.js';

const text = consoleBusinessText;

export interface ConsoleBusinessScopeProps {
  /** The screen under the scope, for the business chosen (a partner's own, or the organizer's pick). */
  readonly children: (businessId: number) => ReactNode;
}

/**
 * Which business the "My business" and "Judging" screens are about: a partner's own (`me.business`; a partner
 * without one gets a notice instead), or for an organizer the one picked from the event's businesses, kept in
 * the page's `?business=` query so a reload or a shared link shows the same one. Container.
 */
export function ConsoleBusinessScope({ children }: ConsoleBusinessScopeProps) {
  const { me, role } = useConsole();
  if (role === 'Organizer') return <OrganizerScope>{children}</OrganizerScope>;
  if (me.business === null) return <p className="notice">{text.noBusiness}</p>;
  return <>{children(me.business.business_id)}</>;
}

function OrganizerScope({ children }: ConsoleBusinessScopeProps) {
  const { api } = useConsole();
  const event = useConsoleQuery(() => api.call('consoleGetEvent'));
  return (
    <LoadState value={event.value} onRetry={event.retry}>
      {(data) => <PickedBusiness event={data}>{children}</PickedBusiness>}
    </LoadState>
  );
}

function PickedBusiness({ event, children }: ConsoleBusinessScopeProps & { event: ConsoleEventResponse }) {
  const [search, setSearch] = useSearchParams();
  const businesses = event.event.businesses;
  if (businesses.length === 0) return <p className="notice">{text.picker.none}</p>;
  const asked = Number(search.get('business'));
  // Without a choice in the address, the first business still in the event: never a retired one by default.
  const chosen =
    businesses.find((business) => business.challenge_question.challenge_id === asked) ??
    businesses.find((business) => business.retired !== true) ??
    businesses[0]!;
  const chosenId = chosen.challenge_question.challenge_id;
  return (
    <>
      <ConsoleBusinessPicker
        options={businesses.map((business) => ({
          id: business.challenge_question.challenge_id,
          label: business.retired === true ? text.picker.retired(business.name) : business.name,
        }))}
        value={chosenId}
        onChange={(id) => setSearch({ business: String(id) }, { replace: true })}
      />
      {/* A new key per business: nothing typed for one business is ever sent for another. */}
      <div key={chosenId} className="stack">
        {children(chosenId)}
      </div>
    </>
  );
}

interface ConsoleBusinessPickerProps {
  readonly options: readonly { readonly id: number; readonly label: string }[];
  readonly value: number;
  readonly onChange: (id: number) => void;
}

/** The organizers' choice of business. Presentational. */
function ConsoleBusinessPicker({ options, value, onChange }: ConsoleBusinessPickerProps) {
  const id = useId();
  return (
    <div className="field console-business-picker">
      <label className="field__label" htmlFor={id}>
        {text.picker.label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {text.picker.hint}
      </p>
    </div>
  );
}
