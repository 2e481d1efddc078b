import type { Locale } from '@dubloon-quest/core';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { currentLocale, switchCatalogues } from './catalogues.js';

interface LocaleState {
  readonly locale: Locale;
  readonly switchLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * Holds the language shown. Switching writes the other language into the catalogues, then renders the whole
 * app again from here: nothing is mounted anew, so what is typed, the page and the session stay.
 */
export function LocaleProvider({
  render,
  onSwitched,
}: {
  render: () => ReactNode;
  /** Called after each switch (the app keeps a logged-in person's language on the account, decision 0163). */
  onSwitched?: (locale: Locale) => Promise<void>;
}) {
  const [locale, setLocale] = useState<Locale>(currentLocale);
  const switchLocale = useCallback(
    async (next: Locale) => {
      await switchCatalogues(next);
      setLocale(next);
      await onSwitched?.(next);
    },
    [onSwitched],
  );
  // `render` is called here, so that every element below is made anew and renders in the new language.
  return <LocaleContext.Provider value={{ locale, switchLocale }}>{render()}</LocaleContext.Provider>;
}

/** The language shown and the way to switch it (the language shown is English outside a provider). */
export function useLocale(): LocaleState {
  return useContext(LocaleContext) ?? { locale: currentLocale(), switchLocale: switchCatalogues };
}
