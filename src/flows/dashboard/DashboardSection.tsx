/**
 * The home dashboard content (machines/dashboard) as a section of a page: /landing and the top of the
 * reward page. The route gives it a `key` of the language so a switch reads the content again.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectDashboardContent, selectDashboardError, selectDashboardSlow, selectDashboardStatus } from '@machines/dashboard/dashboard.selectors';
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
  const status = useSelector(actor, selectDashboardStatus);
  const content = useSelector(actor, selectDashboardContent);
  const error = useSelector(actor, selectDashboardError);
  const slow = useSelector(actor, selectDashboardSlow);
  const view = useMemo(() => ({ status, content, error, slow }), [status, content, error, slow]);
  const shown = useDeferredValue(view);
  const onRetry = useCallback(() => actor.send({ type: 'DASHBOARD.RETRY' }), [actor]);
  return <DashboardViewMemo {...shown} locale={locale} onRetry={onRetry} />;
}

export function DashboardSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createDashboardLogic(services));
  return <DashboardScreen actor={actor} locale={locale} />;
}
