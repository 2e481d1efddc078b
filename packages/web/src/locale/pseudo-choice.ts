/**
 * Is the pseudo-locale chosen (docs/decisions/0171)? `?locale=en-XA` in a page's address chooses it and saves it
 * as the device's language (where the language switcher saves English or French, which end it). Never offered
 * by the switcher: it is for the browser walks and translators. Kept tiny, as every reader's first page loads it.
 */
export function pseudoLocaleChosen(): boolean {
  try {
    if (new URLSearchParams(location.search).get('locale') === 'en-XA') localStorage.setItem('dubloon-quest:locale', 'en-XA');
    return localStorage.getItem('dubloon-quest:locale') === 'en-XA';
  } catch {
    return false;
  }
}
