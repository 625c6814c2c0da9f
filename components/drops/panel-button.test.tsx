/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LiveIsland } from '@/components/wallet/live-island';
import { PanelButton } from './panel-button';

const returningWallet = () => window.localStorage.setItem('wagmi.store', JSON.stringify({ state: { current: 'injected-uid' } }));

afterEach(() => window.localStorage.clear());

test('a visitor without a remembered wallet gets the rule’s connect button', () => {
  render(<PanelButton state={{ label: 'Please Connect', disabled: false }} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Please Connect');
  expect(screen.getByRole('button')).toHaveProperty('disabled', false);
});

test('a returning wallet waits on Loading (aria-disabled, still pressable for the island to hold) until the live island replaces the visitor’s button', () => {
  returningWallet();
  const pressed = jest.fn();
  render(<PanelButton state={{ label: 'Please Connect', disabled: false }} onClick={pressed} />);
  const button = screen.getByRole('button');
  expect(button).toHaveProperty('textContent', 'Loading');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.dataset.label).toBe('Please Connect');
  // Not the visitor's action (it would ask a connected wallet to connect): the island holds the press.
  button.click();
  expect(pressed).not.toHaveBeenCalled();
});

test('a state that is disabled anyway (Sold Out) is shown as it is', () => {
  returningWallet();
  render(<PanelButton state={{ label: 'Sold Out', disabled: true }} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Sold Out');
});

test('inside the wallet stack the live state is shown for a returning wallet', () => {
  returningWallet();
  render(
    <LiveIsland.Provider value>
      <PanelButton state={{ label: 'Mint', disabled: false }} />
    </LiveIsland.Provider>,
  );
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Mint');
  expect(screen.getByRole('button')).toHaveProperty('disabled', false);
});
