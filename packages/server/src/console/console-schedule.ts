import { gamePeriodAt, type EventTimestamps } from '@dubloon-quest/core';
import { type ConsoleSchedule as ScheduleView } from '@dubloon-quest/core/console';
import { demoTimestampsAt } from '../services/event/demo-cycle.js';
import type { EventSchedule } from '../services/event/game-event.js';
import type { EventContentStore } from './event-content.js';

/**
 * The timestamps of a fixed schedule at `nowMs`: none while unscheduled or before `pre_game` (login then says
 * "The game has not started yet"). Pure.
 */
function fixedTimestampsAt(timestamps: EventTimestamps | null, nowMs: number): EventTimestamps | null {
  if (timestamps === null) return null;
  if (timestamps.pre_game !== undefined && nowMs < Date.parse(timestamps.pre_game)) return null;
  return timestamps;
}

/**
 * The server's schedule, read on every call (login, every period gate, the sockets' schedule pushes). In order:
 * a schedule the console set (it wins over everything, so organizers can move a running event); else the
 * host's fixed schedule (tests, or a host that passes one); else the demo's 10-minute cycle in demo mode; else
 * the current event's own timestamps (the stored event once imported or edited, else the event file's).
 */
export class ConsoleScheduleSource implements EventSchedule {
  constructor(
    private readonly content: EventContentStore,
    private readonly host: { settings: EventSchedule | null; demo: boolean },
  ) {}

  /** Where the timestamps in force come from. */
  get source(): ScheduleView['source'] {
    if (this.content.current.scheduleOverride) return 'console';
    if (this.host.settings !== null) return 'settings';
    return this.host.demo ? 'demo' : 'event';
  }

  timestampsAt(nowMs: number): EventTimestamps | null {
    switch (this.source) {
      case 'settings':
        return this.host.settings!.timestampsAt(nowMs);
      case 'demo':
        return demoTimestampsAt(nowMs);
      default:
        return fixedTimestampsAt(this.content.current.event.timestamps, nowMs);
    }
  }

  /** The schedule as `GET /console/schedule` answers it at `nowMs`. */
  view(nowMs: number): ScheduleView {
    const source = this.source;
    const timestamps =
      source === 'console' || source === 'event'
        ? this.content.current.event.timestamps
        : this.timestampsAt(nowMs);
    const inForce = this.timestampsAt(nowMs);
    const period = inForce === null ? null : gamePeriodAt(inForce, nowMs);
    return {
      event_name: this.content.current.event.name,
      ...(this.content.current.event.name_fr === undefined ? {} : { event_name_fr: this.content.current.event.name_fr }),
      timestamps,
      source,
      period: period?.period ?? null,
      ends_at: period?.endsAt == null ? null : new Date(period.endsAt).toISOString(),
    };
  }
}
