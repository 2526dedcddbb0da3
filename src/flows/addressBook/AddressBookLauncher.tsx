/**
 * A button that opens an address book (delivery or tax) and runs its chart until it closes. The chart
 * owns the whole flow; this module only mounts a fresh run per opening and hands the outcome back. The
 * book's chart and dialogs (AddressBookRun) are fetched on demand: when the button is pointed at or
 * focused, at the latest when it is pressed.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { AddressBookInput } from '@machines/addressBook/addressBook.types';
import { onDemand } from '@/ui/common/onDemand';
import type { AddressBookRunProps } from './AddressBookRun';

const addressBookRun = onDemand(() => import('./AddressBookRun'));

function OnDemandRun(props: AddressBookRunProps) {
  const loaded = addressBookRun.useLoaded();
  return loaded ? <loaded.AddressBookRun {...props} /> : null;
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
        onPointerEnter={addressBookRun.preload}
        onFocus={addressBookRun.preload}
        onClick={() => {
          setRun((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open ? <OnDemandRun key={run} input={input} onDone={close} /> : null}
    </>
  );
}
