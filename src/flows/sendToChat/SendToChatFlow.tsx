/** "Send to my chat" under a serial code inside LINE: the sendToChat flow with the code as a text message (loaded on demand by SendToChat.tsx). */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { SendToChatView } from './SendToChatControl';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createSendToChatLogic, sendToChatInputFor } from './sendToChat.live';
import { textMessage } from '@/domain/line/shareMessages';
import { SendToChatControl } from './SendToChatControl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';

function selectView(snapshot: SnapshotFrom<typeof sendToChatMachine>): SendToChatView {
  if (snapshot.hasTag('busy')) return { kind: 'busy' };
  if (snapshot.matches('sent')) return { kind: 'sent' };
  if (snapshot.context.error) return { kind: 'error', error: snapshot.context.error };
  return { kind: 'idle' };
}

export function SendToChatConnected({ code, name }: { code: string; name: string }) {
  const services = useServices();
  const actor = useFlow(createSendToChatLogic, sendToChatInputFor(services));
  return <SendToChatScreen actor={actor} code={code} name={name} />;
}

/** The control for a running sendToChat actor, sending the code as one text message (also driven by the screen replays). */
export function SendToChatScreen({ actor, code, name }: { actor: ActorRefFrom<typeof sendToChatMachine>; code: string; name: string }) {
  const intl = useIntl();
  const view = useSelector(actor, selectView);
  const send = () => actor.send({ type: 'CHAT.SEND', messages: [textMessage(intl.formatMessage({ id: 'lineFeature.chat.message' }, { name, code }))] });
  return <SendToChatControl view={view} onSend={send} onDismiss={() => actor.send({ type: 'CHAT.DISMISS' })} />;
}
