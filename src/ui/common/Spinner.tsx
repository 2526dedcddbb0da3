/** A decorative spinner; pair it with visible text or role="status" for screen readers. */
export interface SpinnerProps {
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ size = 'medium' }: SpinnerProps) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
