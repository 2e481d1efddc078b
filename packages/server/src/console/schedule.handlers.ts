import { isValid } from '@dubloon-quest/core';
import { validateEventName, validateSchedule } from '@dubloon-quest/core/console';
import { invalidFields } from '../services/errors.js';
import { actorOf } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type ScheduleCalls = 'consoleGetSchedule' | 'consoleUpdateSchedule' | 'consoleRenameEvent';

/**
 * The schedule: what is in force and where it comes from; and a change, which is stored with the event (so the
 * organizer tool's draw and every server read the same timestamps), wins over the demo's cycle and a host's
 * fixed schedule, and is pushed to every connected client at once (`schedule_change`).
 */
export function scheduleHandlers(services: ConsoleServices): Pick<ConsoleHandlers, ScheduleCalls> {
  const { context, content, schedule } = services;
  return {
    consoleGetSchedule() {
      return Promise.resolve(schedule.view(context.now()));
    },

    async consoleUpdateSchedule({ body, caller }) {
      if (body.timestamps !== null) {
        const problems = validateSchedule(body.timestamps);
        if (!isValid(problems)) throw invalidFields(problems);
      }
      const before = schedule.view(context.now());
      await content.edit(actorOf(caller), (event) =>
        Promise.resolve({
          next: { ...event, timestamps: body.timestamps },
          value: null,
          scheduleOverride: true,
          audit: {
            action: 'schedule.update',
            target: 'schedule',
            before: { timestamps: before.timestamps, source: before.source },
            after: { timestamps: body.timestamps, source: 'console' },
          },
        }),
      );
      return schedule.view(context.now());
    },

    async consoleRenameEvent({ body, caller }) {
      const problems = validateEventName(body.name, body.name_fr);
      if (!isValid(problems)) throw invalidFields(problems);
      const name = body.name.trim();
      // Absent keeps the French name; blank removes it (the stored event keeps no empty French).
      const nameFr = body.name_fr === undefined ? {} : { name_fr: body.name_fr.trim() };
      await content.edit(actorOf(caller), (event) =>
        Promise.resolve({
          next: { ...event, name, ...nameFr },
          value: null,
          audit: {
            action: 'event.rename',
            target: 'event',
            before: { name: event.name, name_fr: event.name_fr ?? null },
            after: { name, name_fr: body.name_fr === undefined ? (event.name_fr ?? null) : body.name_fr.trim() || null },
          },
        }),
      );
      return schedule.view(context.now());
    },
  };
}
