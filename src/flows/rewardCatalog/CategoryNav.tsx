/**
 * Category chips of the reward page: a navigation landmark with one link per category
 * (/reward/{catId}) plus "All" (/); the current one carries aria-current="page".
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CampaignCategory } from '@/domain/campaign/campaign';
import { Icon } from '@/ui/common/Icon';

export interface CategoryNavProps {
  categories: CampaignCategory[];
  activeCategoryId?: string;
  status: 'loading' | 'loaded' | 'failed';
  onRetry: () => void;
}

export function CategoryNav({ categories, activeCategoryId, status, onRetry }: CategoryNavProps) {
  const intl = useIntl();
  return (
    <nav className="category-nav" aria-label={intl.formatMessage({ id: 'reward.categories.label' })}>
      <ul className="category-nav__list">
        <li>
          <Link
            to="/"
            className="category-chip"
            aria-current={activeCategoryId === undefined ? 'page' : undefined}
          >
            <Icon name="star" size={18} className="category-chip__icon" />
            <FormattedMessage id="reward.categories.all" />
          </Link>
        </li>
        {status === 'loading'
          ? [0, 1, 2].map((n) => (
              <li key={`skeleton-${n}`} aria-hidden="true">
                <span className="category-chip category-chip--skeleton skeleton" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/reward/${encodeURIComponent(category.id)}`}
                  className="category-chip"
                  aria-current={activeCategoryId === category.id ? 'page' : undefined}
                >
                  {category.imageUrl ? <img className="category-chip__image" src={category.imageUrl} alt="" width={32} height={32} /> : null}
                  {category.name}
                </Link>
              </li>
            ))}
      </ul>
      {status === 'failed' ? (
        <p className="category-nav__error" role="alert">
          <FormattedMessage id="reward.categories.failed" />{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            <FormattedMessage id="reward.retry" />
          </button>
        </p>
      ) : null}
    </nav>
  );
}
