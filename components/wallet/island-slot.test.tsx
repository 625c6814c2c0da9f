/** @jest-environment jsdom */
import { act, useContext, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PanelButton } from '@/components/drops/panel-button';
import { EARLY_ACTIONS_SCRIPT } from '@/lib/http/early-actions.mjs';
import { IslandSlot } from './island-slot';
import { IslandShown } from './island-swap';
import { LiveIsland } from './live-island';
import { setWalletStatus } from './wallet-stack';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const presses: string[] = [];
let finishReading: () => void = () => {};

type Label = { label: string; disabled: boolean };

function Live({ before = { label: 'Loading', disabled: true } }: { before?: Label }) {
  const shown = useContext(IslandShown);
  const [read, setRead] = useState(false);
  useEffect(() => shown?.(true), [shown]);
  useEffect(() => void (finishReading = () => setRead(true)), []);
  return (
    <LiveIsland.Provider value={true}>
      <PanelButton state={read ? { label: 'Mint Now', disabled: false } : before} onClick={() => presses.push(`live ${read ? 'Mint Now' : before.label}`)} />
    </LiveIsland.Provider>
  );
}

function Page({ live }: { live: ReactNode }) {
  return <IslandSlot standIn={<PanelButton state={{ label: 'Mint Now', disabled: false }} onClick={() => presses.push('connect')} />}>{live}</IslandSlot>;
}

async function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page live={null} />);
  document.body.append(container);
  delete window.__drpHydrated;
  new Function(EARLY_ACTIONS_SCRIPT)();
  const root = await act(async () => hydrateRoot(container, <Page live={null} />));
  return { container, root, button: () => container.querySelector('button')! };
}

describe('IslandSlot for a returning wallet', () => {
  beforeEach(() => {
    presses.length = 0;
    setWalletStatus('reconnecting');
    window.localStorage.setItem('wagmi.store', JSON.stringify({ state: { current: 'injected' } }));
  });

  it('holds a press on the stand-in turned Loading (the visitor aimed at Mint Now) and takes it on the live button once it can be pressed', async () => {
    const { container, root, button } = await serverPage();
    await act(async () => window.__drpHydrated!());
    expect(button().textContent).toBe('Loading');
    expect(button().getAttribute('aria-disabled')).toBe('true');

    await act(async () => button().click());
    expect(presses).toEqual([]);

    await act(async () => root.render(<Page live={<Live />} />));
    await act(async () => setWalletStatus('connected'));
    expect(presses).toEqual([]);
    await act(async () => finishReading());
    expect(presses).toEqual(['live Mint Now']);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });

  it('waits past a live button that first says something else, pressable, and presses it once it says Mint Now', async () => {
    const { container, root, button } = await serverPage();
    await act(async () => window.__drpHydrated!());
    await act(async () => button().click());

    await act(async () => root.render(<Page live={<Live before={{ label: 'Switch Network', disabled: false }} />} />));
    await act(async () => setWalletStatus('connected'));
    expect(button().textContent).toBe('Switch Network');
    expect(presses).toEqual([]);
    await act(async () => finishReading());
    expect(presses).toEqual(['live Mint Now']);
    act(() => root.unmount());
    container.remove();
  });

  it('takes a press made before hydration the same way (the early-actions script replays it on the turned button)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page live={null} />);
    document.body.append(container);
    delete window.__drpHydrated;
    new Function(EARLY_ACTIONS_SCRIPT)();
    container.querySelector('button')!.click();

    const root = await act(async () => hydrateRoot(container, <Page live={null} />));
    await act(async () => window.__drpHydrated!());
    await act(async () => root.render(<Page live={<Live />} />));
    await act(async () => setWalletStatus('connected'));
    await act(async () => finishReading());
    expect(presses).toEqual(['live Mint Now']);
    act(() => root.unmount());
    container.remove();
  });
});
