/**
 * /findstore: branches near the member, or by province without location (machines/findStore). A
 * language switch starts a fresh actor so names and addresses come back in the new language.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { findStoreMachine } from '@machines/findStore/findStore.machine';
import { connect } from '@machines/findStore/findStore.connect';
import { useFlow } from '@/flows/shared/useFlow';
import { createFindStoreLogic, NEARBY_RADIUS_KM } from './findStore.live';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { FindStoreView } from './FindStoreView';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

/** The page body for a find-store actor (the UI replay drives it with the chart's generated paths). */
export function FindStoreScreen({ actor, locale }: { actor: ActorRefFrom<typeof findStoreMachine>; locale: ShortLocale }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <FindStoreView {...view} locale={locale} radiusKm={NEARBY_RADIUS_KM} />;
}

function FindStore({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createFindStoreLogic(services), { geolocationSupported: typeof navigator !== 'undefined' && 'geolocation' in navigator });
  return <FindStoreScreen actor={actor} locale={locale} />;
}

export default function FindStoreRoute() {
  const { locale } = useShellState();
  // The network came back: read this page's data again.
  const { comebacks } = useConnectivity();
  return (
    <PageShell titleId="routes.findstore.title">
      <FindStore key={`${locale}:${comebacks}`} locale={locale} />
    </PageShell>
  );
}
