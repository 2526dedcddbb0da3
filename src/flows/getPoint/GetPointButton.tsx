/**
 * "Collect points at the counter": opens the get-point dialog with the member's QR code. Used on
 * /collectpoint; any page (the profile home) can place it.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/getPoint/getPoint.connect';
import type { getPointMachine } from '@machines/getPoint/getPoint.machine';
import { useFlow } from '@/flows/shared/useFlow';
import { useSessionSelector } from '@/flows/shared/services';
import { createGetPointLogic } from './getPoint.live';
import { GetPointDialog } from './GetPointDialog';
import '@/ui/common/points.css';

export function GetPointButton() {
  const navigate = useNavigate();
  const uuid = useSessionSelector((s) => s.context.account?.uuid ?? null);
  const actor = useFlow((services) => createGetPointLogic(services, () => void navigate('/profile/history/point')), { uuid });
  return <GetPointScreen actor={actor} />;
}

/** The button and the dialog for a running get-point actor (also driven by the screen replays). */
export function GetPointScreen({ actor }: { actor: ActorRefFrom<typeof getPointMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={view.onOpen}>
        <FormattedMessage id="points.getPoint.open" />
      </button>
      <GetPointDialog {...view.dialog} />
    </>
  );
}
