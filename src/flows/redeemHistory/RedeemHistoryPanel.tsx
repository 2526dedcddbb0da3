/**
 * The redeem tab of /profile/history: runs the redeemHistory chart, renders the list, the item-reload
 * failure dialog and, while an item's code is open, the shared serial dialogs.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectHistorySerial, selectHistoryView } from '@machines/redeemHistory/redeemHistory.selectors';
import type { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import type { ShortLocale } from '@/i18n/locale';
import { useFlow } from '@/flows/shared/useFlow';
import { createRedeemHistoryLogic } from './redeemHistory.live';
import { describeApiError } from '@/domain/errors/genericError';
import { useShellState } from '@/ui/layout/shellState';
import { SerialDialogs } from '@/flows/serial/SerialDialogs';
import { RedeemFailedDialog } from '@/flows/redeem/RedeemDialogs';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { RedeemHistoryView } from './RedeemHistoryView';

/** The panel for the history shell (default export, loaded on demand); a language switch starts afresh. */
export default function RedeemHistoryPanel() {
  const { locale } = useShellState();
  return <RedeemHistory key={locale} />;
}

function RedeemHistory() {
  const { locale } = useShellState();
  const actor = useFlow(createRedeemHistoryLogic);
  return <RedeemHistoryScreen actor={actor} locale={locale} />;
}

/** The list, the item-reload failure and the serial dialogs for a running redeemHistory actor (also driven by the screen replays). */
export function RedeemHistoryScreen({ actor, locale }: { actor: ActorRefFrom<typeof redeemHistoryMachine>; locale: ShortLocale }) {
  const view = useSelector(actor, selectHistoryView);
  const serial = useSelector(actor, selectHistorySerial);
  const failure = view.itemFailed && view.error ? describeApiError(view.error) : undefined;
  return (
    <>
      <RedeemHistoryView
        view={view}
        locale={locale}
        errorText={view.error ? <ApiErrorText error={view.error} /> : undefined}
        onRetry={() => actor.send({ type: 'HISTORY.RETRY' })}
        onLoadMore={() => actor.send({ type: 'HISTORY.LOAD_MORE' })}
        onOpen={(redeemKey) => actor.send({ type: 'HISTORY.OPEN', redeemKey })}
      />
      {failure ? (
        <RedeemFailedDialog
          open
          titleId="history.itemFailed.title"
          messageId={failure.messageId}
          values={failure.values}
          onRetry={() => actor.send({ type: 'HISTORY.RETRY' })}
          onClose={() => actor.send({ type: 'HISTORY.DISMISS' })}
        />
      ) : null}
      {serial ? <SerialDialogs serial={serial} locale={locale} /> : null}
    </>
  );
}
