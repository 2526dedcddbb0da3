import { describe, expect, it } from 'vitest';
import { offersServiceWorker, registerAppServiceWorker } from '@/platform/serviceWorker';

const withWorkers = { serviceWorker: {} as ServiceWorkerContainer };

describe('service worker registration', () => {
  it('is offered only in production builds, outside LINE, where the browser has service workers', () => {
    expect(offersServiceWorker({ production: true, inMessagingClient: false, navigator: withWorkers })).toBe(true);
    expect(offersServiceWorker({ production: false, inMessagingClient: false, navigator: withWorkers })).toBe(false);
    expect(offersServiceWorker({ production: true, inMessagingClient: true, navigator: withWorkers })).toBe(false);
    expect(offersServiceWorker({ production: true, inMessagingClient: false, navigator: {} as Navigator })).toBe(false);
    expect(offersServiceWorker({ production: true, inMessagingClient: false, navigator: undefined })).toBe(false);
  });

  it('inside LINE nothing is registered and the app runs as it always did', async () => {
    let waiting = 0;
    const worker = await registerAppServiceWorker({ production: true, inMessagingClient: true, navigator: withWorkers }, { onUpdateWaiting: () => void (waiting += 1) });
    expect(worker).toBeNull();
    expect(waiting).toBe(0);
  });
});
