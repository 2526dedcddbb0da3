import { notProvided } from '../shared/provided';
import type { MapTextLabels } from './mapText.types';

/** GET blob webconfig/maptext/{appName}/{short}_{code}.json; the app provides it. */
export const loadMapText = notProvided<MapTextLabels, { appName: string; locale: 'th' | 'en' }>('mapText.loadMapText');
