/** The get-point dialog's effects: tracking through the app's tracker, and opening point history. */
import { getPointMachine, GET_POINT_EVENTS } from '@machines/getPoint/getPoint.machine';
import type { AppServices } from '@/flows/shared/services';

export function createGetPointLogic(services: Pick<AppServices, 'tracking'>, openPointHistory: () => void) {
  return getPointMachine.provide({
    actions: {
      trackHistory: () => services.tracking.track(GET_POINT_EVENTS.history),
      trackClose: () => services.tracking.track(GET_POINT_EVENTS.close),
      openPointHistory,
    },
  });
}
