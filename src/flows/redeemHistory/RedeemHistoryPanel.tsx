/**
 * The redeem tab of /profile/history: runs the redeemHistory chart, renders the list, the item-reload
 * failure dialog and, while an item's code is open, the shared serial dialogs.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/redeemHistory/redeemHistory.connect';
import type { redeemHistoryMachine } from '@machines/redeemHistory/redeemHistory.machine';
import type { ShortLocale } from '@/i18n/locale';
import { useFlow } from '@/flows/shared/useFlow';
import { createRedeemHistoryLogic } from './redeemHistory.live';
import { walletReporter } from '@/flows/offlineWallet/offlineWallet.runtime';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { useShellState } from '@/ui/layout/shellState';
import { SerialDialogs } from '@/flows/serial/SerialDialogs';
import { RedeemFailedDialog } from '@/flows/redeem/RedeemDialogs';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { RedeemHistoryView } from './RedeemHistoryView';

/** The panel for the history shell (default export, loaded on demand); a language switch, or the network coming back, starts afresh. */
export default function RedeemHistoryPanel() {
  const { locale } = useShellState();
  const { comebacks } = useConnectivity();
  return <RedeemHistory key={`${locale}:${comebacks}`} />;
}

function RedeemHistory() {
  const { locale } = useShellState();
  const actor = useFlow((services) => createRedeemHistoryLogic(services, Date.now, walletReporter(services)));
  return <RedeemHistoryScreen actor={actor} locale={locale} />;
}

/** The list, the item-reload failure and the serial dialogs for a running redeemHistory actor (also driven by the screen replays). */
export function RedeemHistoryScreen({ actor, locale }: { actor: ActorRefFrom<typeof redeemHistoryMachine>; locale: ShortLocale }) {
  const snapshot = useSelector(actor, (s) => s);
  const { view, onRetry, onLoadMore, onOpen, problem, serial } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <>
      <RedeemHistoryView
        view={view}
        locale={locale}
        errorText={view.error ? <ApiErrorText error={view.error} /> : undefined}
        onRetry={onRetry}
        onLoadMore={onLoadMore}
        onOpen={onOpen}
      />
      {problem ? <RedeemFailedDialog open {...problem} /> : null}
      {serial ? <SerialDialogs serial={serial} locale={locale} /> : null}
    </>
  );
}
