export interface ConnectivityInput {
  /** Whether the browser says it is online when the app starts (`navigator.onLine`). */
  online: boolean;
}

export interface ConnectivityContext {
  /** From the input: the network region's first state. */
  startsOnline: boolean;
  /** How many times the network came back; pages that show server data read again when it grows. */
  comebacks: number;
}

export type ConnectivityEvent =
  /** The browser lost the network (`offline` event). */
  | { type: 'NETWORK.WENT_OFFLINE' }
  /** The browser has a network again (`online` event). */
  | { type: 'NETWORK.CAME_BACK' }
  /** A new build's service worker is installed and waiting to take over. */
  | { type: 'APP.UPDATE_FOUND' }
  /** The member tapped Reload on the update notice. */
  | { type: 'APP.UPDATE_ACCEPTED' }
  /** The first screen has shown its content (the composition root's first-screen queue). */
  | { type: 'APP.FIRST_SCREEN_SHOWN' };

/**
 * `offline`: no network (pages disable what needs the server); `backOnline`: the network just came back and
 * the app reads again; `updateAvailable`: a new build waits for the member's Reload; `busy`: the update applies.
 */
export type ConnectivityTag = 'offline' | 'backOnline' | 'updateAvailable' | 'busy';
