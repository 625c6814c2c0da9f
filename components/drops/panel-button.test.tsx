/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PanelButton } from './panel-button';

const returningWallet = () => window.localStorage.setItem('wagmi.store', JSON.stringify({ state: { current: 'injected-uid' } }));

afterEach(() => window.localStorage.clear());

test('a visitor without a remembered wallet gets the rule’s connect button', () => {
  render(<PanelButton state={{ label: 'Please Connect', disabled: false }} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Please Connect');
  expect(screen.getByRole('button')).toHaveProperty('disabled', false);
});

test('a returning wallet waits on Loading (aria-disabled, still pressable: the panel holds the press) until the wallet settles', () => {
  returningWallet();
  const pressed = jest.fn();
  const held = jest.fn();
  render(<PanelButton state={{ label: 'Please Connect', disabled: false }} onClick={pressed} onQueued={held} />);
  const button = screen.getByRole('button');
  expect(button).toHaveProperty('textContent', 'Loading');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  // Not the visitor's action (it would ask a connected wallet to connect): the panel holds the press.
  button.click();
  expect(pressed).not.toHaveBeenCalled();
  expect(held).toHaveBeenCalledTimes(1);
});

test('a state that is disabled anyway (Sold Out) is shown as it is', () => {
  returningWallet();
  render(<PanelButton state={{ label: 'Sold Out', disabled: true }} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Sold Out');
});

test('once the wallet has settled the live state is shown for a returning wallet', () => {
  returningWallet();
  render(<PanelButton state={{ label: 'Mint', disabled: false }} settled />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Mint');
  expect(screen.getByRole('button')).toHaveProperty('disabled', false);
});
