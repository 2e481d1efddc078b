import { businessesStatus, businessList, messages } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useGame } from '../../../services/app-services.js';
import { useLocale } from '../../../locale/locale-context.js';
import type { Loadable } from '@dubloon-quest/core';
import { BusinessesScreen, type BusinessTile } from '../components/businesses-screen.js';
import { businessTilesOf } from './business-view.js';

/** /businesses: core's businesses machine keeps the list (3 hours) and the live answer counts. */
export function BusinessesRoute() {
  const { locale } = useLocale();
  const { logic } = useGame();
  const { businesses } = logic;
  const status = useSelector(businesses, businessesStatus);
  const list = useSelector(businesses, businessList);

  useEffect(() => {
    businesses.send({ type: 'businesses.open' });
  }, [businesses]);

  const tiles: Loadable<readonly BusinessTile[]> =
    status === 'failed'
      ? { status: 'failed', message: messages.businesses.loadFailed }
      : status === 'loaded'
        ? { status: 'ready', data: businessTilesOf(list, locale) }
        : { status: 'loading' };
  return <BusinessesScreen businesses={tiles} onRetry={() => businesses.send({ type: 'businesses.refresh' })} />;
}
