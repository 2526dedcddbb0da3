export interface GetPointInput {
  /** The member's uuid; the QR code shows only when there is one (spec section 6). */
  uuid?: string | null;
}

export interface GetPointContext {
  uuid: string | null;
}

export type GetPointEvent = { type: 'GETPOINT.OPEN' } | { type: 'GETPOINT.HISTORY' } | { type: 'GETPOINT.CLOSE' };
