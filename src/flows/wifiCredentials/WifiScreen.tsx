/** The Wi-Fi form joined to its chart (wifiCredentials). */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectWifiView } from '@machines/wifiCredentials/wifiCredentials.selectors';
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
  const view = useSelector(actor, selectWifiView);
  return (
    <Card>
      <WifiForm
        view={view}
        onChange={(field, value) => actor.send({ type: 'WIFI.FIELD_CHANGED', field, value })}
        onSubmit={() => actor.send({ type: 'WIFI.SUBMIT' })}
        onRetry={() => actor.send({ type: 'WIFI.RETRY' })}
        onEditAgain={() => actor.send({ type: 'WIFI.EDIT_AGAIN' })}
      />
    </Card>
  );
}
