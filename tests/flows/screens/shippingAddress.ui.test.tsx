/**
 * The shipping dialog's generated paths driven through the dialog (src/flows/shippingAddress/ShippingAddressConnector
 * with the redeem step's title and OK label, as src/flows/redeem/ShippingStepDialogs renders it): the fields
 * are typed, Deliver here and Cancel are pressed; the address block runs as the dialog's real child (stubbed
 * lookups) and the location it reports is fed. Errors show only after a submit attempt; nothing typed is lost.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { FlowEventType } from '@machines/flow';
import { shippingAddressFlow } from '@machines/shippingAddress/shippingAddress.flow';
import type { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import type { ShippingAddressContext } from '@machines/shippingAddress/shippingAddress.types';
import type { FlowRun } from '@/flowTooling/player';
import { formatPhoneDisplay } from '@/domain/validation/phone';
import { messages } from '@/i18n/messages';
import { ShippingAddressConnector } from '@/flows/shippingAddress/ShippingAddressConnector';
import { fed, replayThroughScreen, type ScreenExecutor } from './replay';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  contactNumber: 'Contact number',
  address: 'Address',
};

const context = (run: FlowRun) => run.actor.getSnapshot().context as ShippingAddressContext;
const dialog = () => within(screen.getByTestId('shipping-address'));
const field = (label: string) => dialog().getByLabelText(label, { selector: 'input, textarea' });

const executors = {
  'SHIPPING.FIELD_CHANGED': (step) => fireEvent.change(field(LABELS[String(step.payload.field)]!), { target: { value: String(step.payload.value) } }),
  'SHIPPING.SUBMIT': () => fireEvent.click(dialog().getByRole('button', { name: 'Deliver here' })),
  // The footer's Cancel (the × in the header does the same).
  'SHIPPING.CANCEL': () => fireEvent.click(dialog().getByRole('button', { name: 'Cancel' })),
  // The address block inside the dialog reports the location chosen in it (its own replay drives its controls).
  'ADDRESS.CHANGED': fed,
  'xstate.done.actor.addressBlock': fed,
  'xstate.error.actor.addressBlock': fed,
  'SHIPPING.SAVE_TO_PROFILE_TOGGLED': (step) => {
    const box = dialog().getByRole('checkbox', { name: 'Save as my shipping address' });
    if ((box as HTMLInputElement).checked !== Boolean(step.payload.value)) fireEvent.click(box);
  },
  'SHIPPING.RETRY': () => fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
  'SHIPPING.CONTINUE': () => fireEvent.click(dialog().getByRole('button', { name: 'Continue without saving' })),
  'xstate.done.actor.updateShipping': fed,
  'xstate.error.actor.updateShipping': fed,
  'xstate.after.REQUEST_SLOW': fed,
  'xstate.after.REQUEST_TIMEOUT': fed,
} satisfies Record<FlowEventType<typeof shippingAddressMachine>, ScreenExecutor>;

/** Rendered while the chart runs, as the redeem step renders its running child. */
function Shipping({ run }: { run: FlowRun }) {
  const running = useSelector(run.actor, (s) => s.status === 'active');
  return running ? (
    <ShippingAddressConnector actorRef={run.actor as unknown as ActorRefFrom<typeof shippingAddressMachine>} title="Shipping address" okLabel="Deliver here" />
  ) : null;
}

/** What was typed is shown; after a submit attempt each field in error says so, in words, and no other does. */
function formShowsContext(run: FlowRun) {
  const c = context(run);
  expect(screen.getByRole('dialog', { name: 'Shipping address' })).toBeInTheDocument();
  expect(field('First name')).toHaveValue(c.form.firstName);
  expect(field('Last name')).toHaveValue(c.form.lastName);
  expect(field('Contact number')).toHaveValue(formatPhoneDisplay(c.form.contactNumber));
  expect(field('Address')).toHaveValue(c.form.address);
  for (const [name, label] of Object.entries(LABELS)) {
    const input = field(label);
    const error = (c.errors as Record<string, { id: string } | undefined>)[name];
    if (error) {
      expect(input, `${name} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
      // The translated message of the chart's error (none of these take values).
      expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.en[error.id]!));
    } else {
      expect(input, `${name} has no error`).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  if (!c.submitAttempted) expect(screen.queryByRole('alert')).toBeNull();
  expect(dialog().getByRole('checkbox', { name: 'Save as my shipping address' })).toHaveProperty('checked', c.saveToProfile);
}

/** Storing it on the profile: OK is disabled while it runs, the slow notice once slow. */
function saving(slow: boolean) {
  return (run: FlowRun) => {
    formShowsContext(run);
    expect(dialog().getByRole('button', { name: 'Deliver here' })).toBeDisabled();
    expect(dialog().getByRole('status')).toHaveTextContent('Saving your shipping address');
    if (slow) expect(dialog().getByText(messages.en['errors.slow']!)).toBeInTheDocument();
  };
}

/** The save failed: the message with Try again and Continue without saving; what was typed stays. */
function saveFailed(run: FlowRun) {
  formShowsContext(run);
  const alert = dialog().getByRole('alert');
  expect(alert).toHaveTextContent("We couldn't save this as your shipping address.");
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(within(alert).getByRole('button', { name: 'Continue without saving' })).toBeEnabled();
}

const closed = () => expect(screen.queryByTestId('shipping-address')).toBeNull();

replayThroughScreen({
  flow: shippingAddressFlow,
  executors,
  children: { addressBlock: addressBlockMachine },
  render: (run) => <Shipping run={run} />,
  expectations: {
    'open.editing': formShowsContext,
    'open.savingProfile.waiting': saving(false),
    'open.savingProfile.slow': saving(true),
    'open.saveFailed': saveFailed,
    done: closed,
    cancelled: closed,
  },
});
