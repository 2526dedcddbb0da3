/**
 * The Buy options of the campaign page (machines/buyOptions) for a campaign sold through the cart: its
 * own actor, so the redeem flow of the page is untouched. The new count goes to the shell's badge.
 * Loaded lazily by the campaign page (src/flows/buyOptions/buyOptionsSlot.tsx), only for a campaign with
 * options, so the page's chunk does not carry the shop.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/buyOptions/buyOptions.connect';
import type { buyOptionsMachine } from '@machines/buyOptions/buyOptions.machine';
import { useCartCountReporter } from '@/flows/cartCount/CartCountRoot';
import { useFlow } from '@/flows/shared/useFlow';
import { createBuyOptionsLogic } from './buyOptions.live';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import type { ProductOptions } from '@/domain/cart/productOptions';
import type { ShortLocale } from '@/i18n/locale';
import { useShellState } from '@/ui/layout/shellState';
import { BuyOptionsPanel } from './BuyOptionsPanel';
import { useConnectivity } from '@/flows/connectivity/ConnectivityRoot';

export interface BuyOptionsScreenProps {
  actor: ActorRefFrom<typeof buyOptionsMachine>;
  options: ProductOptions;
  price?: number;
  points: number;
  locale: ShortLocale;
  signedIn: boolean;
  signInHref: string;
}

/** The panel for a buyOptions actor (the UI replay drives it with the chart's generated paths). */
export function BuyOptionsScreen({ actor, ...props }: BuyOptionsScreenProps) {
  const snapshot = useSelector(actor, (s) => s);
  const { offline } = useConnectivity();
  const view = useMemo(() => connect(snapshot, actor.send, { offline }), [snapshot, actor, offline]);
  return <BuyOptionsPanel {...props} {...view} />;
}

function BuyOptions({ campaign, options, locale }: { campaign: CampaignDetail; options: ProductOptions; locale: ShortLocale }) {
  const { member } = useShellState();
  const reporter = useCartCountReporter();
  const actor = useFlow((services) => createBuyOptionsLogic(services, { reportCount: reporter.reportCount }), { campaignId: campaign.id, options });
  return (
    <BuyOptionsScreen
      actor={actor}
      options={options}
      price={campaign.price}
      points={campaign.pointPerUnit}
      locale={locale}
      signedIn={member.signedIn}
      signInHref={`/login?next=/campaign/${encodeURIComponent(campaign.id)}`}
    />
  );
}

/** The Buy options of a campaign that has them (the campaign page loads this module only then). */
export default function BuyOptionsForCampaign({ campaign, locale }: { campaign: CampaignDetail; locale: ShortLocale }) {
  return campaign.productOptions ? <BuyOptions campaign={campaign} options={campaign.productOptions} locale={locale} /> : null;
}
