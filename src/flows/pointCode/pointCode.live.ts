/** Real actors of the points code: liff.scanCodeV2 inside LINE and POST /coupon/process with the attempt's tranId. */
import { fromPromise } from 'xstate';
import { pointCodeMachine } from '@machines/pointCode/pointCode.machine';
import type { PointCodeAnswer } from '@machines/pointCode/pointCode.types';
import type { AppServices } from '@/flows/shared/services';
import { lineClient, liffFor } from '@/flows/shared/lineFeatures';
import type { LineClient } from '@/domain/line/clientLimits';
import { unwrap } from '@/api/unwrap';
import { outcomeOf } from '@/domain/line/pointCodes';

export function createPointCodeLogic(services: AppServices) {
  return pointCodeMachine.provide({
    actors: {
      detectClient: fromPromise<LineClient, void>(async () => lineClient(services)),
      scanCode: fromPromise<string | null, void>(async () => (await (await liffFor(services)).scanCodeV2()).value),
      processCodes: fromPromise<PointCodeAnswer, { codes: string[]; tranId: string }>(async ({ input, signal }) => {
        const answer = unwrap(
          await services.clients.modules.POST('/coupon/process', {
            body: { codes: input.codes, app_id: services.settings.appId, tranId: input.tranId },
            signal,
          }),
        );
        const data = answer.data ?? { codes: {} };
        return {
          outcomes: input.codes.map((code) => outcomeOf(code, data.codes[code])),
          banUntil: data.ban_until ?? null,
        };
      }),
    },
    actions: {
      refreshPoints: () => {
        services.session.send({ type: 'SESSION.PROFILE_REFRESH' });
      },
    },
  });
}
