/**
 * The default "copied" notice of spec section 9: shown for 1500 ms after something is put on the
 * clipboard, wherever a copy has no time of its own (the serial view's copy button has its 500 ms).
 */
export const COPIED_NOTICE_MS = 1500;
