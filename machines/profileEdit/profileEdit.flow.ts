import { Temporal } from 'temporal-polyfill';
import { defineFlow } from '../flow';
import { provideTemporal } from '@/domain/validation/temporal';
import { EMPTY_LOCATION } from '@/domain/address/location';
import { validateProfileForm } from '@/domain/profile/profileForm';
import { profileEditMachine } from './profileEdit.machine';

// The tooling (path generation, replays, the sandbox's flow player) runs the birth-date rules at once; the app
// loads their Temporal on demand (src/ui/common/temporalLoader.ts).
provideTemporal(Temporal);

const location10110 = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};

const somchai = {
  firstName: 'Somchai', lastName: 'Jaidee', gender: 'male', email: 'somchai@example.co.th', nationalId: '1103700012346', notification: true,
  contactNumber: '0812345678', birth: { day: 14, month: 5, year: 1988 }, address: '99/1 Sukhumvit 21', location: location10110,
};

/** State identity: the state, whether the form would save, the birth draft's completeness and age, the typed number. */
function serializeProfileEditState(snapshot: ReturnType<typeof profileEditMachine.resolveState>): string {
  const c = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    valid: Object.keys(validateProfileForm(c.form)).length === 0,
    birthComplete: c.birthDraft.day !== undefined && c.birthDraft.month !== undefined && c.birthDraft.year !== undefined,
    oldEnough: (c.birthDraft.year ?? 9999) < 2000,
    mobile: c.newMobile.length === 10,
  });
}

export const profileEditFlow = defineFlow({
  id: 'profileEdit',
  title: 'Profile edit (with the birthdate dialog, the mobile change by OTP, the address block and the picture)',
  purpose:
    'Edits names, gender, e-mail, national id, notifications and the profile address; the birth date through its dialog (20+), the mobile number through the OTP dialog, the picture scaled in the browser.',
  machine: profileEditMachine,
  screen: true,
  input: { today: '2026-11-22' },
  events: {
    'xstate.done.actor.loadProfileForm': [{ output: somchai }, { output: { ...somchai, firstName: '' } }],
    'xstate.error.actor.loadProfileForm': [{ error: { message: 'Server error', status: 500 } }],
    'PROFILE.RETRY': [{}],
    'PROFILE.FIELD_CHANGED': [{ field: 'firstName', value: 'Somsak' }, { field: 'firstName', value: 'S' }],
    'PROFILE.GENDER_CHANGED': [{ value: 'female' }],
    'PROFILE.NOTIFICATION_TOGGLED': [{ value: false }],
    'ADDRESS.CHANGED': [{ value: location10110 }, { value: { ...EMPTY_LOCATION, zipcode: '10110', address: '1 Rama IV' } }],
    'PROFILE.SAVE': [{}],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: { message: 'Server error', status: 500, id: 1500 } }],
    'PICTURE.CHOSEN': [
      { file: { name: 'me.jpg', type: 'image/jpeg', size: 3_000_000 } },
      { file: { name: 'me.gif', type: 'image/gif', size: 30_000 } },
      { file: { name: 'huge.png', type: 'image/png', size: 30_000_000 } },
    ],
    'xstate.done.actor.scalePicture': [{ output: { file: { size: 80_000, type: 'image/jpeg' }, previewUrl: 'data:image/jpeg;base64,AA==' } }],
    'xstate.error.actor.scalePicture': [{ error: new Error('The photo could not be decoded') }],
    'xstate.done.actor.uploadPicture': [{ output: undefined }],
    'xstate.error.actor.uploadPicture': [{ error: { message: 'Server error', status: 500, id: 1500 } }],
    'BIRTHDATE.OPEN': [{}],
    'BIRTHDATE.PART_CHANGED': [{ part: 'day', value: 31 }, { part: 'month', value: 2 }, { part: 'year', value: 1990 }, { part: 'year', value: 2015 }],
    'BIRTHDATE.CONFIRM': [{}],
    'BIRTHDATE.CANCEL': [{}],
    'xstate.done.actor.updateBirthdate': [{ output: undefined }],
    'xstate.error.actor.updateBirthdate': [{ error: { message: 'Too young', status: 400, code: 'invalid_diff' } }],
    'MOBILE.EDIT': [{}],
    'MOBILE.NUMBER_CHANGED': [{ value: '0898765432' }, { value: '12' }],
    'MOBILE.SUBMIT': [{}],
    'MOBILE.CANCEL': [{}],
    'xstate.done.actor.changeMobile': [
      { output: { status: 'verified', code: '123456', refcode: 'K7QF', contactNumber: '0898765432', response: { status: 200 } } },
      { output: { status: 'requestFailed', error: { message: 'wait', status: 400, code: 'mobile_wait' } } },
      { output: { status: 'cancelled' } },
    ],
  },
  serializeState: serializeProfileEditState,
  limit: 800,
});
