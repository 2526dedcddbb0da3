/**
 * The home dashboard content (machines/dashboard) as a section of a page: /landing and the top of the
 * reward page. The route gives it a `key` of the language so a switch reads the content again.
 */
import { useSelector } from '@xstate/react';
import { selectDashboardContent, selectDashboardError, selectDashboardStatus } from '@machines/dashboard/dashboard.selectors';
import { useFlow } from '@/app/useFlow';
import { createDashboardLogic } from '@/app/wiring/dashboard';
import type { ShortLocale } from '@/i18n/locale';
import { DashboardView } from '@/ui/dashboard/DashboardView';

export function DashboardSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow((services) => createDashboardLogic(services));
  const status = useSelector(actor, selectDashboardStatus);
  const content = useSelector(actor, selectDashboardContent);
  const error = useSelector(actor, selectDashboardError);
  return <DashboardView status={status} content={content} locale={locale} error={error} onRetry={() => actor.send({ type: 'DASHBOARD.RETRY' })} />;
}
