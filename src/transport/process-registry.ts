/** Every server process group still running, so a gate that exits or is signalled ends them too. Light on purpose: the CLI loads it at start. */
export const running = new Set<{ kill(): void }>();

/** Kills every server process group at once (synchronously, so it also works in an 'exit' handler). */
function killAllServers(): void {
  for (const transport of running) transport.kill();
}

/** SIGINT and SIGTERM of the gate end its servers too: in their own process groups, they do not get the signal. */
export function endServersOnSignals(): void {
  process.once('exit', killAllServers);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      killAllServers();
      process.exit(code);
    });
  }
}
