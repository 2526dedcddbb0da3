/**
 * A button that opens an address book (delivery or tax) and runs its chart until it closes. The chart
 * owns the whole flow; this module only mounts a fresh run per opening and hands the outcome back.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AddressBookInput, AddressBookOutput } from '@machines/addressBook/addressBook.types';
import { getInspector } from '@/app/inspect';
import { useServices } from '@/app/services';
import { createAddressBookLogic } from '@/app/wiring/addressBook';
import { AddressBookConnector } from '@/routes/address/AddressBookConnector';

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

export interface AddressBookLauncherProps {
  input: AddressBookInput;
  children: ReactNode;
  className?: string;
}

/** The opener button; each press starts a new run of the book. */
export function AddressBookLauncher({ input, children, className = 'button button--secondary button--block' }: AddressBookLauncherProps) {
  const [run, setRun] = useState(0);
  const [open, setOpen] = useState(false);
  const close = useMemo(() => () => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setRun((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open ? <AddressBookRun key={run} input={input} onDone={close} /> : null}
    </>
  );
}
