/** Child processes of the benches: waiting for one to answer, stopping them all. */

/** Resolves once `url` answers below 500; throws after `seconds`. */
export async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Stops each detached child with its process group (nginx's workers, a server's children). */
export function stopGroups(children: readonly { pid?: number }[]): void {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}
