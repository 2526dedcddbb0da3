/** liff.closeWindow() inside LINE (spec section 8: OK on the generic error alert); LIFF is loaded if it was not yet. */
import type { AppServices } from './services';
import { getLiff } from '@/platform/line/liff';
import { channelIdFromLiffId } from '@/domain/line/authorize';

export async function closeLineWindow(services: Pick<AppServices, 'settings'>): Promise<void> {
  const { settings } = services;
  const liff = await getLiff({ lineApiBase: settings.baseUrls.lineApi, channelId: settings.clientId || channelIdFromLiffId(settings.liffId), liffId: settings.liffId });
  await liff.init(settings.liffId);
  liff.closeWindow();
}
