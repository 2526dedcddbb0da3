/**
 * The dialog host: backs {@link useDialogs} with the dialogHost machine, renders its stack with the
 * standard dialogs of src/ui/dialog (src/app/dialogs/DialogStack.tsx, loaded on demand), closes everything when the route's pathname changes, and settles
 * each dialog's promise and onHidden callback when the machine emits DIALOG.HIDDEN.
 * Must sit inside the router (src/app/router.tsx renders it in the root layout).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { toApiError } from '@/domain/apiError';
import { describeApiError } from '@/domain/errors/genericError';
import { dialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import { selectDialogStack } from '@machines/dialogHost/dialogHost.selectors';
import { connectHandlers } from '@machines/dialogHost/dialogHost.connect';
import type { DialogEntry } from '@machines/dialogHost/dialogHost.types';
import { DialogsContext, toDialogText, type AlertOptions, type DialogsApi } from '@/flows/shared/useDialogs';
import { getInspector } from '@/flows/shared/inspect';
import { DialogStackLoader } from '@/app/dialogs/dialogStackLoader';

interface Pending {
  settle: (result: boolean) => void;
  onHidden?: () => void;
}

/** Inside the messaging client (LINE): OK on the generic error alert closes the window with `close` (spec section 8). */
export interface MessagingClientEdge {
  inClient: boolean;
  close: () => void;
}

const OUTSIDE_CLIENT: MessagingClientEdge = { inClient: false, close: () => {} };

export function DialogHost({ children, messagingClient = OUTSIDE_CLIENT }: { children?: ReactNode; messagingClient?: MessagingClientEdge }) {
  // Read once: the dialog host lives as long as the page, and so does being inside LINE.
  const [logic] = useState(() => dialogHostMachine.provide({ actions: { closeMessagingWindow: messagingClient.close } }));
  const actor = useActorRef(logic, { inspect: getInspector(), input: { inMessagingClient: messagingClient.inClient } });
  return <DialogHostFor actor={actor}>{children}</DialogHostFor>;
}

/** The dialog host for a running dialogHost actor (the screen replays drive it with the chart on its own). */
export function DialogHostFor({ actor, children }: { actor: ActorRefFrom<typeof dialogHostMachine>; children?: ReactNode }) {
  const stack = useSelector(actor, selectDialogStack);
  const handlers = useMemo(() => connectHandlers(actor.send), [actor]);
  const pending = useRef(new Map<string, Pending>());
  const nextKey = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    const subscription = actor.on('DIALOG.HIDDEN', (event) => {
      const entry = pending.current.get(event.key);
      if (!entry) return;
      pending.current.delete(event.key);
      entry.onHidden?.();
      entry.settle(event.result);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    handlers.onRouteChanged(pathname);
  }, [handlers, pathname]);

  const api = useMemo<DialogsApi>(() => {
    function open<T>(dialog: DialogEntry, onHidden: (() => void) | undefined, map: (result: boolean) => T): Promise<T> {
      return new Promise<T>((resolve) => {
        pending.current.set(dialog.key, { onHidden, settle: (result) => resolve(map(result)) });
        handlers.onOpen(dialog);
      });
    }
    const newKey = (kind: string) => `${kind}-${(nextKey.current += 1)}`;
    const alert = ({ onHidden, title, message, secondMessage, errorId, okLabel, closesWindowInClient }: AlertOptions & { closesWindowInClient?: boolean }) =>
      open(
        {
          key: newKey('alert'),
          kind: 'alert',
          options: {
            title: toDialogText(title),
            message: toDialogText(message),
            secondMessage: toDialogText(secondMessage),
            errorId,
            okLabel: toDialogText(okLabel),
            ...(closesWindowInClient ? { closesWindowInClient } : {}),
          },
        },
        onHidden,
        () => undefined,
      );
    return {
      alert,
      confirm: ({ onHidden, title, message, okLabel, cancelLabel }) =>
        open(
          {
            key: newKey('confirm'),
            kind: 'confirm',
            options: { title: toDialogText(title), message: toDialogText(message), okLabel: toDialogText(okLabel), cancelLabel: toDialogText(cancelLabel) },
          },
          onHidden,
          (result) => result,
        ),
      showLoading: (options) => {
        handlers.onShowLoading({ label: toDialogText(options?.label) });
      },
      hideLoading: () => {
        handlers.onHideLoading();
      },
      success: ({ onHidden, title, message, code, okLabel }) =>
        open(
          {
            key: newKey('success'),
            kind: 'success',
            options: { title: toDialogText(title), message: toDialogText(message), code, okLabel: toDialogText(okLabel) },
          },
          onHidden,
          () => undefined,
        ),
      apiError: (error, options) => {
        const apiError = toApiError(error);
        const { titleId, messageId, values } = describeApiError(apiError);
        // The generic message already appends the id and code (spec section 8); other messages get the
        // error id on its own line when the backend sent one.
        const carriesId = 'id' in values || 'code' in values;
        const errorId = carriesId ? undefined : apiError.id;
        return alert({
          closesWindowInClient: true,
          title: { id: titleId },
          message: { id: messageId, values },
          errorId: errorId === undefined || errorId === '' ? undefined : errorId,
          onHidden: options?.onHidden,
        });
      },
    };
  }, [handlers]);

  const close = handlers.onClose;

  return (
    <DialogsContext.Provider value={api}>
      {children}
      {stack.length > 0 ? <DialogStackLoader stack={stack} close={close} /> : null}
    </DialogsContext.Provider>
  );
}
