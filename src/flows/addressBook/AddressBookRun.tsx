/**
 * One run of an address book (delivery or tax) from open to close: its chart and dialogs. Loaded on demand
 * by AddressBookLauncher when the member opens a book (most visits to /profile/edit never do).
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { AddressBookInput, AddressBookOutput } from '@machines/addressBook/addressBook.types';
import { getInspector } from '@/flows/shared/inspect';
import { useServices } from '@/flows/shared/services';
import { createAddressBookLogic } from './addressBook.live';
import { AddressBookConnector } from './AddressBookConnector';

export interface AddressBookRunProps {
  input: AddressBookInput;
  /** Called once when the book closes, with the chart's output. */
  onDone: (output: AddressBookOutput) => void;
}

/** Runs one address book from open to close. */
export function AddressBookRun({ input, onDone }: AddressBookRunProps) {
  const services = useServices();
  const logic = useMemo(() => createAddressBookLogic(services), [services]);
  const actor = useActorRef(logic, { input, inspect: getInspector() });
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onDone(snapshot.output as AddressBookOutput);
    });
    return () => sub.unsubscribe();
  }, [actor, onDone]);
  return <AddressBookConnector actorRef={actor} />;
}

