/**
 * Shown instead of a members-only page's content when nobody is signed in, or a guest (device sign-in)
 * is: sign in (back to this page afterwards) or sign up.
 */
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';

export interface SignInPromptProps {
  /** A guest is told they are browsing as a guest. @default false */
  guest?: boolean;
}

export function SignInPrompt({ guest = false }: SignInPromptProps) {
  const { pathname, search } = useLocation();
  const next = encodeURIComponent(`${pathname}${search}`);
  return (
    <section className="card card--brand sign-in-prompt" aria-labelledby="sign-in-prompt-title" data-testid="sign-in-prompt">
      <div className="sign-in-prompt__icon" aria-hidden="true">
        <Icon name="lock" size={32} />
      </div>
      <h2 id="sign-in-prompt-title" className="card__heading">
        <FormattedMessage id="shell.signInPrompt.title" />
      </h2>
      <p>
        <FormattedMessage id={guest ? 'shell.signInPrompt.guestMessage' : 'shell.signInPrompt.message'} />
      </p>
      <div className="sign-in-prompt__actions">
        <Link to={`/login?next=${next}`} className="button button--primary button--block">
          <FormattedMessage id="shell.member.signIn" />
        </Link>
        <Link to="/register" className="button button--secondary button--block">
          <FormattedMessage id="shell.signInPrompt.register" />
        </Link>
      </div>
    </section>
  );
}
