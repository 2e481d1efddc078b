import { messages, type GameApi } from '@dubloon-quest/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberCountryCodes } from '../locale/place-names.js';

export interface LocationOptions {
  countries: readonly string[];
  /** The regions of the country asked for last, once loaded; null while none are loaded. */
  regions: readonly string[] | null;
  regionsLoading: boolean;
  /** Loads the regions of a country (the region field opens when they arrive, spec 5). */
  loadRegions: (country: string) => void;
}

/**
 * The registration and profile forms' `formOptions` (spec 3, never persisted): the countries once, and the
 * regions of the chosen country. A failed load is reported with spec 8's resource-load text.
 */
export function useLocationOptions(api: GameApi, onFailure: (message: string) => void, initialCountry: string | null = null): LocationOptions {
  const [countries, setCountries] = useState<readonly string[]>([]);
  const [regions, setRegions] = useState<readonly string[] | null>(null);
  const [regionsLoading, setRegionsLoading] = useState(false);
  const asked = useRef<string | null>(null);
  const report = useRef(onFailure);
  report.current = onFailure;

  useEffect(() => {
    let current = true;
    api.getCountries().then(
      ({ data }) => {
        if (!current) return;
        rememberCountryCodes(data.countries);
        setCountries(data.countries.map((country) => country.name));
      },
      () => current && report.current(messages.network.resourceLoadFailed),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const loadRegions = useCallback(
    (country: string) => {
      asked.current = country;
      setRegions(null);
      if (country === '') return;
      setRegionsLoading(true);
      api.getRegions({ name: country }).then(
        ({ data }) => {
          if (asked.current !== country) return;
          setRegions(data.regions.map((region) => region.name));
          setRegionsLoading(false);
        },
        () => {
          if (asked.current !== country) return;
          setRegionsLoading(false);
          report.current(messages.network.resourceLoadFailed);
        },
      );
    },
    [api],
  );

  useEffect(() => {
    if (initialCountry) loadRegions(initialCountry);
  }, [initialCountry, loadRegions]);

  return { countries, regions, regionsLoading, loadRegions };
}
