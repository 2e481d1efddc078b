import { pageTitleForPath } from '@dubloon-quest/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../locale/locale-context.js';

/** Keeps the document title on the current route's title, then the product name (spec 2; core's route table). */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const { locale } = useLocale();
  useEffect(() => {
    document.title = pageTitleForPath(pathname, search);
  }, [pathname, search, locale]);
  return null;
}
