/**
 * /profile/legalpolicy/terms, /privacy and /age: the current text of the policy by version (sanitised),
 * its version, and whether and when the member accepted it. A language switch starts a fresh actor so
 * the text comes back in the new language.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { connect } from '@machines/legalPolicy/legalPolicy.connect';
import type { legalPolicyMachine } from '@machines/legalPolicy/legalPolicy.machine';
import type { PolicyKind } from '@/domain/consent/versions';
import { useFlow } from '@/flows/shared/useFlow';
import { createLegalPolicyLogic } from './legalPolicy.live';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { formatLongDate } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { ErrorState, LoadingState } from '@/ui/common/States';
import { PolicyDocument } from '@/ui/consent/PolicyDocument';
import { PageShell } from '@/ui/layout/PageShell';
import { useShellState } from '@/ui/layout/shellState';

function Policy({ kind, locale }: { kind: PolicyKind; locale: ShortLocale }) {
  const actor = useFlow(createLegalPolicyLogic, { kind, locale });
  return <PolicyScreen actor={actor} kind={kind} locale={locale} />;
}

/** The policy page's body for a running legalPolicy actor (also driven by the screen replays). */
export function PolicyScreen({ actor, kind, locale }: { actor: ActorRefFrom<typeof legalPolicyMachine>; kind: PolicyKind; locale: ShortLocale }) {
  const intl = useIntl();
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connect(snapshot, (event) => actor.send(event)), [snapshot, actor]);
  if (view.isLoading) return <LoadingState label={<FormattedMessage id="consent.policy.loading" />} slow={view.isSlow} />;
  if (view.problem || !view.page) {
    const problem = view.problem;
    return (
      <ErrorState
        title={<FormattedMessage id="consent.policy.loadFailed" />}
        message={problem?.error ? <ApiErrorText error={problem.error} /> : undefined}
        action={
          <button type="button" className="button button--primary" disabled={!problem?.canRetry} onClick={problem?.onRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        }
      />
    );
  }
  const { page } = view;
  return (
    <PolicyDocument
      kind={kind}
      title={intl.formatMessage({ id: view.titleId })}
      version={page.version}
      html={page.html}
      acceptedVersion={page.acceptance.acceptedVersion}
      acceptedOn={page.acceptance.acceptedAt ? formatLongDate(page.acceptance.acceptedAt, locale) : null}
      current={page.current}
    />
  );
}

export default function PolicyRoute({ kind }: { kind: PolicyKind }) {
  const { locale } = useShellState();
  return (
    <PageShell titleId={`profile.legal.${kind}.title`} backTo="/profile/legalpolicy" requireSignIn>
      <Policy key={`${kind}:${locale}`} kind={kind} locale={locale} />
      <p className="page-actions">
        <Link to="/profile/legalpolicy" className="button button--secondary">
          <FormattedMessage id="profile.legal.all" />
        </Link>
      </p>
    </PageShell>
  );
}
