/** A content card with an optional heading; the basic surface of every page. */
import { type ReactNode } from 'react';

export interface CardProps {
  /** Heading text (rendered as h2 unless `headingLevel` says otherwise). */
  heading?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** 'notice' is a tinted card for honest status lines. @default 'plain' */
  tone?: 'plain' | 'notice' | 'brand';
  className?: string;
}

export function Card({ heading, headingLevel = 2, children, tone = 'plain', className }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={['card', `card--${tone}`, className].filter(Boolean).join(' ')}>
      {heading ? <Heading className="card__heading">{heading}</Heading> : null}
      {children}
    </section>
  );
}
