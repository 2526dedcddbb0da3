import { fromPromise } from 'xstate';
import type { MapTextLabels } from './mapText.types';

/** GET blob webconfig/maptext/{appName}/{short}_{code}.json; the app provides it. */
export const loadMapText = fromPromise<MapTextLabels, { appName: string; locale: 'th' | 'en' }>(async () => {
  throw new Error('mapText.loadMapText is not provided');
});
