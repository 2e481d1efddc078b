import { type EventTimestamps } from '@dubloon-quest/core';
import {
  consoleScheduleText,
  type ConsoleProblems,
  type ConsoleSchedule as ScheduleView,
  consoleProblemTexts,
  validateEventName,
} from '@dubloon-quest/core/console';
import { useEffect, useState } from 'react';
import { useGame } from '../../../services/app-services.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useNow } from '../../../hooks/use-now.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { ConsoleEventName } from '../components/console-event-name.js';
import { ConsoleSchedule, periodName, type ScheduleConfirm } from '../components/console-schedule.js';
import {
  describeEffect,
  draftOf,
  isPristine,
  localTimeZone,
  movesPeriod,
  periodUnder,
  readDraft,
  scheduleEffect,
  type ScheduleField,
} from '../components/console-schedule-form.js';
import { useScheduleCalls } from '../calls/console-schedule-calls.js';

const text = consoleScheduleText;

/**
 * `/console/schedule` (organizers): loads the schedule in force, follows every change the server pushes
 * (`schedule_change`, from this organizer or another), and saves the organizer's edits.
 *
 * Decisions where nothing said how: times are edited to the minute in the browser's own time zone, and a
 * boundary left as loaded keeps its exact instant; a change that moves the players' period now (or opens or
 * closes the game) asks for a confirmation, a change within the current period does not; unscheduling always
 * asks. A push that arrives while the form holds edits keeps the edits and says the schedule changed.
 */
export function ConsoleScheduleRoute() {
  const calls = useScheduleCalls();
  const { realtime } = useGame();
  const query = useConsoleQuery(() => calls.consoleGetSchedule());
  const { refresh } = query;
  useEffect(() => realtime.onScheduleChange(() => refresh()), [realtime, refresh]);
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(schedule) => (
        <>
          <ScheduleEditor schedule={schedule} onSaved={query.replace} />
          <EventNameEditor name={schedule.event_name} nameFr={schedule.event_name_fr ?? ''} onSaved={query.replace} />
        </>
      )}
    </LoadState>
  );
}

/** The event's name: checked with core's rule, then saved; the answer (the schedule view) replaces the loaded one. */
function EventNameEditor({ name, nameFr, onSaved }: { name: string; nameFr: string; onSaved: (data: ScheduleView) => void }) {
  const calls = useScheduleCalls();
  const action = useConsoleAction();
  const [busy, setBusy] = useState(false);
  const [clientErrors, setClientErrors] = useState<ConsoleProblems>({});
  const rename = async (next: string, nextFr: string) => {
    const problems = validateEventName(next, nextFr);
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    await action.run(() => calls.consoleRenameEvent({ body: { name: next, name_fr: nextFr } }), {
      success: () => text.renamed,
      onSuccess: onSaved,
    });
    setBusy(false);
  };
  return (
    <ConsoleEventName
      name={name}
      nameFr={nameFr}
      busy={busy}
      errors={{ ...action.errors, ...consoleProblemTexts(clientErrors) }}
      onRename={(next, nextFr) => void rename(next, nextFr)}
    />
  );
}

function sameSchedule(a: EventTimestamps | null, b: EventTimestamps | null): boolean {
  return scheduleEffect(a, b, 0).kind === 'unchanged';
}

function ScheduleEditor({
  schedule,
  onSaved,
}: {
  schedule: ScheduleView;
  onSaved: (data: ScheduleView) => void;
}) {
  const calls = useScheduleCalls();
  const action = useConsoleAction();
  const now = useNow(true);
  const [baseline, setBaseline] = useState(schedule.timestamps);
  const [draft, setDraft] = useState(() => draftOf(schedule.timestamps));
  const [seen, setSeen] = useState(schedule);
  const [clientErrors, setClientErrors] = useState<ConsoleProblems>({});
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [confirm, setConfirm] = useState<ScheduleConfirm | null>(null);
  const [busy, setBusy] = useState<'save' | 'unschedule' | null>(null);

  // A schedule the server pushed or answered: the form follows it unless it holds edits.
  if (seen !== schedule) {
    setSeen(schedule);
    if (!sameSchedule(schedule.timestamps, baseline)) {
      if (isPristine(draft, baseline)) setDraft(draftOf(schedule.timestamps));
      else setChangedElsewhere(true);
      setBaseline(schedule.timestamps);
    }
  }

  const dirty = !isPristine(draft, baseline);
  const read = readDraft(draft, baseline);
  const effect = !dirty
    ? text.effects.unchanged
    : read.errors !== null
      ? text.effects.invalid
      : describeEffect(scheduleEffect(baseline, read.timestamps, now), periodName, now);

  const save = async (timestamps: EventTimestamps | null) => {
    setBusy(timestamps === null ? 'unschedule' : 'save');
    await action.run(() => calls.consoleUpdateSchedule({ body: { timestamps } }), {
      success: () => (timestamps === null ? text.unscheduled : text.saved),
      onSuccess: (data) => {
        setBaseline(data.timestamps);
        setDraft(draftOf(data.timestamps));
        setChangedElsewhere(false);
        onSaved(data);
      },
    });
    setBusy(null);
  };

  const onSave = () => {
    const result = readDraft(draft, baseline);
    if (result.errors !== null) {
      setClientErrors(result.errors);
      return;
    }
    const change = scheduleEffect(baseline, result.timestamps, Date.now());
    if (movesPeriod(change))
      setConfirm({ kind: 'move', effect: describeEffect(change, periodName, Date.now()) });
    else void save(result.timestamps);
  };

  const onConfirm = () => {
    const asked = confirm;
    setConfirm(null);
    if (asked?.kind === 'unschedule') {
      void save(null);
      return;
    }
    const result = readDraft(draft, baseline);
    if (result.errors === null) void save(result.timestamps);
    else setClientErrors(result.errors);
  };

  const onChange = (field: ScheduleField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors({});
    action.clear();
  };

  return (
    <ConsoleSchedule
      schedule={{ ...schedule, timestamps: baseline }}
      current={periodUnder(baseline, now)}
      now={now}
      timeZone={localTimeZone(now)}
      draft={draft}
      errors={{ ...action.errors, ...consoleProblemTexts(clientErrors) }}
      effect={effect}
      dirty={dirty}
      changedElsewhere={changedElsewhere}
      busy={busy}
      confirm={confirm}
      onChange={onChange}
      onSave={onSave}
      onReset={() => {
        setDraft(draftOf(baseline));
        setClientErrors({});
        setChangedElsewhere(false);
        action.clear();
      }}
      onUnschedule={() => setConfirm({ kind: 'unschedule' })}
      onConfirm={onConfirm}
      onCancelConfirm={() => setConfirm(null)}
    />
  );
}
