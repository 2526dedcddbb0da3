/**
 * Joins a running address-book chart (delivery or tax) to its dialogs: the list, the add/edit form with
 * the Thai address block, the delete confirmation naming the address, the loading dialog while saving or
 * deleting, and the failure alert (translated by the shared error mapping; OK reopens the form or
 * reloads the list). Any caller that runs the chart (the profile pages, the redeem shipping step)
 * renders this with the chart's ref.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/addressBook/addressBook.connect';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { AddressFormDialog, AddressListDialog } from './AddressBookDialogs';
import { AlertDialog, ConfirmDialog, LoadingDialog } from '@/ui/dialog/StandardDialogs';

export type AddressBookRef = ActorRefFrom<typeof addressBookMachine>;

export function AddressBookConnector({ actorRef }: { actorRef: AddressBookRef }) {
  const intl = useIntl();
  const snapshot = useSelector(actorRef, (s) => s);
  const { list, form, addressBlock: block, confirmDelete, busy, problem } = useMemo(() => connect(snapshot, actorRef.send), [snapshot, actorRef]);
  const { loadFailure, ...listProps } = list;
  return (
    <>
      <AddressListDialog {...listProps} loadFailure={loadFailure ? intl.formatMessage({ id: loadFailure.messageId }, loadFailure.values) : undefined} />
      <AddressFormDialog {...form} addressBlock={block ? <AddressBlockConnector actorRef={block} errors={form.errors.location} /> : null} />
      <ConfirmDialog
        open={confirmDelete.open}
        title={intl.formatMessage({ id: 'addressBook.deleteConfirm.title' })}
        message={intl.formatMessage({ id: 'addressBook.deleteConfirm.message' }, { name: confirmDelete.name })}
        okLabel={intl.formatMessage({ id: 'addressBook.delete' })}
        onConfirm={confirmDelete.onConfirm}
        onCancel={confirmDelete.onCancel}
      />
      <LoadingDialog open={busy.open} label={busy.slow ? intl.formatMessage({ id: 'errors.slow' }) : undefined} />
      <AlertDialog
        open={problem !== undefined}
        title={problem ? intl.formatMessage({ id: problem.titleId }, problem.values) : ''}
        message={problem ? intl.formatMessage({ id: problem.messageId }, problem.values) : ''}
        errorId={problem?.errorId}
        onOk={() => problem?.onOk()}
      />
    </>
  );
}
