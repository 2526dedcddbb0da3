/** Invite a friend from the profile: the share picker with the member's refer code and a sign-up link. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectAccount, selectProfile } from '@machines/session/session.selectors';
import { selectShareView } from '@machines/sharePicker/sharePicker.selectors';
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
  const view = useSelector(actor, selectShareView);
  const canShare = useSelector(actor, (s) => s.can({ type: 'SHARE.OPEN', messages: [], link: { url: '', title: '', text: '' } }));
  if (!code) return null;
  const invite = () => {
    const url = `${window.location.origin}/register?ref=${encodeURIComponent(code)}`;
    const text = intl.formatMessage({ id: 'lineFeature.share.inviteText' }, { code, url });
    actor.send({ type: 'SHARE.OPEN', messages: [textMessage(text)], link: { url, title: intl.formatMessage({ id: 'lineFeature.share.inviteTitle' }), text } });
  };
  return <ShareControl view={view} labelId="lineFeature.share.invite" canShare={canShare} onShare={invite} onDismiss={() => actor.send({ type: 'SHARE.DISMISS' })} />;
}
