/** "Have a points code?" on /collectpoint: the pointCode flow (scan inside LINE, or type) and its results. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useFlow } from '@/flows/shared/useFlow';
import { createPointCodeLogic } from './pointCode.live';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/pointCode/pointCode.connect';
import type { pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { ShortLocale } from '@/i18n/locale';
import { showDateTime } from '@/ui/common/campaignFormat';
import { PointCodeForm } from './PointCodeForm';

export function PointCodeSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow(createPointCodeLogic, {});
  return <PointCodeScreen actor={actor} locale={locale} />;
}

/** The form and its results for a running pointCode actor (also driven by the screen replays). */
export function PointCodeScreen({ actor, locale }: { actor: ActorRefFrom<typeof pointCodeMachine>; locale: ShortLocale }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return <PointCodeForm {...view} bannedUntil={view.bannedUntil === null ? null : showDateTime(view.bannedUntil, locale)} />;
}
