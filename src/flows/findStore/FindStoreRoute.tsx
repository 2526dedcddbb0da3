/**
 * /findstore: branches near the member, or by province without location (machines/findStore). A
 * language switch starts a fresh actor so names and addresses come back in the new language.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { findStoreMachine } from '@machines/findStore/findStore.machine';
import {
  selectBranches,
  selectCanLocateAgain,
  selectCanSearch,
  selectFindStoreError,
  selectFindStoreStatus,
  selectIsSlow,
  selectNoLocationReason,
  selectProvince,
  selectQuery,
  selectResults,
} from '@machines/findStore/findStore.selectors';
import { useFlow } from '@/flows/shared/useFlow';
import { createFindStoreLogic, NEARBY_RADIUS_KM } from './findStore.live';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { FindStoreView } from './FindStoreView';

/** The page body for a find-store actor (the UI replay drives it with the chart's generated paths). */
export function FindStoreScreen({ actor, locale }: { actor: ActorRefFrom<typeof findStoreMachine>; locale: ShortLocale }) {
  return (
    <FindStoreView
      status={useSelector(actor, selectFindStoreStatus)}
      locale={locale}
      reason={useSelector(actor, selectNoLocationReason)}
      branches={useSelector(actor, selectBranches)}
      results={useSelector(actor, selectResults)}
      province={useSelector(actor, selectProvince)}
      query={useSelector(actor, selectQuery)}
      slow={useSelector(actor, selectIsSlow)}
      error={useSelector(actor, selectFindStoreError)}
      canSearch={useSelector(actor, selectCanSearch)}
      canLocateAgain={useSelector(actor, selectCanLocateAgain)}
      radiusKm={NEARBY_RADIUS_KM}
      onSearch={(query) => actor.send({ type: 'FIND.SEARCH', query })}
      onClearSearch={() => actor.send({ type: 'FIND.SEARCH_CLEARED' })}
      onProvince={(province) => actor.send({ type: 'FIND.PROVINCE_CHOSEN', province })}
      onLocateAgain={() => actor.send({ type: 'FIND.LOCATE_AGAIN' })}
      onRetry={() => actor.send({ type: 'FIND.RETRY' })}
    />
  );
}

function FindStore({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createFindStoreLogic(services), { geolocationSupported: typeof navigator !== 'undefined' && 'geolocation' in navigator });
  return <FindStoreScreen actor={actor} locale={locale} />;
}

export default function FindStoreRoute() {
  const { locale } = useShellState();
  return (
    <PageShell titleId="routes.findstore.title">
      <FindStore key={locale} locale={locale} />
    </PageShell>
  );
}
