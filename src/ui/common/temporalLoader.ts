/**
 * Temporal for the birth-date rules, loaded on demand (src/ui/common/onDemand.ts; keeps route chunks
 * within 25 kB gzip) and handed to the rules (src/domain/validation/temporal.ts). A screen whose form
 * runs those rules (registration, profile edit) starts the download when its module is evaluated, beside
 * its data, and shows its form once it has arrived (`useTemporal`); a failed download goes to the route's
 * error page, as for any module that cannot be fetched.
 */
import { onDemand } from '@/ui/common/onDemand';
import { provideTemporal, type TemporalApi } from '@/domain/validation/temporal';

const temporalModule = onDemand<TemporalApi>(() =>
  import('temporal-polyfill').then((module) => {
    provideTemporal(module.Temporal);
    return module.Temporal;
  }),
);

/** Loads Temporal once and hands it to the date rules (a failed download is tried again by the next call). */
export const loadTemporal = temporalModule.load;

/** Starts the download without waiting for it. */
export const preloadTemporal = temporalModule.preload;

/** Temporal once loaded (undefined while it downloads); a failed download is thrown during render. */
export const useTemporal = temporalModule.useLoaded;
