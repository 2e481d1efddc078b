import { useLocale } from './locale-context.js';

/** Each language's own name, in itself: the switcher offers the other one. */
const NAMES = { en: 'English', fr: 'Français' } as const;

/**
 * The language switch of every page: a button naming the other language in that language (its `lang` set, so a
 * screen reader says it right). The page, what is typed and the session stay as they are.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, switchLocale } = useLocale();
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <button type="button" className={className} lang={other === 'fr' ? 'fr-CA' : 'en'} onClick={() => void switchLocale(other)}>
      {NAMES[other]}
    </button>
  );
}
