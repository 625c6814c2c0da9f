import type { TxState } from './rules';

// collections §5
export type Approval = 'tearUse' | 'staking' | 'burn';

export type FlowEffects = {
  setTx(state: TxState): void;
  approve(target: Approval, fallback: string): Promise<boolean>;
  refresh(): Promise<void>;
  /** Whether the wallet takes the approval and the action as one batch (EIP-5792). */
  canBatch?(): Promise<boolean>;
};

export type Flow<T> = {
  state: Exclude<TxState, 'idle'>;
  /** false stops the flow (it has said why). */
  prepare?: () => Promise<boolean>;
  approve?: { target: Approval; fallback: string } | null;
  /** null when it failed (the write helper has said why). */
  write: () => Promise<T | null>;
  /** The approval and the write in one prompt, taken instead of both where the wallet batches. */
  batch?: () => Promise<T | null>;
};

/** collections §4, §5: the state shows from the first step, so a second action is refused; always ends idle and refreshed. */
export async function runFlow<T>(fx: FlowEffects, flow: Flow<T>): Promise<T | null> {
  fx.setTx(flow.state);
  try {
    if (flow.prepare && !(await flow.prepare())) return null;
    if (flow.approve && flow.batch && (await fx.canBatch?.())) return await flow.batch();
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
