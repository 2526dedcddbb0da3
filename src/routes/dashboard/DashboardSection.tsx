/**
 * The home dashboard content (machines/dashboard) as a section of a page: /landing and the top of the
 * reward page. The route gives it a `key` of the language so a switch reads the content again.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';
import { selectDashboardContent, selectDashboardError, selectDashboardSlow, selectDashboardStatus } from '@machines/dashboard/dashboard.selectors';
import { useFlow } from '@/app/useFlow';
import { createDashboardLogic } from '@/app/wiring/dashboard';
import type { ShortLocale } from '@/i18n/locale';
import { DashboardView } from '@/ui/dashboard/DashboardView';

/** The section for a dashboard actor (the UI replay drives it with the chart's generated paths). */
export function DashboardScreen({ actor, locale }: { actor: ActorRefFrom<typeof dashboardMachine>; locale: ShortLocale }) {
  const status = useSelector(actor, selectDashboardStatus);
  const content = useSelector(actor, selectDashboardContent);
  const error = useSelector(actor, selectDashboardError);
  const slow = useSelector(actor, selectDashboardSlow);
  return <DashboardView status={status} content={content} locale={locale} error={error} slow={slow} onRetry={() => actor.send({ type: 'DASHBOARD.RETRY' })} />;
}

export function DashboardSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createDashboardLogic(services));
  return <DashboardScreen actor={actor} locale={locale} />;
}
