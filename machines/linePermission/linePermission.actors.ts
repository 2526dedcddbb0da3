/** Default actors of the permission check: typed stubs; the app provides the real ones (src/flows/linePermission/linePermission.live.ts). */
import { fromPromise } from 'xstate';
import { subWindowMachine } from '../subWindow/subWindow.machine';
import type { LinePermission } from '@/domain/line/subWindow';

export const linePermissionActors = {
  /** The scopes of the LIFF app (access-token verify: `scope`); rejects `loginRequired` without a LINE login. */
  readAppScope: fromPromise<string[], void>(async () => {
    throw new Error('linePermission.readAppScope is not provided');
  }),
  /** Whether the member granted it already (in LINE: liff.permission.query; elsewhere: GET unauthorizedPermissions). */
  queryGrant: fromPromise<boolean, { permission: LinePermission; inClient: boolean }>(async () => {
    throw new Error('linePermission.queryGrant is not provided');
  }),
  /** Inside LINE: liff.permission.requestAll() (LINE's own consent screen); rejects when the member refuses. */
  requestInClient: fromPromise<void, { permission: LinePermission }>(async () => {
    throw new Error('linePermission.requestInClient is not provided');
  }),
  /** The consent sub-window (a subWindow child flow). */
  consentSubWindow: subWindowMachine,
};
