/** /profile/edit joined to its chart (profileEdit), the OTP dialog for the number, and the address books. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import { selectMobileOtpRef, selectProfileAddressBlockRef, selectProfileEditView } from '@machines/profileEdit/profileEdit.selectors';
import { useFlow } from '@/flows/shared/useFlow';
import { createProfileEditLogic } from './profileEdit.live';
import { yearOptions } from '@/domain/validation/birthdate';
import { formatDate, formatIsoDate } from '@/i18n/format';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { AddressBookLauncher } from '@/flows/addressBook/AddressBookLauncher';
import { OtpDialogConnector } from '@/flows/otp/OtpDialogConnector';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Card } from '@/ui/common/Card';
import { ErrorState, LoadingState } from '@/ui/common/States';
import { preloadTemporal, useTemporal } from '@/ui/common/temporalLoader';
import { useShellState } from '@/ui/layout/shellState';
import { ProfileEditForm } from './ProfileEditForm';

// The birth-date rules' Temporal loads beside the profile (on demand; the form waits for both).
preloadTemporal();

export function ProfileEditScreen() {
  const today = useMemo(() => formatIsoDate(Date.now() / 1000), []);
  const actor = useFlow(createProfileEditLogic, { today });
  return <ProfileEditFlowView actor={actor} />;
}

/**
 * The form, its dialogs and the address books for a running profileEdit actor. Split from the route-level
 * component so the screen replay (tests/flows/screens/profileEdit.ui.test.tsx) drives it with the chart on
 * stubbed actors.
 */
export function ProfileEditFlowView({ actor }: { actor: ActorRefFrom<typeof profileEditMachine> }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('en') ? 'en' : 'th';
  const todayText = useSelector(actor, (s) => s.context.today);
  const dates = useTemporal();
  const view = useSelector(actor, selectProfileEditView);
  const otp = useSelector(actor, selectMobileOtpRef);
  const block = useSelector(actor, selectProfileAddressBlockRef);
  const { member } = useShellState();
  const years = useMemo(() => yearOptions({ year: Number(todayText.slice(0, 4)) }, locale === 'th' ? 1054 : 1033), [todayText, locale]);

  if (view.loading || !dates) return <LoadingState label={intl.formatMessage({ id: 'common.loading' })} slow={view.slow} />;
  if (view.loadFailure) {
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'profile.edit.loadFailed' })}
        message={<ApiErrorText error={view.loadFailure} />}
        action={<button type="button" className="button button--primary" onClick={() => actor.send({ type: 'PROFILE.RETRY' })}>{intl.formatMessage({ id: 'common.retry' })}</button>}
      />
    );
  }
  const b = view.form.birth;
  const birthText = b.day && b.month && b.year ? formatDate(Date.UTC(b.year, b.month - 1, b.day) / 1000, 'dd MMM yyyy', locale, { zone: 'UTC' }) : '';
  return (
    <>
      <Card>
        <ProfileEditForm
          view={view}
          years={years}
          birthText={birthText}
          pictureUrl={member.pictureUrl}
          addressBlock={block ? <AddressBlockConnector actorRef={block} errors={view.errors.location} /> : null}
          onPicture={(file) => actor.send({ type: 'PICTURE.CHOSEN', file })}
          onField={(field, value) => actor.send({ type: 'PROFILE.FIELD_CHANGED', field, value })}
          onGender={(value) => actor.send({ type: 'PROFILE.GENDER_CHANGED', value })}
          onNotification={(value) => actor.send({ type: 'PROFILE.NOTIFICATION_TOGGLED', value })}
          onSave={() => actor.send({ type: 'PROFILE.SAVE' })}
          onOpenBirthdate={() => actor.send({ type: 'BIRTHDATE.OPEN' })}
          onBirthPart={(part, value) => actor.send({ type: 'BIRTHDATE.PART_CHANGED', part, value })}
          onConfirmBirthdate={() => actor.send({ type: 'BIRTHDATE.CONFIRM' })}
          onCancelBirthdate={() => actor.send({ type: 'BIRTHDATE.CANCEL' })}
          onEditMobile={() => actor.send({ type: 'MOBILE.EDIT' })}
          onMobileNumber={(value) => actor.send({ type: 'MOBILE.NUMBER_CHANGED', value })}
          onSubmitMobile={() => actor.send({ type: 'MOBILE.SUBMIT' })}
          onCancelMobile={() => actor.send({ type: 'MOBILE.CANCEL' })}
        />
      </Card>
      {otp ? <OtpDialogConnector actorRef={otp} /> : null}
      <div className="page-actions address-books">
        <AddressBookLauncher input={{ kind: 'delivery' }}>{intl.formatMessage({ id: 'addressBook.delivery.listTitle' })}</AddressBookLauncher>
        <AddressBookLauncher input={{ kind: 'tax' }}>{intl.formatMessage({ id: 'addressBook.tax.listTitle' })}</AddressBookLauncher>
      </div>
    </>
  );
}
