/**
 * / and /reward/{catId?}: the reward page. Starts the rewardCatalog actor with the category of the
 * URL and tells it when the URL's category changes (the machine cancels the old request). A language
 * switch starts a fresh actor so names come back in the new language.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useFlow } from '@/app/useFlow';
import { createRewardCatalogLogic } from '@/app/wiring/rewardCatalog';
import type { ShortLocale } from '@/i18n/locale';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';
import { RewardScreen } from '@/routes/reward/RewardScreen';

function RewardCatalog({ categoryId, locale }: { categoryId?: string; locale: ShortLocale }) {
  const actor = useFlow(createRewardCatalogLogic, { categoryId });
  useEffect(() => {
    actor.send({ type: 'CATALOG.CATEGORY_SELECTED', categoryId });
  }, [actor, categoryId]);
  return <RewardScreen actor={actor} locale={locale} />;
}

export default function RewardRoute() {
  const { catId } = useParams();
  const { locale } = useShellState();
  return (
    <PageShell titleId="reward.title" backTo={catId === undefined ? false : '/'}>
      <RewardCatalog key={locale} categoryId={catId} locale={locale} />
    </PageShell>
  );
}
