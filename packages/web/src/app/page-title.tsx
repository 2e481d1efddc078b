import { pageTitleForPath } from '@dubloon-quest/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../services/app-services.js';
import { useLocale } from '../locale/locale-context.js';
import { pageText } from '../locale/content-text.js';

/**
 * Keeps the document title on the current route's title, then the event's name the server wrote into the page
 * or else the product name (spec 2; core's route table; issue 32).
 */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const look = useServices().settings.event;
  const { locale } = useLocale();
  // The title has no `lang` of its own: an English name stands as it is in a French title.
  const eventName = look ? pageText(look.name, look.name_fr, locale).text : null;
  useEffect(() => {
    document.title = pageTitleForPath(pathname, search, eventName);
  }, [pathname, search, eventName, locale]);
  return null;
}
