/**
 * /profile/receipthistory(?status=waiting|approved|reject): every receipt the member sent and its status,
 * filtered by status (spec section 3, "Receipt upload"). A rejected receipt links to its correction.
 */
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/ui/layout/PageShell';
import { parseReceiptFilter, ReceiptHistoryPanel } from './ReceiptHistoryPanel';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export default function ReceiptHistoryRoute() {
  const [params] = useSearchParams();
  const initial = parseReceiptFilter(params.get('status'));
  // The network came back: read the receipts again.
  const { comebacks } = useConnectivity();
  return (
    <PageShell titleId="profile.receiptHistory.title" backTo="/profile" requireSignIn>
      <ReceiptHistoryPanel key={comebacks} initial={initial} />
    </PageShell>
  );
}
