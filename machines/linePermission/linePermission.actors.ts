/** Default actors of the permission check: typed stubs; the app provides the real ones (src/flows/linePermission/linePermission.live.ts). */
import { notProvided } from '../shared/provided';
import { subWindowMachine } from '../subWindow/subWindow.machine';
import type { LinePermission } from '@/domain/line/subWindow';

export const linePermissionActors = {
  /** The scopes of the LIFF app (access-token verify: `scope`); rejects `loginRequired` without a LINE login. */
  readAppScope: notProvided<string[], void>('linePermission.readAppScope'),
  /** Whether the member granted it already (in LINE: liff.permission.query; elsewhere: GET unauthorizedPermissions). */
  queryGrant: notProvided<boolean, { permission: LinePermission; inClient: boolean }>('linePermission.queryGrant'),
  /** Inside LINE: liff.permission.requestAll() (LINE's own consent screen); rejects when the member refuses. */
  requestInClient: notProvided<void, { permission: LinePermission }>('linePermission.requestInClient'),
  /** The consent sub-window (a subWindow child flow). */
  consentSubWindow: subWindowMachine,
};
