/** "Send to my chat" under a serial code inside LINE: the sendToChat flow with the code as a text message (loaded on demand by SendToChat.tsx). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/sendToChat/sendToChat.connect';
import type { sendToChatMachine } from '@machines/sendToChat/sendToChat.machine';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createSendToChatLogic, sendToChatInputFor } from './sendToChat.live';
import { textMessage } from '@/domain/line/shareMessages';
import { SendToChatControl } from './SendToChatControl';

export function SendToChatConnected({ code, name }: { code: string; name: string }) {
  const services = useServices();
  const actor = useFlow(createSendToChatLogic, sendToChatInputFor(services));
  return <SendToChatScreen actor={actor} code={code} name={name} />;
}

/** The control for a running sendToChat actor, sending the code as one text message (also driven by the screen replays). */
export function SendToChatScreen({ actor, code, name }: { actor: ActorRefFrom<typeof sendToChatMachine>; code: string; name: string }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const { view, canSend, onSend, onDismiss } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  const send = () => onSend([textMessage(intl.formatMessage({ id: 'lineFeature.chat.message' }, { name, code }))]);
  return <SendToChatControl view={view} canSend={canSend} onSend={send} onDismiss={onDismiss} />;
}
