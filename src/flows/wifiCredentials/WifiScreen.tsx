/** The Wi-Fi form joined to its chart (wifiCredentials). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/wifiCredentials/wifiCredentials.connect';
import type { wifiCredentialsMachine } from '@machines/wifiCredentials/wifiCredentials.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { createWifiCredentialsLogic } from './wifiCredentials.live';
import { Card } from '@/ui/common/Card';
import { WifiForm } from './WifiForm';

export function WifiScreen() {
  const actor = useFlow(createWifiCredentialsLogic);
  return <WifiPanel actor={actor} />;
}

/** The form for a running wifiCredentials actor (also driven by the screen replays). */
export function WifiPanel({ actor }: { actor: ActorRefFrom<typeof wifiCredentialsMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const form = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <Card>
      <WifiForm {...form} />
    </Card>
  );
}
