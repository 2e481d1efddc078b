import { consoleShellText, type ConsoleMeResponse, type ConsoleRole } from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';

export interface ConsoleOverviewProps {
  readonly role: ConsoleRole;
  /** A partner's own business, if any. */
  readonly business: string | null;
  /** A raffle partner's own items. */
  readonly items: ConsoleMeResponse['raffle_items'];
  /** What follows the introduction: the organizers' event at a glance. */
  readonly children?: ReactNode;
}

const text = consoleShellText.overview;

/** The console's first screen: what it is for, a partner's business and items, then `children`. Presentational. */
export function ConsoleOverview({ role, business, items, children }: ConsoleOverviewProps) {
  return (
    <section className="stack" aria-labelledby="console-overview-title">
      <h1 id="console-overview-title">{consoleShellText.screens.overview}</h1>
      <p>{role === 'Organizer' ? text.intro : text.partnerIntro}</p>
      {business !== null ? <p>{text.yourBusiness(business)}</p> : null}
      {items.length > 0 ? (
        <>
          <h2>{text.yourItems}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.item_id}>{text.itemLine(item.name, item.players, item.coins_staked)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {role === 'Partner' && business === null && items.length === 0 ? (
        <p className="notice">{text.noAffiliation}</p>
      ) : null}
      {children}
    </section>
  );
}
