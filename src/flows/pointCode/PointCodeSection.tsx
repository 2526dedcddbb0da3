/** "Have a points code?" on /collectpoint: the pointCode flow (scan inside LINE, or type) and its results. */
import { useSelector } from '@xstate/react';
import { useFlow } from '@/flows/shared/useFlow';
import { createPointCodeLogic } from './pointCode.live';
import type { ActorRefFrom } from 'xstate';
import { scanOffered, type pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { ShortLocale } from '@/i18n/locale';
import { showDateTime } from '@/ui/common/campaignFormat';
import { PointCodeForm } from './PointCodeForm';

export function PointCodeSection({ locale }: { locale: ShortLocale }) {
  const actor = useFlow(createPointCodeLogic, {});
  return <PointCodeScreen actor={actor} locale={locale} />;
}

/** The form and its results for a running pointCode actor (also driven by the screen replays). */
export function PointCodeScreen({ actor, locale }: { actor: ActorRefFrom<typeof pointCodeMachine>; locale: ShortLocale }) {
  const context = useSelector(actor, (s) => s.context);
  const sending = useSelector(actor, (s) => s.hasTag('loading'));
  const slow = useSelector(actor, (s) => s.hasTag('slow'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'CODE.RETRY' }));
  const banUntil = context.answer?.banUntil ?? null;
  return (
    <PointCodeForm
      text={context.text}
      invalid={context.invalid}
      sending={sending}
      slow={slow}
      scanOffered={scanOffered(context)}
      outcomes={context.answer?.outcomes ?? null}
      bannedUntil={banUntil ? showDateTime(banUntil * 1000, locale) : null}
      error={context.error}
      scanError={context.scanError}
      canRetry={canRetry}
      onChange={(text) => actor.send({ type: 'CODE.CHANGED', text })}
      onSubmit={() => actor.send({ type: 'CODE.SUBMIT' })}
      onScan={() => actor.send({ type: 'CODE.SCAN' })}
      onRetry={() => actor.send({ type: 'CODE.RETRY' })}
      onDismiss={() => actor.send({ type: 'CODE.DISMISS' })}
    />
  );
}
