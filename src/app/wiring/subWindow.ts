/**
 * Real actors of the sub-window: the window itself (opened at once at 480x640, the mst verifier and challenge
 * made with Web Crypto, POST msit, the window sent to LINE's sub-window address and handed the verifier when it
 * is ready) and the result subscription (POST waitResult).
 */
import { fromCallback, fromPromise } from 'xstate';
import { subWindowMachine } from '@machines/subWindow/subWindow.machine';
import type { SubWindowEvent, WaitAnswer } from '@machines/subWindow/subWindow.types';
import type { AppServices } from '@/app/services';
import { lineAccessToken, lineBearer, openBlankWindow, popupFeatures } from '@/app/line/lineFeatures';
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
          const opened = openBlankWindow('line-sub-window', popupFeatures(SUB_WINDOW_SIZE.width, SUB_WINDOW_SIZE.height));
          if (!opened) {
            sendBack({ type: 'WINDOW.BLOCKED' });
            return () => {};
          }
          const { win } = opened;
          const controller = new AbortController();
          const mstVerifier = createCodeVerifier();
          const stopHandshake = opened.handshake({ mstVerifier });
          void (async () => {
            try {
              const token = await lineAccessToken(services);
              if (!token) throw new LineFeatureFailure(lineFeatureError('loginRequired', { sdkMessage: 'loginFirst' }));
              const mstChallenge = await createCodeChallenge(mstVerifier);
              const { msit, url } = unwrap(
                await line.POST('/liff/v2/subwindow/msit', {
                  body: { mainLiffId: input.mainLiffId, subLiffId: input.subLiffId, mstChallenge, appData: input.appData, view: { type: 'full' } },
                  headers: lineBearer(token),
                  signal: controller.signal,
                }),
              );
              if (!isValidSubWindowId(msit)) throw new LineFeatureFailure(lineFeatureError('invalidSubWindow', { sdkMessage: 'noProperArgument' }));
              if (!isValidAppLink(url, sandboxOrigins)) throw new LineFeatureFailure(lineFeatureError('invalidSubWindow', { sdkMessage: 'liffUrlRequired' }));
              win.location.href = url;
              sendBack({ type: 'WINDOW.OPENED', msit, mstChallenge });
            } catch (error) {
              if (controller.signal.aborted) return;
              win.close();
              sendBack({ type: 'WINDOW.FAILED', error: error instanceof LineFeatureFailure ? error.detail : lineFeatureError('server', { status: (error as { status?: number }).status ?? 0 }) });
            }
          })();
          receive((event) => {
            if (event.type === 'WINDOW.CHECK' && win.closed) sendBack({ type: 'WINDOW.CLOSED' });
          });
          return () => {
            controller.abort();
            stopHandshake();
            if (!win.closed) win.close();
          };
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
