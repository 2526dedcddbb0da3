/**
 * Joins a running address-book chart (delivery or tax) to its dialogs: the list, the add/edit form with
 * the Thai address block, the delete confirmation naming the address, the loading dialog while saving or
 * deleting, and the failure alerts (translated by the shared error mapping; OK reopens the form or
 * reloads the list). Any caller that runs the chart (the profile pages, the redeem shipping step)
 * renders this with the chart's ref.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { selectAddressBlockRef, selectAddressBookView } from '@machines/addressBook/addressBook.selectors';
import { entryPerson } from '@/domain/address/addressBook';
import type { ApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { AddressFormDialog, AddressListDialog } from './AddressBookDialogs';
import { AlertDialog, ConfirmDialog, LoadingDialog } from '@/ui/dialog/StandardDialogs';

export type AddressBookRef = ActorRefFrom<typeof addressBookMachine>;

export function AddressBookConnector({ actorRef }: { actorRef: AddressBookRef }) {
  const intl = useIntl();
  const view = useSelector(actorRef, selectAddressBookView);
  const block = useSelector(actorRef, selectAddressBlockRef);
  const describe = (error: ApiError) => {
    const d = describeApiError(error);
    return { title: intl.formatMessage({ id: d.titleId }, d.values), message: intl.formatMessage({ id: d.messageId }, d.values) };
  };
  const send = actorRef.send;
  const saveFailure = view.saveFailure ? describe(view.saveFailure) : undefined;
  const deleteFailure = view.deleteFailure ? describe(view.deleteFailure) : undefined;
  return (
    <>
      <AddressListDialog
        open={view.listOpen}
        kind={view.kind}
        entries={view.entries}
        loading={view.listLoading}
        slow={view.slow}
        loadFailure={view.loadFailure ? describe(view.loadFailure).message : undefined}
        pickable={view.pickable}
        onAdd={() => send({ type: 'BOOK.ADD' })}
        onEdit={(key) => send({ type: 'BOOK.EDIT', key })}
        onDelete={(key) => send({ type: 'BOOK.DELETE', key })}
        onPick={(key) => send({ type: 'BOOK.PICK', key })}
        onRetry={() => send({ type: 'BOOK.RETRY' })}
        onClose={() => send({ type: 'BOOK.CLOSE' })}
      />
      <AddressFormDialog
        open={view.formOpen}
        kind={view.kind}
        editing={view.editing}
        form={view.form}
        errors={view.errors}
        addressBlock={block ? <AddressBlockConnector actorRef={block} errors={view.errors.location} /> : null}
        onFieldChange={(field, value) => send({ type: 'FORM.FIELD_CHANGED', field, value })}
        onDefaultToggle={(value) => send({ type: 'FORM.DEFAULT_TOGGLED', value })}
        onSave={() => send({ type: 'FORM.SAVE' })}
        onCancel={() => send({ type: 'FORM.CANCEL' })}
      />
      <ConfirmDialog
        open={view.confirmDelete !== undefined}
        title={intl.formatMessage({ id: 'addressBook.deleteConfirm.title' })}
        message={intl.formatMessage(
          { id: 'addressBook.deleteConfirm.message' },
          { name: view.confirmDelete ? view.confirmDelete.addressName || entryPerson(view.confirmDelete) : '' },
        )}
        okLabel={intl.formatMessage({ id: 'addressBook.delete' })}
        onConfirm={() => send({ type: 'DELETE.CONFIRM' })}
        onCancel={() => send({ type: 'DELETE.CANCEL' })}
      />
      <LoadingDialog open={view.busy} label={view.slow ? intl.formatMessage({ id: 'errors.slow' }) : undefined} />
      <AlertDialog
        open={saveFailure !== undefined}
        title={intl.formatMessage({ id: 'addressBook.saveFailed.title' })}
        message={saveFailure?.message ?? ''}
        errorId={view.saveFailure?.id ?? view.saveFailure?.code}
        onOk={() => send({ type: 'ALERT.OK' })}
      />
      <AlertDialog
        open={deleteFailure !== undefined}
        title={deleteFailure?.title ?? ''}
        message={deleteFailure?.message ?? ''}
        errorId={view.deleteFailure?.id ?? view.deleteFailure?.code}
        onOk={() => send({ type: 'ALERT.OK' })}
      />
    </>
  );
}
