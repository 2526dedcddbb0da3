/**
 * The home dashboard content (machines/dashboard) as a section of a page: /landing and the top of the
 * reward page. The route gives it a `key` of the language so a switch reads the content again.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { connect, type DashboardSend } from '@machines/dashboard/dashboard.connect';
import { sameView } from '@machines/shared/sameView';
import { useFlow } from '@/flows/shared/useFlow';
import { createDashboardLogic } from './dashboard.live';
import type { ShortLocale } from '@/i18n/locale';
import { DashboardView } from './DashboardView';

const DashboardViewMemo = memo(DashboardView);

/**
 * The section for a dashboard actor (the UI replay drives it with the chart's generated paths). The content
 * renders from a deferred copy, in slices that yield to the browser, not in the one task in which the chart's
 * update arrives (a long task otherwise); what sits below it on / waits for the same deferred render (`useDeferredValue`
 * updates of one render commit together), so it never shows under the skeleton.
 */
export function DashboardScreen({ actor, locale }: { actor: ActorRefFrom<typeof dashboardMachine>; locale: ShortLocale }) {
  const send = useCallback<DashboardSend>((event) => actor.send(event), [actor]);
  // The connect's view, selected whole: a snapshot that changes nothing shown keeps the same view (sameView).
  // A stable selector: a render that no snapshot caused does not run connect again.
  const select = useCallback((snapshot: SnapshotFrom<typeof dashboardMachine>) => connect(snapshot, send), [send]);
  const view = useSelector(actor, select, sameView);
  // Retry travels in the deferred copy, so the urgent pass hands the memoised view identical props.
  const shown = useDeferredValue(view);
  return <DashboardViewMemo {...shown} locale={locale} />;
}

export function DashboardSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createDashboardLogic(services));
  return <DashboardScreen actor={actor} locale={locale} />;
}
