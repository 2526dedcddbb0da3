/** Invite a friend from the profile: the share picker with the member's refer code and a sign-up link. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { selectAccount, selectProfile } from '@machines/session/session.selectors';
import { connect } from '@machines/sharePicker/sharePicker.connect';
import { useServices, useSessionSelector } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createSharePickerLogic } from './sharePicker.live';
import { textMessage } from '@/domain/line/shareMessages';
import { ShareControl } from './ShareControl';

export function InviteFriends() {
  const services = useServices();
  const intl = useIntl();
  const profile = useSessionSelector(selectProfile);
  const account = useSessionSelector(selectAccount);
  const code = String(profile?.referCode ?? account?.usercode ?? '');
  const actor = useFlow(createSharePickerLogic, { liffId: services.settings.liffId });
  const snapshot = useSelector(actor, (s) => s);
  const { view, canShare, onShare, onDismiss } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  if (!code) return null;
  const invite = () => {
    const url = `${window.location.origin}/register?ref=${encodeURIComponent(code)}`;
    const text = intl.formatMessage({ id: 'lineFeature.share.inviteText' }, { code, url });
    onShare([textMessage(text)], { url, title: intl.formatMessage({ id: 'lineFeature.share.inviteTitle' }), text });
  };
  return <ShareControl view={view} labelId="lineFeature.share.invite" canShare={canShare} onShare={invite} onDismiss={onDismiss} />;
}
