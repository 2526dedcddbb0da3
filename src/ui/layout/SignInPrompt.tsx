/** Shown instead of a members-only page's content when nobody is signed in. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/ui/common/Icon';

export function SignInPrompt() {
  return (
    <section className="card card--brand sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <div className="sign-in-prompt__icon" aria-hidden="true">
        <Icon name="lock" size={32} />
      </div>
      <h2 id="sign-in-prompt-title" className="card__heading">
        <FormattedMessage id="shell.signInPrompt.title" />
      </h2>
      <p>
        <FormattedMessage id="shell.signInPrompt.message" />
      </p>
      <div className="sign-in-prompt__actions">
        <Link to="/login" className="button button--primary button--block">
          <FormattedMessage id="shell.member.signIn" />
        </Link>
        <Link to="/register" className="button button--secondary button--block">
          <FormattedMessage id="shell.signInPrompt.register" />
        </Link>
      </div>
    </section>
  );
}
