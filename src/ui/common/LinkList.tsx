/** A list of navigation rows (icon, label, optional description, chevron), as in a settings menu. */
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';

export interface LinkListItem {
  to: string;
  label: ReactNode;
  description?: ReactNode;
  /** Decorative icon (for example `<Icon name="gift" />`). */
  icon?: ReactNode;
  /** Stable key; defaults to `to`. */
  key?: string;
}

export interface LinkListProps {
  items: LinkListItem[];
  /** Accessible name of the list's navigation landmark. */
  label: string;
}

export function LinkList({ items, label }: LinkListProps) {
  return (
    <nav aria-label={label} className="link-list">
      <ul>
        {items.map((item) => (
          <li key={item.key ?? item.to}>
            <Link to={item.to} className="link-list__row">
              {item.icon ? (
                <span className="link-list__icon" aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className="link-list__text">
                <span className="link-list__label">{item.label}</span>
                {item.description ? <span className="link-list__description">{item.description}</span> : null}
              </span>
              <span className="link-list__chevron" aria-hidden="true">
                <Icon name="chevronRight" size={20} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
