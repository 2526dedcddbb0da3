/**
 * Share a campaign with LINE friends: the share picker flow with a message card of the campaign (image, name,
 * points, a link back to the campaign in the app).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/sharePicker/sharePicker.connect';
import type { sharePickerMachine } from '@machines/sharePicker/sharePicker.machine';
import { useServices } from '@/flows/shared/services';
import { useFlow } from '@/flows/shared/useFlow';
import { createSharePickerLogic } from './sharePicker.live';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { campaignShareMessage } from '@/domain/line/shareMessages';
import { ShareControl } from './ShareControl';

/** The address a friend opens: the campaign in the LIFF app when there is one, else on this site. */
export function campaignLink(campaignId: string, liffId: string): { inLine: string; web: string } {
  const web = `${window.location.origin}/campaign/${encodeURIComponent(campaignId)}`;
  return { web, inLine: liffId ? `https://liff.line.me/${liffId}/campaign/${encodeURIComponent(campaignId)}` : web };
}

export function ShareCampaign({ campaign }: { campaign: CampaignDetail }) {
  const services = useServices();
  const actor = useFlow(createSharePickerLogic, { liffId: services.settings.liffId });
  return <ShareCampaignScreen actor={actor} campaign={campaign} liffId={services.settings.liffId} />;
}

/** Share for a running sharePicker actor, with the campaign's message card (also driven by the screen replays). */
export function ShareCampaignScreen({ actor, campaign, liffId }: { actor: ActorRefFrom<typeof sharePickerMachine>; campaign: CampaignDetail; liffId: string }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const { view, canShare, onShare, onDismiss } = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  const share = () => {
    const points = intl.formatMessage({ id: 'lineFeature.share.cardPoints' }, { points: campaign.pointPerUnit });
    const links = campaignLink(campaign.id, liffId);
    const altText = intl.formatMessage({ id: 'lineFeature.share.cardAlt' }, { name: campaign.name, points });
    const card = campaignShareMessage({
      name: campaign.name,
      pointsText: points,
      actionLabel: intl.formatMessage({ id: 'lineFeature.share.cardAction' }),
      altText,
      url: links.inLine,
      ...(campaign.imageUrl ? { imageUrl: new URL(campaign.imageUrl, window.location.href).toString() } : {}),
    });
    onShare([card], { url: links.web, title: campaign.name, text: altText });
  };
  return <ShareControl view={view} labelId="lineFeature.share.campaign" canShare={canShare} onShare={share} onDismiss={onDismiss} />;
}
