/**
 * Profile edit: the generated paths of /profile/edit driven through the page (ProfileEditFlowView of
 * src/flows/profileEdit/ProfileEditScreen.tsx) in a router. The fields, gender, notifications, Save, Try again, the
 * picture chooser (a file of the plan's name, type and size), the birth-date dialog (its selects, Confirm,
 * Cancel) and the new-number dialog (number, Send code, Cancel) are used on the page; the address block and
 * the OTP dialog are the real ones on their own charts (stubbed calls), their outcomes fed like the calls'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { FlowEventType } from '@machines/flow';
import { otpMachine } from '@machines/otp/otp.machine';
import { profileEditFlow } from '@machines/profileEdit/profileEdit.flow';
import type { profileEditMachine } from '@machines/profileEdit/profileEdit.machine';
import type { ProfileEditContext } from '@machines/profileEdit/profileEdit.types';
import { formatPhoneDisplay } from '@/domain/validation/phone';
import type { FlowRun } from '@/flowTooling/player';
import { messages } from '@/i18n/messages';
import { ProfileEditFlowView } from '@/flows/profileEdit/ProfileEditScreen';
import { DEFAULT_SHELL_STATE, ShellStateProvider } from '@/ui/layout/shellState';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  nationalId: 'ID card number',
  address: 'More address details',
  number: 'House number',
  moo: 'Moo',
  village: 'Village',
  building: 'Building',
  floor: 'Floor',
  room: 'Room',
  soi: 'Soi',
  road: 'Road',
};
const PARTS: Record<string, string> = { day: 'Day', month: 'Month', year: 'Year' };
const GENDERS: Record<string, string> = { male: 'Male', female: 'Female', 'not specified': 'Not specified' };
const SLOW = 'This is taking longer than usual…';

const context = (run: FlowRun) => run.actor.getSnapshot().context as ProfileEditContext;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const birthDialog = () => within(screen.getByRole('dialog', { name: 'Update your birth date' }));
const mobileDialog = () => within(screen.getByRole('dialog', { name: 'Change mobile number' }));
const save = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });
const click = (button: HTMLElement) => {
  expect(button).toBeEnabled();
  fireEvent.click(button);
};

/** A file with the plan's name, type and size (the content is not read: scaling is a stubbed call). */
function planFile(payload: Record<string, unknown>): File {
  const { name, type, size } = payload.file as { name: string; type: string; size: number };
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const executors = {
  'PROFILE.FIELD_CHANGED': (step) => fireEvent.change(field(LABELS[String(step.payload.field)]!), { target: { value: String(step.payload.value) } }),
  'PROFILE.GENDER_CHANGED': (step) => click(screen.getByRole('radio', { name: GENDERS[String(step.payload.value)] })),
  'PROFILE.NOTIFICATION_TOGGLED': (step) => {
    const box = screen.getByRole('checkbox', { name: 'Receive notifications' });
    expect(box).toHaveProperty('checked', !step.payload.value);
    fireEvent.click(box);
  },
  'PROFILE.SAVE': () => click(save()),
  'PROFILE.RETRY': () => click(screen.getByRole('button', { name: 'Try again' })),
  'PICTURE.CHOSEN': (step) => {
    const input = screen.getByLabelText('Change picture', { selector: 'input' });
    expect(input).toBeEnabled();
    fireEvent.change(input, { target: { files: [planFile(step.payload)] } });
  },
  'BIRTHDATE.OPEN': () => click(screen.getByRole('button', { name: 'Change birth date' })),
  'BIRTHDATE.PART_CHANGED': (step) =>
    fireEvent.change(birthDialog().getByLabelText(PARTS[String(step.payload.part)]!, { selector: 'select' }), { target: { value: String(step.payload.value) } }),
  'BIRTHDATE.CONFIRM': () => click(birthDialog().getByRole('button', { name: 'Confirm' })),
  // The footer's Cancel (the × in the header does the same).
  'BIRTHDATE.CANCEL': () => click(birthDialog().getByRole('button', { name: 'Cancel' })),
  'MOBILE.EDIT': () => click(screen.getByRole('button', { name: 'Change mobile number' })),
  'MOBILE.NUMBER_CHANGED': (step) => fireEvent.change(mobileDialog().getByLabelText('New mobile number', { selector: 'input' }), { target: { value: String(step.payload.value) } }),
  'MOBILE.SUBMIT': () => click(mobileDialog().getByRole('button', { name: 'Send code' })),
  'MOBILE.CANCEL': () => click(mobileDialog().getByRole('button', { name: 'Cancel' })),
  // The address block inside the form reports the location chosen in it (its own replay drives its controls).
  'ADDRESS.CHANGED': fed,
  'xstate.done.actor.addressBlock': fed,
  'xstate.error.actor.addressBlock': fed,
  // What the OTP dialog gives back (its own replay drives it).
  'xstate.done.actor.changeMobile': fed,
  'xstate.error.actor.changeMobile': fed,
  'xstate.done.actor.loadProfileForm': fed,
  'xstate.error.actor.loadProfileForm': fed,
  'xstate.done.actor.saveProfile': fed,
  'xstate.error.actor.saveProfile': fed,
  'xstate.done.actor.scalePicture': fed,
  'xstate.error.actor.scalePicture': fed,
  'xstate.done.actor.uploadPicture': fed,
  'xstate.error.actor.uploadPicture': fed,
  'xstate.done.actor.updateBirthdate': fed,
  'xstate.error.actor.updateBirthdate': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof profileEditMachine>, ScreenExecutor>;

const slowShown = (slow: boolean) => (slow ? expect(screen.getByText(SLOW)).toBeInTheDocument() : expect(screen.queryByText(SLOW)).toBeNull());

/** The form shows what the chart holds (nothing typed is lost), errors only after a Save, and the failures in words. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  for (const [name, label] of Object.entries(LABELS)) {
    const input = field(label);
    expect(input, name).toHaveValue(String(c.form[name as keyof typeof c.form] ?? ''));
    const error = (c.errors as Record<string, { id: string } | undefined>)[name];
    if (error) expect(input, `${name} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
    else expect(input, `${name} has no error`).not.toHaveAttribute('aria-invalid', 'true');
  }
  if (!c.submitAttempted) expect(screen.queryAllByRole('textbox').filter((el) => el.getAttribute('aria-invalid') === 'true')).toEqual([]);
  expect(screen.getByRole('radio', { name: GENDERS[c.form.gender] ?? 'Male' })).toHaveProperty('checked', c.form.gender in GENDERS);
  expect(screen.getByRole('checkbox', { name: 'Receive notifications' })).toHaveProperty('checked', c.form.notification);
  expect(screen.getByTestId('profile-mobile')).toHaveTextContent(formatPhoneDisplay(c.form.contactNumber));
}

function editing(run: FlowRun) {
  const c = context(run);
  formShowsContext(run);
  expect(save()).toHaveTextContent('Save');
  expect(save()).toBeEnabled();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Change picture', { selector: 'input' })).toBeEnabled();
  if (c.saved) expect(screen.getByText('Your profile has been saved.')).toBeInTheDocument();
  else expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  // A failed save: section 8's message with the error code, never the server's text.
  if (c.failure) expect(screen.getByText(/Sorry, we couldn't update your profile\. Please try again\. \(Error code: \w+\)/)).toBeInTheDocument();
  if (c.pictureProblem) expect(screen.getByText(messages.en[`profile.picture.error.${c.pictureProblem}`]!.replace('{mb}', '10'))).toBeInTheDocument();
  expect(screen.queryByText('Server error')).toBeNull();
}

function picture(slow: boolean) {
  return (run: FlowRun) => {
    formShowsContext(run);
    expect(screen.getByText('Uploading picture…')).toBeInTheDocument();
    expect(screen.getByLabelText('Uploading picture…', { selector: 'input' })).toBeDisabled();
    slowShown(slow);
  };
}

function birthdate(busy: boolean, slow: boolean) {
  return (run: FlowRun) => {
    const c = context(run);
    const confirm = birthDialog().getByRole('button', { name: 'Confirm' });
    if (busy) expect(confirm).toBeDisabled();
    else expect(confirm.hasAttribute('disabled')).toBe(!run.actor.getSnapshot().can({ type: 'BIRTHDATE.CONFIRM' }));
    for (const [part, label] of Object.entries(PARTS)) {
      const value = c.birthDraft[part as keyof typeof c.birthDraft];
      expect(birthDialog().getByLabelText(label, { selector: 'select' }), part).toHaveValue(value === undefined ? '' : String(value));
    }
    if (c.birthFailure && !busy) expect(birthDialog().getByRole('alert')).not.toHaveTextContent('Too young');
    slowShown(slow);
  };
}

replayThroughScreen({
  flow: profileEditFlow,
  executors,
  children: { addressBlock: addressBlockMachine, changeMobile: otpMachine },
  render: (run) => {
    const actor = run.actor as unknown as ActorRefFrom<typeof profileEditMachine>;
    const router = createMemoryRouter([{ path: '/profile/edit', element: <ProfileEditFlowView actor={actor} /> }], { initialEntries: ['/profile/edit'] });
    return (
      <ShellStateProvider value={{ ...DEFAULT_SHELL_STATE, locale: 'en', member: { signedIn: true, name: 'Somchai' } }}>
        <RouterProvider router={router} />
      </ShellStateProvider>
    );
  },
  expectations: {
    'loading.waiting': () => {
      expect(screen.getByText('Loading')).toBeInTheDocument();
      slowShown(false);
    },
    'loading.slow': () => {
      expect(screen.getByText('Loading')).toBeInTheDocument();
      slowShown(true);
    },
    loadFailed: () => {
      expect(screen.getByText("We couldn't load your profile")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByText('Server error')).toBeNull();
      expect(screen.queryByLabelText('First name')).toBeNull();
    },
    'form.editing': editing,
    'form.saving.waiting': (run) => {
      formShowsContext(run);
      expect(save()).toHaveTextContent('Saving…');
      expect(save()).toBeDisabled();
      slowShown(false);
    },
    'form.saving.slow': (run) => {
      formShowsContext(run);
      expect(save()).toBeDisabled();
      slowShown(true);
    },
    'form.picture.scaling': picture(false),
    'form.picture.uploading.waiting': picture(false),
    'form.picture.uploading.slow': picture(true),
    'form.birthdate.choosing': birthdate(false, false),
    'form.birthdate.updating.waiting': birthdate(true, false),
    'form.birthdate.updating.slow': birthdate(true, true),
    'form.mobile.typing': (run) => {
      const c = context(run);
      expect(mobileDialog().getByLabelText('New mobile number', { selector: 'input' })).toHaveValue(formatPhoneDisplay(c.newMobile));
      expect(mobileDialog().getByRole('button', { name: 'Send code' })).toBeEnabled();
      if (c.mobileError) expect(mobileDialog().getByLabelText('New mobile number', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    },
    'form.mobile.verifying': () => {
      expect(screen.getByRole('dialog', { name: 'Enter OTP' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Change mobile number' })).toBeNull();
    },
  },
});
