/** Snapshot → view data for the dialog host. */
import type { SnapshotFrom } from 'xstate';
import type { DialogHostMachine } from '@machines/dialogHost/dialogHost.machine';
import type { DialogEntry } from '@machines/dialogHost/dialogHost.types';

type Snapshot = SnapshotFrom<DialogHostMachine>;

/** Open dialogs, bottom first. */
export const selectDialogStack = (snapshot: Snapshot): DialogEntry[] => snapshot.context.stack;

/** The dialog on top (the one with focus), if any. */
export const selectTopDialog = (snapshot: Snapshot): DialogEntry | undefined => snapshot.context.stack.at(-1);

/** True while any dialog is open. */
export const selectHasOpenDialog = (snapshot: Snapshot): boolean => snapshot.hasTag('open');
