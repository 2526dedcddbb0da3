/**
 * Real actors of the sub-window: the window itself (src/platform/line/lineWindow.ts: opened at once at 480x640; the
 * mst verifier and challenge made with Web Crypto, POST msit, the window sent to LINE's sub-window address and
 * handed the verifier when it is ready) and the result subscription (POST waitResult).
 */
import { fromCallback, fromPromise } from 'xstate';
import { subWindowMachine } from '@machines/subWindow/subWindow.machine';
import type { SubWindowEvent, WaitAnswer } from '@machines/subWindow/subWindow.types';
import type { AppServices } from '@/flows/shared/services';
import { lineBearer, requireLineAccessToken } from '@/flows/shared/lineFeatures';
import { hostLineWindow, SUB_WINDOW_NAME } from '@/platform/line/lineWindow';
import { unwrap } from '@/api/unwrap';
import { lineFeatureError, LineFeatureFailure } from '@/domain/line/featureErrors';
import { createCodeChallenge, createCodeVerifier } from '@/domain/line/pkce';
import { isValidAppLink, isValidSubWindowId, SUB_WINDOW_SIZE } from '@/domain/line/subWindow';

export function createSubWindowLogic(services: AppServices) {
  const { line } = services.clients;
  const sandboxOrigins = [new URL(services.settings.baseUrls.lineAccess, window.location.href).origin];
  return subWindowMachine.provide({
    actors: {
      subWindowHost: fromCallback<{ type: 'WINDOW.CHECK' }, { mainLiffId: string; subLiffId: string; appData: Record<string, unknown> }, SubWindowEvent>(
        ({ input, sendBack, receive }) => {
          const mstVerifier = createCodeVerifier();
          return hostLineWindow({
            name: SUB_WINDOW_NAME,
            ...SUB_WINDOW_SIZE,
            payload: { mstVerifier },
            failureReason: 'server',
            sendBack,
            receive,
            locate: async (signal) => {
              const token = await requireLineAccessToken(services);
              const mstChallenge = await createCodeChallenge(mstVerifier);
              const { msit, url } = unwrap(
                await line.POST('/liff/v2/subwindow/msit', {
                  body: { mainLiffId: input.mainLiffId, subLiffId: input.subLiffId, mstChallenge, appData: input.appData, view: { type: 'full' } },
                  headers: lineBearer(token),
                  signal,
                }),
              );
              if (!isValidSubWindowId(msit)) throw new LineFeatureFailure(lineFeatureError('invalidSubWindow', { sdkMessage: 'noProperArgument' }));
              if (!isValidAppLink(url, sandboxOrigins)) throw new LineFeatureFailure(lineFeatureError('invalidSubWindow', { sdkMessage: 'liffUrlRequired' }));
              return { url, opened: { type: 'WINDOW.OPENED', msit, mstChallenge } };
            },
          });
        },
      ),
      waitResult: fromPromise<WaitAnswer, { msit: string; mstChallenge: string }>(async ({ input, signal }) => {
        const answer = unwrap(await line.POST('/liff/v2/subwindow/waitResult', { body: input, signal }));
        if (answer.status === 'pending') return { kind: 'pending' };
        if (answer.status === 'error') return { kind: 'errorStatus' };
        return { kind: 'result', status: answer.status, result: answer.result };
      }),
    },
  });
}
