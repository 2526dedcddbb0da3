/**
 * A button that says why it is disabled (offline: it needs the network): the reason shows above it in the
 * page's language and is the button's accessible description, so a screen reader hears why too.
 */
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ReasonedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Message id of why the button is disabled; null or absent when nothing holds it back. */
  reasonId?: string | null | undefined;
  /** The reason's element: a paragraph, or a span inside a paragraph or a form row. @default 'p' */
  reasonAs?: 'p' | 'span';
  children?: ReactNode;
}

export function ReasonedButton({ reasonId, reasonAs: Reason = 'p', children, ...button }: ReasonedButtonProps) {
  const reasonDomId = useId();
  return (
    <>
      {reasonId ? (
        <Reason className="offline-reason" id={reasonDomId}>
          <FormattedMessage id={reasonId} />
        </Reason>
      ) : null}
      <button type="button" {...button} aria-describedby={reasonId ? reasonDomId : button['aria-describedby']}>
        {children}
      </button>
    </>
  );
}
