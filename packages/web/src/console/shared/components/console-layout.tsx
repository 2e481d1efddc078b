import { consoleShellText } from '@dubloon-quest/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './console-layout.css';

export interface ConsoleLayoutProps {
  /** The screens this user sees: absolute paths and names, in order. */
  readonly links: readonly { readonly to: string; readonly label: string }[];
  /** "Signed in as ..." */
  readonly who: string;
  /** The shared demo console: changes are refused, and the frame says so. */
  readonly readOnly: boolean;
  readonly children: ReactNode;
}

/**
 * The console's frame inside the game's page: its navigation (a column beside the screen, a wrapping row
 * above it on narrow screens) and the screen. Presentational.
 */
export function ConsoleLayout({ links, who, readOnly, children }: ConsoleLayoutProps) {
  return (
    <div className="console">
      <nav className="console__nav" aria-label={consoleShellText.navLabel}>
        <p className="console__who muted">{who}</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="console__content stack">
        {readOnly ? (
          <p className="notice" role="note">
            {consoleShellText.readOnly}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
