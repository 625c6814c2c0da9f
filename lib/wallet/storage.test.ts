/** @jest-environment jsdom */
import { clearStoredWalletData } from './storage';

it('clears the stored connector, wallet and Discord data and nothing else', () => {
  localStorage.setItem('wagmi.recentConnectorId', '"injected"');
  localStorage.setItem('wagmi.store', '{}');
  localStorage.setItem('rk-recent', '[]');
  localStorage.setItem('discord.token', 'x');
  localStorage.setItem('theme', 'dark');
  clearStoredWalletData();
  expect(Object.keys(localStorage)).toEqual(['theme']);
});
