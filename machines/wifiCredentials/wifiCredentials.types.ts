import type { ApiError } from '@/domain/apiError';
import type { FieldError } from '@/domain/validation/fieldError';

export type WifiField = 'username' | 'password' | 'confirm';

export interface WifiContext {
  /** The Wi-Fi username the member has now (from the profile); '' when none. */
  currentUsername: string;
  username: string;
  password: string;
  confirm: string;
  /** Fields the member has typed in: their rules show as they type. */
  touched: Partial<Record<WifiField, boolean>>;
  errors: Partial<Record<WifiField, NonNullable<FieldError>>>;
  failure?: ApiError;
}

export type WifiEvent =
  | { type: 'WIFI.FIELD_CHANGED'; field: WifiField; value: string }
  | { type: 'WIFI.SUBMIT' }
  | { type: 'WIFI.RETRY' }
  | { type: 'WIFI.EDIT_AGAIN' };

export interface ChangeUsernameInput {
  current: string;
  change: string;
}
export interface ChangeCredentialsInput {
  username: string;
  password: string;
}

export type WifiTag = 'loading' | 'slow' | 'saving' | 'editable';
