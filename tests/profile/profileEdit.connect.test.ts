/**
 * The profile-edit connect: what /profile/edit shows in the chart's states (loading, load failure, the form,
 * its dialogs), Save and Confirm enabled from snapshot.can, and that each handler sends the chart's event.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import { EMPTY_LOCATION } from '@/domain/address/location';
import { connect } from '@machines/profileEdit/profileEdit.connect';
import { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import type { BirthdateUpdate, ProfileEditEvent, ProfileForm } from '@machines/profileEdit/profileEdit.types';

const somchai: ProfileForm = {
  firstName: 'Somchai', lastName: 'Jaidee', gender: 'male', email: 'somchai@example.co.th', nationalId: '1103700012346', notification: true,
  contactNumber: '0812345678', birth: { day: 14, month: 5, year: 1988 },
  number: '', moo: '', village: '', building: '', floor: '', room: '', soi: '', road: '', address: '', location: EMPTY_LOCATION,
};

function start(load: () => Promise<ProfileForm>) {
  return createActor(
    profileEditMachine.provide({
      actors: {
        loadProfileForm: fromPromise(load),
        saveProfile: fromPromise<void, ProfileForm>(() => new Promise(() => undefined)),
        updateBirthdate: fromPromise<void, BirthdateUpdate>(() => new Promise(() => undefined)),
      },
    }),
    { input: { today: '2026-11-22' } },
  ).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('profile-edit connect', () => {
  it('loading: the loading view only, with the chart\'s today', () => {
    const actor = start(() => new Promise(() => undefined));
    const view = connect(actor.getSnapshot(), vi.fn());
    expect(view).toMatchObject({ loading: true, slow: false, today: '2026-11-22' });
    expect(view.loadFailure).toBeUndefined();
    expect(view.form.view.canSave).toBe(false);
  });

  it('load failed: the error and Try again sends PROFILE.RETRY', async () => {
    const actor = start(async () => {
      throw new ApiCallError({ message: 'Internal', status: 500, id: 1500 });
    });
    await settle();
    const send = vi.fn<(event: ProfileEditEvent) => void>();
    const view = connect(actor.getSnapshot(), send);
    expect(view.loading).toBe(false);
    expect(view.loadFailure?.error).toMatchObject({ status: 500, id: 1500 });
    view.loadFailure?.onRetry();
    expect(send).toHaveBeenCalledWith({ type: 'PROFILE.RETRY' });
  });

  it('the form: the view of the chart, Save enabled from snapshot.can, the address block child, every handler sends its event', async () => {
    const actor = start(async () => somchai);
    await settle();
    const snapshot = actor.getSnapshot();
    const send = vi.fn<(event: ProfileEditEvent) => void>();
    const view = connect(snapshot, send);
    expect(view.loadFailure).toBeUndefined();
    expect(view.form.view.form.firstName).toBe('Somchai');
    expect(view.form.view.canSave).toBe(snapshot.can({ type: 'PROFILE.SAVE' }));
    expect(view.form.view.canSave).toBe(true);
    expect(view.addressBlock).toBe(snapshot.children.addressBlock);
    expect(view.otp).toBeUndefined();

    const file = { name: 'me.jpg', type: 'image/jpeg', size: 1000 };
    const { form } = view;
    form.onPicture(file);
    form.onField('firstName', 'Somsak');
    form.onGender('female');
    form.onNotification(false);
    form.onSave();
    form.onOpenBirthdate();
    form.onBirthPart('day', 3);
    form.onConfirmBirthdate();
    form.onCancelBirthdate();
    form.onEditMobile();
    form.onMobileNumber('0899999999');
    form.onSubmitMobile();
    form.onCancelMobile();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'PICTURE.CHOSEN', file },
      { type: 'PROFILE.FIELD_CHANGED', field: 'firstName', value: 'Somsak' },
      { type: 'PROFILE.GENDER_CHANGED', value: 'female' },
      { type: 'PROFILE.NOTIFICATION_TOGGLED', value: false },
      { type: 'PROFILE.SAVE' },
      { type: 'BIRTHDATE.OPEN' },
      { type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 3 },
      { type: 'BIRTHDATE.CONFIRM' },
      { type: 'BIRTHDATE.CANCEL' },
      { type: 'MOBILE.EDIT' },
      { type: 'MOBILE.NUMBER_CHANGED', value: '0899999999' },
      { type: 'MOBILE.SUBMIT' },
      { type: 'MOBILE.CANCEL' },
    ]);
  });

  it('the birthdate dialog: open, Confirm enabled from snapshot.can (a complete date only); saving disables Save', async () => {
    const actor = start(async () => somchai);
    await settle();
    actor.send({ type: 'BIRTHDATE.OPEN' });
    const opened = connect(actor.getSnapshot(), vi.fn()).form.view;
    expect(opened.birthdateOpen).toBe(true);
    expect(opened.canConfirmBirthdate).toBe(true);
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: undefined });
    const incomplete = connect(actor.getSnapshot(), vi.fn()).form.view;
    expect(incomplete.canConfirmBirthdate).toBe(actor.getSnapshot().can({ type: 'BIRTHDATE.CONFIRM' }));
    expect(incomplete.canConfirmBirthdate).toBe(false);
    actor.send({ type: 'BIRTHDATE.CANCEL' });

    actor.send({ type: 'PROFILE.SAVE' });
    const saving = connect(actor.getSnapshot(), vi.fn()).form.view;
    expect(saving).toMatchObject({ saving: true, canSave: false, birthdateOpen: false });
  });
});
