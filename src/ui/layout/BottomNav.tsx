/** Primary navigation: Rewards, Collect points, Profile. A bottom bar on phones, a side rail on desktop. */
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';

const ITEMS = [
  { to: '/', labelId: 'shell.nav.rewards', icon: <Icon name="gift" />, matches: (p: string) => p === '/' || p.startsWith('/reward') || p.startsWith('/campaign') },
  { to: '/collectpoint', labelId: 'shell.nav.collectPoints', icon: <Icon name="receipt" />, matches: (p: string) => p.startsWith('/collectpoint') },
  { to: '/profile', labelId: 'shell.nav.profile', icon: <Icon name="user" />, matches: (p: string) => p.startsWith('/profile') },
] as const;

export function BottomNav() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
      <ul>
        {ITEMS.map((item) => {
          const current = item.matches(pathname);
          return (
            <li key={item.to}>
              <Link to={item.to} className="bottom-nav__item" aria-current={current ? 'page' : undefined}>
                <span className="bottom-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span className="bottom-nav__label">{intl.formatMessage({ id: item.labelId })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
