import { runFlow, type Approval, type FlowEffects } from './flow';

function recorder(approves = true) {
  const log: string[] = [];
  const fx: FlowEffects = {
    setTx: (state) => log.push(`tx:${state}`),
    approve: async (target: Approval, fallback) => {
      log.push(`approve:${target}:${fallback}`);
      return approves;
    },
    refresh: async () => {
      log.push('refresh');
    },
  };
  return { fx, log };
}

const write = (log: string[], result: string | null) => async () => {
  log.push('write');
  return result;
};

it('approves first when the action needs it, then writes under the action’s state again', async () => {
  const { fx, log } = recorder();
  const result = await runFlow(fx, { state: 'staking', approve: { target: 'staking', fallback: 'approve failed' }, write: write(log, '0xhash') });
  expect(result).toBe('0xhash');
  expect(log).toEqual(['tx:staking', 'tx:approving', 'approve:staking:approve failed', 'tx:staking', 'write', 'tx:idle', 'refresh']);
});

it('writes straight away when already approved', async () => {
  const { fx, log } = recorder();
  await runFlow(fx, { state: 'withdrawing', approve: null, write: write(log, '0xhash') });
  expect(log).toEqual(['tx:withdrawing', 'write', 'tx:idle', 'refresh']);
});

it('stops at a refused approval: no write, back to idle, layers read again', async () => {
  const { fx, log } = recorder(false);
  const result = await runFlow(fx, { state: 'burning', approve: { target: 'burn', fallback: 'x' }, write: write(log, '0xhash') });
  expect(result).toBeNull();
  expect(log).not.toContain('write');
  expect(log.slice(-2)).toEqual(['tx:idle', 'refresh']);
});

it('fetches the tear’s data before asking for the approval, and stops when there is none', async () => {
  const { fx, log } = recorder();
  const prepare = async () => {
    log.push('prepare');
    return false;
  };
  const result = await runFlow(fx, { state: 'applying', prepare, approve: { target: 'tearUse', fallback: 'x' }, write: write(log, '0xhash') });
  expect(result).toBeNull();
  expect(log).toEqual(['tx:applying', 'prepare', 'tx:idle', 'refresh']);
});

it('goes back to idle and refreshes when a step throws', async () => {
  const { fx, log } = recorder();
  const failing = async (): Promise<string | null> => {
    throw new Error('node down');
  };
  await expect(runFlow(fx, { state: 'claiming', write: failing })).rejects.toThrow('node down');
  expect(log).toEqual(['tx:claiming', 'tx:idle', 'refresh']);
});

it('sends the approval and the action as one batch where the wallet batches, and step by step where it does not', async () => {
  const batch = (log: string[]) => async () => {
    log.push('batch');
    return '0xbatch';
  };
  const batching = recorder();
  batching.fx.canBatch = async () => true;
  const flow = { state: 'staking', approve: { target: 'staking', fallback: 'x' }, write: write(batching.log, '0xhash'), batch: batch(batching.log) } as const;
  expect(await runFlow(batching.fx, flow)).toBe('0xbatch');
  expect(batching.log).toEqual(['tx:staking', 'batch', 'tx:idle', 'refresh']);

  const stepwise = recorder();
  stepwise.fx.canBatch = async () => false;
  expect(await runFlow(stepwise.fx, { ...flow, write: write(stepwise.log, '0xhash'), batch: batch(stepwise.log) })).toBe('0xhash');
  expect(stepwise.log).toEqual(['tx:staking', 'tx:approving', 'approve:staking:x', 'tx:staking', 'write', 'tx:idle', 'refresh']);

  // Nothing to approve: the action alone, never asking the wallet about batches.
  const approved = recorder();
  approved.fx.canBatch = async () => {
    throw new Error('not asked');
  };
  expect(await runFlow(approved.fx, { ...flow, approve: null, write: write(approved.log, '0xhash') })).toBe('0xhash');
});
