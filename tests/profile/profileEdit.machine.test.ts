import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import type { BirthdateUpdate, ChosenPicture, PreparedPicture, ProfileForm } from '@machines/profileEdit/profileEdit.types';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { otpMachine } from '@machines/otp/otp.machine';
import type { OtpRequestOutput, OtpVerifyInput, OtpVerifyOutput } from '@machines/otp/otp.types';
import { REQUEST_SLOW_MS, REQUEST_TIMEOUT_MS } from '@machines/shared/request';
import { ApiCallError } from '@/domain/apiError';
import { EMPTY_LOCATION, type PostcodeLists } from '@/domain/address/location';

const location10110 = {
  zipcode: '10110', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1039', districtName: 'วัฒนา',
  districtNameEn: 'Watthana', subDistrictCode: '103901', subDistrictName: 'คลองเตยเหนือ', subDistrictNameEn: 'Khlong Toei Nuea',
};

const lists10110: PostcodeLists = {
  provinces: [{ code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' }],
  districts: [
    { code: '1039', nameTh: 'วัฒนา', nameEn: 'Watthana', provinceCode: '10' },
    { code: '1033', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10' },
  ],
  subdistricts: [
    { code: '103901', nameTh: 'คลองเตยเหนือ', nameEn: 'Khlong Toei Nuea', provinceCode: '10', districtCode: '1039', zipcode: '10110' },
    { code: '103301', nameTh: 'คลองเตย', nameEn: 'Khlong Toei', provinceCode: '10', districtCode: '1033', zipcode: '10110' },
  ],
};

const somchai: ProfileForm = {
  firstName: 'Somchai', lastName: 'Jaidee', gender: 'male', email: 'somchai@example.co.th', nationalId: '1103700012346', notification: true,
  contactNumber: '0812345678', birth: { day: 14, month: 5, year: 1988 },
  number: '', moo: '', village: '', building: '', floor: '', room: '', soi: '', road: '', address: '', location: EMPTY_LOCATION,
};

interface Options {
  profile?: ProfileForm;
  load?: () => Promise<ProfileForm>;
  save?: (f: ProfileForm) => Promise<void>;
  birthdate?: (b: number) => Promise<void>;
  scale?: (file: ChosenPicture | undefined) => Promise<PreparedPicture>;
  upload?: (p: PreparedPicture) => Promise<void>;
}

function start(options: Options = {}) {
  const calls = { saved: [] as ProfileForm[], birthdates: [] as number[], verified: [] as OtpVerifyInput[], uploaded: [] as PreparedPicture[], refreshed: 0 };
  const actor = createActor(
    profileEditMachine.provide({
      actions: { refreshMember: () => { calls.refreshed += 1; } },
      actors: {
        loadProfileForm: fromPromise(async () => (options.load ? options.load() : (options.profile ?? somchai))),
        saveProfile: fromPromise<void, ProfileForm>(async ({ input }) => { calls.saved.push(input); await options.save?.(input); }),
        updateBirthdate: fromPromise<void, BirthdateUpdate>(async ({ input }) => { calls.birthdates.push(input.birthdate); await options.birthdate?.(input.birthdate); }),
        addressBlock: addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } }),
        scalePicture: fromPromise<PreparedPicture, { file?: ChosenPicture }>(async ({ input }) =>
          options.scale ? options.scale(input.file) : { file: new Blob(['x'], { type: 'image/jpeg' }), previewUrl: 'data:image/jpeg;base64,AA==' }),
        uploadPicture: fromPromise<void, PreparedPicture>(async ({ input }) => { calls.uploaded.push(input); await options.upload?.(input); }),
        changeMobile: otpMachine.provide({
          actors: {
            requestOtp: fromPromise(async (): Promise<OtpRequestOutput> => ({ refcode: 'K7QF', expireinseconds: 60 })),
            verifyOtp: fromPromise(async ({ input }: { input: OtpVerifyInput }): Promise<OtpVerifyOutput> => { calls.verified.push(input); return { status: 200 }; }),
          },
        }),
      },
    }),
    { input: { today: '2026-11-22' } },
  ).start();
  const events: string[] = [];
  actor.on('*', (e) => events.push(e.type));
  return { actor, calls, events };
}

const editing = { form: 'editing' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('profile edit chart', () => {
  it('a failed save keeps every field and its error; a retry saves, tells the caller and refreshes the session', async () => {
    let fail = true;
    const { actor, calls, events } = start({ save: async () => { if (fail) throw new ApiCallError({ message: 'x', status: 500, id: 1500 }); } });
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'firstName', value: 'Somsak' });
    actor.send({ type: 'PROFILE.GENDER_CHANGED', value: 'not specified' });
    actor.send({ type: 'PROFILE.SAVE' });
    await waitFor(actor, (s) => s.matches(editing) && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.failure).toMatchObject({ id: 1500 });
    expect(actor.getSnapshot().context.form).toMatchObject({ firstName: 'Somsak', gender: 'not specified', email: somchai.email });
    expect(calls.refreshed).toBe(0);
    fail = false;
    actor.send({ type: 'PROFILE.SAVE' });
    await waitFor(actor, (s) => s.context.saved);
    expect(events).toContain('PROFILE.SAVED');
    expect(calls.saved).toHaveLength(2);
    expect(calls.refreshed).toBe(1);
  });

  it('a load failure offers Try again, which loads the form', async () => {
    let fail = true;
    const { actor } = start({ load: async () => { if (fail) throw new ApiCallError({ message: 'x', status: 503 }); return somchai; } });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 503 });
    fail = false;
    actor.send({ type: 'PROFILE.RETRY' });
    await waitFor(actor, (s) => s.matches(editing));
    expect(actor.getSnapshot().context.form.firstName).toBe('Somchai');
  });

  it('a save with no answer says so after 3 s and gives up after 15 s, keeping the form (fake time)', async () => {
    vi.useFakeTimers();
    const { actor } = start({ save: () => new Promise<void>(() => undefined) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches(editing)).toBe(true);
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'lastName', value: 'Rakthai' });
    actor.send({ type: 'PROFILE.SAVE' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_SLOW_MS);
    expect(actor.getSnapshot().hasTag('slow')).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - REQUEST_SLOW_MS);
    const s = actor.getSnapshot();
    expect(s.matches(editing)).toBe(true);
    expect(s.context.failure).toMatchObject({ code: 'timeout' });
    expect(s.context.form.lastName).toBe('Rakthai');
  });

  it('checks names and the national-id checksum after the first Save', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'nationalId', value: '1103700012345' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'PROFILE.SAVE' });
    expect(actor.getSnapshot().context.errors.nationalId).toEqual({ id: 'validation.nationalId.invalid' });
    expect(calls.saved).toEqual([]);
  });

  it('the profile address uses the shared address block: started addresses need every level, and the value is saved', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches(editing));
    const block = actor.getSnapshot().children.addressBlock as ActorRefFrom<typeof addressBlockMachine>;
    expect(block).toBeDefined();
    // Any part starts the address: then the house number or the free line, and every level, are needed.
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'soi', value: 'Sukhumvit 21' });
    actor.send({ type: 'PROFILE.SAVE' });
    expect(actor.getSnapshot().context.errors.number).toEqual({ id: 'profile.edit.numberOrAddress' });
    expect(actor.getSnapshot().context.errors.location).toMatchObject({ zipcode: { id: 'validation.required' } });
    actor.send({ type: 'PROFILE.FIELD_CHANGED', field: 'number', value: '99/1' });
    expect(actor.getSnapshot().context.errors.number).toBeUndefined();
    block.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10110' });
    await waitFor(actor, (s) => s.context.form.location.subDistrictCode !== '');
    expect(actor.getSnapshot().context.form.location).toMatchObject({ zipcode: '10110', provinceCode: '10', districtCode: '1039', subDistrictCode: '103901' });
    expect(actor.getSnapshot().context.errors.location).toBeUndefined();
    actor.send({ type: 'PROFILE.SAVE' });
    await waitFor(actor, (s) => s.context.saved);
    expect(calls.saved[0]).toMatchObject({ number: '99/1', soi: 'Sukhumvit 21', address: '', location: { zipcode: '10110', subDistrictCode: '103901' } });
  });

  it('a saved profile address is handed to the block, which keeps its codes after the lookup', async () => {
    const { actor } = start({ profile: { ...somchai, address: '99/1', location: { ...location10110, districtCode: '1033', subDistrictCode: '103301' } } });
    await waitFor(actor, (s) => s.matches(editing));
    const block = actor.getSnapshot().children.addressBlock as ActorRefFrom<typeof addressBlockMachine>;
    await waitFor(block, (s) => s.context.selection.subDistrictCode !== '');
    expect(block.getSnapshot().context.selection).toEqual({ provinceCode: '10', districtCode: '1033', subDistrictCode: '103301' });
  });

  it('the birthdate dialog corrects the day to the month end, needs 20 years, and Confirm only when complete', async () => {
    const { actor, calls } = start({ profile: { ...somchai, birth: {} } });
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'BIRTHDATE.OPEN' });
    expect(actor.getSnapshot().can({ type: 'BIRTHDATE.CONFIRM' })).toBe(false);
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'year', value: 1990 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 31 });
    expect(actor.getSnapshot().can({ type: 'BIRTHDATE.CONFIRM' })).toBe(false);
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'month', value: 2 });
    expect(actor.getSnapshot().can({ type: 'BIRTHDATE.CONFIRM' })).toBe(true);
    expect(actor.getSnapshot().context.birthDraft).toEqual({ day: 28, month: 2, year: 1990 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'year', value: 2010 });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    expect(actor.getSnapshot().context.birthError).toEqual({ id: 'validation.birthdate.invalid_diff', values: { age: 20 } });
    expect(calls.birthdates).toEqual([]);
    // 20 years old tomorrow is still too young; 20 today is enough.
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'year', value: 2006 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'month', value: 11 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 23 });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    expect(actor.getSnapshot().context.birthError?.id).toBe('validation.birthdate.invalid_diff');
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 22 });
    expect(actor.getSnapshot().context.birthError).toBeUndefined();
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'year', value: 1992 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'day', value: 31 });
    actor.send({ type: 'BIRTHDATE.PART_CHANGED', part: 'month', value: 2 });
    expect(actor.getSnapshot().context.birthDraft).toEqual({ day: 29, month: 2, year: 1992 });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    await waitFor(actor, (s) => s.matches(editing));
    expect(actor.getSnapshot().context.form.birth).toEqual({ day: 29, month: 2, year: 1992 });
    expect(calls.birthdates).toEqual([Date.UTC(1992, 1, 28, 17) / 1000]);
  });

  it('a failed birthdate update keeps the dialog open with the error', async () => {
    const { actor } = start({ birthdate: async () => { throw new ApiCallError({ message: 'x', status: 400, code: 'invalid_diff' }); } });
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'BIRTHDATE.OPEN' });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    await waitFor(actor, (s) => s.context.birthFailure !== undefined);
    expect(actor.getSnapshot().hasTag('birthdateDialog')).toBe(true);
    expect(actor.getSnapshot().context.form.birth).toEqual(somchai.birth);
  });

  it('a birthdate update with no answer gives up after 15 s and keeps the dialog open (fake time)', async () => {
    vi.useFakeTimers();
    const { actor } = start({ birthdate: () => new Promise<void>(() => undefined) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'BIRTHDATE.OPEN' });
    actor.send({ type: 'BIRTHDATE.CONFIRM' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ form: { birthdate: 'choosing' } })).toBe(true);
    expect(actor.getSnapshot().context.birthFailure).toMatchObject({ code: 'timeout' });
  });

  it('a new mobile number goes through the OTP dialog, which posts number, refcode and code', async () => {
    const { actor, calls, events } = start();
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'MOBILE.EDIT' });
    actor.send({ type: 'MOBILE.NUMBER_CHANGED', value: '081-234-5678' });
    actor.send({ type: 'MOBILE.SUBMIT' });
    expect(actor.getSnapshot().context.mobileError).toEqual({ id: 'profile.edit.mobileSame' });
    actor.send({ type: 'MOBILE.NUMBER_CHANGED', value: '089-876-5432' });
    actor.send({ type: 'MOBILE.SUBMIT' });
    const otp = actor.getSnapshot().children.changeMobile as ActorRefFrom<typeof otpMachine>;
    await waitFor(otp, (s) => s.matches('active'));
    otp.send({ type: 'OTP.CODE_CHANGED', value: '123456' });
    otp.send({ type: 'OTP.CONFIRM' });
    await waitFor(actor, (s) => s.matches(editing));
    expect(calls.verified[0]).toMatchObject({ contactNumber: '0898765432', refcode: 'K7QF', otp: '123456' });
    expect(actor.getSnapshot().context.form.contactNumber).toBe('0898765432');
    expect(events).toContain('PROFILE.CONTACT_NUMBER_CHANGED');
    expect(calls.refreshed).toBe(1);
  });

  it('a picture of another type or over the limit is refused without a call', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'PICTURE.CHOSEN', file: { name: 'me.gif', type: 'image/gif', size: 1000 } });
    expect(actor.getSnapshot().context.pictureProblem).toBe('type');
    actor.send({ type: 'PICTURE.CHOSEN', file: { name: 'me.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 } });
    expect(actor.getSnapshot().context.pictureProblem).toBe('tooLarge');
    expect(actor.getSnapshot().matches(editing)).toBe(true);
    expect(calls.uploaded).toEqual([]);
  });

  it('a photo is scaled, then uploaded; its thumbnail shows once the upload succeeded', async () => {
    let fail = true;
    const { actor, calls } = start({ upload: async () => { if (fail) throw new ApiCallError({ message: 'x', status: 500, id: 1500 }); } });
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'PICTURE.CHOSEN', file: { name: 'me.jpg', type: 'image/jpeg', size: 4_000_000 } });
    await waitFor(actor, (s) => s.matches(editing) && s.context.pictureFailure !== undefined);
    expect(actor.getSnapshot().context.picturePreview).toBeUndefined();
    fail = false;
    actor.send({ type: 'PICTURE.CHOSEN', file: { name: 'me.jpg', type: 'image/jpeg', size: 4_000_000 } });
    await waitFor(actor, (s) => s.matches(editing) && s.context.picturePreview !== undefined);
    expect(calls.uploaded).toHaveLength(2);
    expect(calls.refreshed).toBe(1);
  });

  it('a photo the browser cannot read is refused as unreadable', async () => {
    const { actor, calls } = start({ scale: async () => { throw new Error('decode'); } });
    await waitFor(actor, (s) => s.matches(editing));
    actor.send({ type: 'PICTURE.CHOSEN', file: { name: 'me.png', type: 'image/png', size: 1000 } });
    await waitFor(actor, (s) => s.context.pictureProblem === 'unreadable');
    expect(calls.uploaded).toEqual([]);
  });
});
