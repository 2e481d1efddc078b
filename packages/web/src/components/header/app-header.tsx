import { eventLookText, messages } from '@dubloon-quest/core';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '../../locale/language-switcher.js';
import { pageText } from '../../locale/content-text.js';
import { useLocale } from '../../locale/locale-context.js';
import { CoinBadge } from './coin-badge.js';
import './app-header.css';

/** The menu of spec section 2, in its order: each label read when shown (the reader's language). */
const MENU = [
  { to: '/profile', label: () => messages.ui.shell.profile },
  { to: '/learn', label: () => messages.ui.shell.learn },
  { to: '/businesses', label: () => messages.ui.shell.businesses },
  { to: '/results', label: () => messages.ui.shell.results },
  { to: '/raffle', label: () => messages.ui.shell.raffle },
] as const;

export interface AppHeaderProps {
  /**
   * The logged-in user's view, or null when logged out (no menu, no balance). `console`: the menu links to the
   * console (organizers and partners).
   */
  session: { coins: number | null; console?: boolean } | null;
  onLogout: () => void;
  onOpenSupport: () => void;
  /** A notice above the bar, inside the banner landmark (the demo banner). */
  notice?: ReactNode;
  /** The event's name, logo and colour (white text reads on it), shown instead of the game's; null: the game's. */
  look?: { name: string; name_fr?: string; logo?: string; color?: string } | null;
}

/**
 * The header: the event's name and logo, or the game's (home link), the coin balance, support, and the menu. Below 850 px the menu
 * folds behind a Menu button (a disclosure: Escape closes it and gives focus back to the button).
 */
export function AppHeader({ session, onLogout, onOpenSupport, notice, look = null }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { locale } = useLocale();
  const eventName = look ? pageText(look.name, look.name_fr, locale) : null;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [menuOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <header className="app-header" style={look?.color ? ({ '--sea': look.color, '--sea-ink': '#ffffff' } as CSSProperties) : undefined}>
      {notice}
      <div className="app-header__bar">
        <Link to="/" className="app-header__brand" aria-label={eventName ? eventLookText.homeLink(eventName.text) : messages.ui.shell.homeLink}>
          {look?.logo ? (
            <img className="app-header__logo app-header__logo--image" src={look.logo} alt="" />
          ) : (
            <span className="app-header__logo" aria-hidden="true" />
          )}
          <span className="app-header__name" aria-hidden="true" lang={eventName?.lang}>
            {eventName?.text ?? messages.ui.productName}
          </span>
        </Link>
        <div className="app-header__tools">
          {session ? <CoinBadge coins={session.coins} /> : null}
          <LanguageSwitcher className="app-header__button" />
          <button type="button" className="app-header__button" onClick={onOpenSupport}>
            {messages.ui.shell.support}
          </button>
        </div>
        {session ? (
          <nav ref={nav} className="app-header__nav" aria-label={messages.ui.shell.mainMenu} onKeyDown={closeOnEscape}>
            <button
              ref={toggle}
              type="button"
              className="app-header__button app-header__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="app-header__burger" aria-hidden="true" />
              {messages.ui.shell.menu}
            </button>
            <ul id={menuId} className={menuOpen ? 'app-header__menu app-header__menu--open' : 'app-header__menu'}>
              {MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="app-header__link" onClick={() => setMenuOpen(false)}>
                    {item.label()}
                  </NavLink>
                </li>
              ))}
              {session.console ? (
                <li>
                  <NavLink to="/console" className="app-header__link" onClick={() => setMenuOpen(false)}>
                    {messages.ui.shell.console}
                  </NavLink>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className="app-header__link app-header__logout"
                  onClick={() => {
                    setMenuOpen(false);
                    onLogout();
                  }}
                >
                  {messages.ui.shell.logout}
                </button>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
