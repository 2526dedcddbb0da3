import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentGateMachine } from '@machines/consentGate/consentGate.machine';
import type { ConsentGateInput } from '@machines/consentGate/consentGate.types';
import { ConsentGateDialog } from '@/flows/consentGate/ConsentGateDialog';
import { WithIntl } from '../dialogs/helpers';

/** jsdom has no layout: give the text box a 2000 px text in a 400 px box. */
function layOut(el: HTMLElement) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 400 });
}

async function renderGate(kind: ConsentGateInput['kind'], load: () => Promise<string>) {
  const actor = createActor(
    consentGateMachine.provide({ actors: { loadConsentText: fromPromise(load) } }),
    { input: { kind, version: '1', locale: 'en' } },
  ).start();
  render(<WithIntl><ConsentGateDialog actorRef={actor} /></WithIntl>);
  await act(async () => { await Promise.resolve(); });
  return actor;
}

function scrollTo(top: number) {
  const text = screen.getByTestId('consent-text');
  layOut(text);
  text.scrollTop = top;
  fireEvent.scroll(text);
}

describe('legal-text dialog on the consent gate', () => {
  it('shows the sanitised text; Accept is disabled until within 100 px of the end and again when scrolling up', async () => {
    await renderGate('terms', async () => '<h2>Terms</h2><p>Read me</p><img src=x onerror="window.hacked=1">');
    const dialog = screen.getByRole('dialog', { name: 'Terms and Conditions' });
    expect(dialog).toHaveTextContent('Read me');
    expect(screen.getByTestId('consent-text').innerHTML).not.toContain('onerror');
    const accept = screen.getByRole('button', { name: 'Accept' });
    scrollTo(1499);
    expect(accept).toBeDisabled();
    expect(screen.getByText('Scroll to the end of the text to accept.')).toBeInTheDocument();
    scrollTo(1500);
    expect(accept).toBeEnabled();
    scrollTo(900);
    expect(accept).toBeDisabled();
  });

  it("'Tap to bottom' scrolls the text to its end, which enables Accept; Accept finishes the gate", async () => {
    const actor = await renderGate('privacy', async () => '<p>Privacy</p>');
    layOut(screen.getByTestId('consent-text'));
    fireEvent.click(screen.getByRole('button', { name: 'Tap to bottom' }));
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(screen.getByTestId('consent-text').scrollTop).toBeGreaterThan(0);
    expect(accept).toBeEnabled();
    fireEvent.click(accept);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'privacy', version: '1', accepted: true });
  });

  it('the age dialog needs the exact end and has no close icon', async () => {
    await renderGate('age', async () => '<p>Age</p>');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    scrollTo(1599);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    scrollTo(1600);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('a failed load shows a translated message and Try again, which reloads the text', async () => {
    let fail = true;
    await renderGate('terms', async () => { if (fail) throw new Error('503'); return '<p>Loaded now</p>'; });
    expect(screen.getByRole('alert')).toHaveTextContent('The text could not be loaded. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByRole('dialog')).toHaveTextContent('Loaded now');
  });
});
