/** The map-text chart with its call: GET blob webconfig/maptext/{appName}/{short}_{code}.json. */
import { fromPromise } from 'xstate';
import { createMapTextMachine } from '@machines/mapText/mapText.machine';
import type { MapTextLabels } from '@machines/mapText/mapText.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';

export function createMapTextLogic(getClients: () => ApiClients) {
  return createMapTextMachine({
    actors: {
      loadMapText: fromPromise<MapTextLabels, { appName: string; locale: 'th' | 'en' }>(async ({ input, signal }) => {
        const data = unwrap(
          await getClients().blob.GET('/webconfig/maptext/{appName}/{shortLocale}_{localeCode}.json', {
            params: { path: { appName: input.appName, shortLocale: input.locale, localeCode: input.locale === 'en' ? 1033 : 1054 } },
            signal,
          }),
        );
        // Only text fields overlay labels; anything else in the file is ignored.
        return Object.fromEntries(Object.entries(data ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }),
    },
  });
}
