/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Config } from 'wagmi';
import { inWalletHost } from './in-wallet-host';
import { provideWalletHost } from './wallet-store';

// The host's context as the host lends it: here a marked box, so a part is seen to render inside it.
provideWalletHost({
  config: {} as Config,
  openConnect: () => {},
  Context: ({ children }: { children: ReactNode }) => <section aria-label="host context">{children}</section>,
});

test('a part renders in place inside the host’s context once loaded, its loading view meanwhile', async () => {
  const Part = inWalletHost(
    async () =>
      function Tier({ name }: { name: string }) {
        return <p>{name}</p>;
      },
    () => <p>Loading</p>,
  );
  render(<Part name="Members' tier" />);
  expect(screen.getByText('Loading')).toBeTruthy();
  const part = await screen.findByText("Members' tier");
  expect(part.closest('section')?.getAttribute('aria-label')).toBe('host context');
  expect(screen.queryByText('Loading')).toBeNull();
});

test('a part whose code cannot load leaves its place empty, not an error', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const Part = inWalletHost(
    () => Promise.reject(new Error('ChunkLoadError')),
    () => <p>Loading</p>,
  );
  render(
    <div data-testid="place">
      <Part />
    </div>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
  expect(screen.getByTestId('place').textContent).toBe('');
  errors.mockRestore();
});
