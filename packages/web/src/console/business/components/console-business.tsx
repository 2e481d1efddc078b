import { consoleBusinessText, consoleShellText, type ConsoleBusiness as Business } from '@dubloon-quest/core';
import type { ReactNode } from 'react';
import { ConsoleBusinessChest, type ConsoleBusinessChestProps } from './console-business-chest.js';
import { ConsoleBusinessProfile, type ConsoleBusinessProfileProps } from './console-business-profile.js';
import './console-business.css';

export interface ConsoleBusinessProps {
  readonly business: Business;
  readonly profile: Omit<ConsoleBusinessProfileProps, 'business'>;
  readonly chest: Omit<ConsoleBusinessChestProps, 'chest'>;
}

/**
 * "My business": the business's name, how many players answered its challenge, its profile form and its
 * chest's questions. Presentational.
 */
export function ConsoleBusiness({ business, profile, chest }: ConsoleBusinessProps) {
  return (
    <div className="stack">
      <div>
        <h2 className="console-business__name">{business.business.name}</h2>
        <p>{consoleBusinessText.intro}</p>
        <p className="console-business__answers" aria-live="polite">
          {consoleBusinessText.answers(business.answers_count)}
        </p>
      </div>
      <ConsoleBusinessProfile business={business} {...profile} />
      <ConsoleBusinessChest chest={business.chest} {...chest} />
    </div>
  );
}

/** The screen's frame: its heading, then what the scope gives (a notice, a picker, the business). */
export function ConsoleBusinessFrame({ children }: { children: ReactNode }) {
  return (
    <section className="stack" aria-labelledby="console-business-title">
      <h1 id="console-business-title">{consoleShellText.screens.business}</h1>
      {children}
    </section>
  );
}
