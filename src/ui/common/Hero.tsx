/** The page's opening: a decorative icon, a lead paragraph and optional actions. */
import { type ReactNode } from 'react';

export interface HeroProps {
  icon: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}

export function Hero({ icon, lead, children }: HeroProps) {
  return (
    <section className="hero">
      <div className="hero__icon" aria-hidden="true">
        {icon}
      </div>
      <p className="hero__lead">{lead}</p>
      {children ? <div className="hero__actions">{children}</div> : null}
    </section>
  );
}
