/** "Send to my chat" under a serial code, only inside LINE: its flow is fetched on demand, so browsers never load it. */
import { isInMessagingClient } from '@/platform/line/liffMockSwitch';
import { onDemand } from '@/ui/common/onDemand';

const sendToChatFlow = onDemand(() => import('./SendToChatFlow'));

function LoadedSendToChat({ code, name }: { code: string; name: string }) {
  const loaded = sendToChatFlow.useLoaded();
  return loaded ? <loaded.SendToChatConnected code={code} name={name} /> : null;
}

/** Shown only inside LINE (and the sandbox's LINE mock) and only for a code that can still be used. */
export function SendToChat({ code, name, active }: { code: string; name: string; active: boolean }) {
  if (!active || !isInMessagingClient()) return null;
  return <LoadedSendToChat code={code} name={name} />;
}
