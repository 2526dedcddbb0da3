/**
 * A policy page's body: whether and when the member accepted it, its current version, and the text
 * (sanitised HTML). Render-only.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { LegalText } from '@/ui/consent/LegalText';
import './consent.css';

export interface PolicyDocumentProps {
  title: string;
  version: string;
  html: string;
  /** Version the member accepted; 0 when never. */
  acceptedVersion: number;
  /** Formatted date of the acceptance, when known. */
  acceptedOn: string | null;
  /** The accepted version is the current one. */
  current: boolean;
  /** The age consent records an age, not a version. */
  kind: 'terms' | 'privacy' | 'age';
}

export function PolicyDocument(props: PolicyDocumentProps) {
  const intl = useIntl();
  const accepted = props.acceptedVersion > 0;
  const status = !accepted ? 'notAccepted' : props.current ? 'accepted' : 'outdated';
  return (
    <article className="policy-document">
      <dl className="policy-document__facts">
        <div>
          <dt>
            <FormattedMessage id="consent.policy.version" />
          </dt>
          <dd data-testid="policy-version">{props.version}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="consent.policy.status" />
          </dt>
          <dd data-testid="policy-status" className={`policy-status policy-status--${status}`}>
            {status === 'notAccepted' ? (
              <FormattedMessage id="consent.policy.notAccepted" />
            ) : props.kind === 'age' ? (
              <FormattedMessage id={props.acceptedOn ? 'consent.policy.ageConfirmedOn' : 'consent.policy.ageConfirmed'} values={{ date: props.acceptedOn ?? '' }} />
            ) : (
              <FormattedMessage
                id={props.acceptedOn ? `consent.policy.${status}On` : `consent.policy.${status}`}
                values={{ version: String(props.acceptedVersion), date: props.acceptedOn ?? '' }}
              />
            )}
          </dd>
        </div>
      </dl>
      <LegalText html={props.html} label={intl.formatMessage({ id: 'consent.policy.textLabel' }, { title: props.title })} testId="policy-text" className="legal-text--page" />
    </article>
  );
}
