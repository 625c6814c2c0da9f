/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PanelButton } from '@/components/drops/panel-button';
import { useQueuedPress } from './panel-wallet';

const returningWallet = () => window.localStorage.setItem('wagmi.store', JSON.stringify({ state: { current: 'injected-uid' } }));

function Panel({ settled, label, act: pressed }: { settled: boolean; label: string; act: () => void }) {
  const state = { label, disabled: false };
  const queued = useQueuedPress(state, settled, pressed);
  return <PanelButton state={state} onClick={pressed} settled={settled} onQueued={queued} />;
}

afterEach(() => window.localStorage.clear());

/** A returning wallet's Please Connect, pressed while it waits as Loading. */
async function pressedOnLoading(pressed: () => void) {
  returningWallet();
  const view = render(<Panel settled={false} label="Please Connect" act={pressed} />);
  await act(async () => screen.getByRole('button').click());
  return view;
}

test('a returning wallet’s press on Loading is taken once the wallet settled and the button offers what was pressed', async () => {
  returningWallet();
  const pressed = jest.fn();
  const { rerender } = render(<Panel settled={false} label="Please Connect" act={pressed} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Loading');
  await act(async () => screen.getByRole('button').click());
  expect(pressed).not.toHaveBeenCalled();
  rerender(<Panel settled label="Please Connect" act={pressed} />);
  expect(pressed).toHaveBeenCalledTimes(1);
  rerender(<Panel settled label="Please Connect" act={pressed} />);
  expect(pressed).toHaveBeenCalledTimes(1);
});

test('a wallet that settles connected (the button says Mint) is not asked to connect by the press made before', async () => {
  const pressed = jest.fn();
  const { rerender } = await pressedOnLoading(pressed);
  rerender(<Panel settled label="Mint" act={pressed} />);
  expect(screen.getByRole('button')).toHaveProperty('textContent', 'Mint');
  expect(pressed).not.toHaveBeenCalled();
});

test('a press dropped because the wallet settled on another action does not fire when the pressed label comes back later', async () => {
  const pressed = jest.fn();
  const { rerender } = await pressedOnLoading(pressed);
  rerender(<Panel settled label="Mint" act={pressed} />);
  // The wallet disconnects, or leaves the chain, within the 10 s: the button says Please Connect again.
  rerender(<Panel settled label="Please Connect" act={pressed} />);
  expect(pressed).not.toHaveBeenCalled();
});
