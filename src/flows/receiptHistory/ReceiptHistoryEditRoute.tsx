/**
 * /profile/receipthistoryedit?id={receiptId}: correct a rejected receipt and send it again (the same
 * form and flow as /collectpoint, in edit mode). Without an id the member is sent to pick a rejected
 * receipt from the receipt history.
 */
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/ui/common/States';
import { PageShell } from '@/ui/layout/PageShell';
import { ReceiptUploadScreen } from '@/flows/receiptUpload/ReceiptUploadScreen';

export default function ReceiptHistoryEditRoute() {
  const [params] = useSearchParams();
  const receiptId = params.get('id');
  return (
    <PageShell titleId="profile.receiptEdit.title" backTo="/profile/receipthistory" requireSignIn>
      {receiptId ? (
        <ReceiptUploadScreen key={receiptId} input={{ mode: 'edit', receiptId }} />
      ) : (
        <EmptyState
          title={<FormattedMessage id="receipt.edit.pick" />}
          action={
            <Link to="/profile/receipthistory?status=reject" className="button button--primary">
              <FormattedMessage id="receipt.edit.pickAction" />
            </Link>
          }
        />
      )}
    </PageShell>
  );
}
