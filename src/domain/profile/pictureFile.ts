/**
 * The profile picture a member may choose on /profile/edit: a jpeg or png photo (the kinds the browser
 * scales down before upload, section 5's image types) of at most {@link PROFILE_PICTURE_MAX_BYTES}; it is
 * scaled in the browser to {@link PROFILE_PICTURE_LONG_SIDE} px on its long side before POST /profile/me
 * {data}. Anything else is refused with a translated message (`profile.picture.error.<problem>`).
 */
import { isScalable, receiptFileKind } from '@/domain/receipt/receiptFile';

/** Long side, in pixels, a chosen photo is scaled down to before upload. */
export const PROFILE_PICTURE_LONG_SIDE = 640;

/** Largest photo accepted before scaling: 10 MB (a phone camera's full-size photo fits). */
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of the picture input. */
export const PROFILE_PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** Why a chosen picture is refused: another type, over the limit, or not readable as an image. */
export type PictureProblem = 'type' | 'tooLarge' | 'unreadable';

/** What is wrong with a chosen file, or undefined when it may be scaled and sent. */
export function profilePictureProblem(file: { type: string; name: string; size: number }): PictureProblem | undefined {
  if (!isScalable(receiptFileKind(file))) return 'type';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'tooLarge';
  return undefined;
}
