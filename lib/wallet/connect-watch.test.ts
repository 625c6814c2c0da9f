import { watchConnect, type ConnectWatch, type WalletStatus } from './connect-watch';

function run(statuses: WalletStatus[]): boolean[] {
  let watch: ConnectWatch = { settled: false, previous: statuses[0] };
  return statuses.map((s) => {
    const next = watchConnect(watch, s);
    watch = next.watch;
    return next.failed;
  });
}

it('ignores the start-up reconnect and reports a later failed connect', () => {
  expect(run(['connecting', 'disconnected'])).toEqual([false, false]);
  expect(run(['connecting', 'disconnected', 'connecting', 'disconnected'])).toEqual([false, false, false, true]);
  expect(run(['disconnected', 'connecting', 'connected'])).toEqual([false, false, false]);
});
