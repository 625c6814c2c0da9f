import type { TxState } from './rules';

/** The contracts a layers action may have to approve first (collections §5): tears to tear use, layers to staking or to the burn. */
export type Approval = 'tearUse' | 'staking' | 'burn';

/** What a flow does to the world: the one transaction state, the approval write, the refresh after. */
export type FlowEffects = {
  setTx(state: TxState): void;
  approve(target: Approval, fallback: string): Promise<boolean>;
  refresh(): Promise<void>;
};

/** One layers action: its state while it runs, a step before it (fetching the tear's data), the approval it needs, and its write. */
export type Flow<T> = {
  state: Exclude<TxState, 'idle'>;
  /** Runs first; false stops the flow (it has said why). */
  prepare?: () => Promise<boolean>;
  /** The approval to write before the action, with the toast when it fails; none when already approved. */
  approve?: { target: Approval; fallback: string } | null;
  /** The action's write: its result, or null when it failed (the write helper has said why). */
  write: () => Promise<T | null>;
};

/**
 * Runs a layers action as collections §4 and §5 have it: the action's state shows from the first
 * step (so a second action is refused), the preparing step, then the approval under "approving",
 * then the write under the action's state again; a failed step stops the flow. Whatever happened,
 * the state goes back to idle and the wallet's layers are read again.
 */
export async function runFlow<T>(fx: FlowEffects, flow: Flow<T>): Promise<T | null> {
  fx.setTx(flow.state);
  try {
    if (flow.prepare && !(await flow.prepare())) return null;
    if (flow.approve) {
      fx.setTx('approving');
      if (!(await fx.approve(flow.approve.target, flow.approve.fallback))) return null;
      fx.setTx(flow.state);
    }
    return await flow.write();
  } finally {
    fx.setTx('idle');
    await fx.refresh();
  }
}
