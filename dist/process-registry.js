/** Every server process group still running, so a gate that exits or is signalled ends them too. Light on purpose: the CLI loads it at start. */
const running = new Set();
/** Kills every server process group at once (synchronously, so it also works in an 'exit' handler). */
function killAllServers() {
    for (const transport of running)
        transport.kill();
}
/** SIGINT and SIGTERM of the gate end its servers too: in their own process groups, they do not get the signal. */
function endServersOnSignals() {
    process.once('exit', killAllServers);
    for (const [signal, code] of [
        ['SIGINT', 130],
        ['SIGTERM', 143],
    ]) {
        process.once(signal, () => {
            killAllServers();
            process.exit(code);
        });
    }
}

export { endServersOnSignals as e, running as r };
