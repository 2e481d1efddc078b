import { pageTitleForPath } from '@dubloon-quest/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../services/app-services.js';
import { useLocale } from '../locale/locale-context.js';

/**
 * Keeps the document title on the current route's title, then the event's name the server wrote into the page
 * or else the product name (spec 2; core's route table; issue 32).
 */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const eventName = useServices().settings.event?.name ?? null;
  const { locale } = useLocale();
  useEffect(() => {
    document.title = pageTitleForPath(pathname, search, eventName);
  }, [pathname, search, eventName, locale]);
  return null;
}
