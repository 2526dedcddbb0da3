import type { LineFeatureError } from '@/domain/line/featureErrors';
import type { LinePermission } from '@/domain/line/subWindow';

export interface LinePermissionInput {
  permission: LinePermission;
  /** Inside the LINE app (LIFF browser). */
  inClient: boolean;
  mainLiffId: string;
  /** LIFF id of the consent sub-window. */
  consentLiffId: string;
  inParentWindow: boolean;
}

export interface LinePermissionContext extends LinePermissionInput {
  appScope: string[];
  granted: boolean;
  error: LineFeatureError | null;
}

export interface LinePermissionOutput {
  granted: boolean;
  error: LineFeatureError | null;
}
