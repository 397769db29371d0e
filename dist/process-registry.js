/** Exit codes, kept for the whole product (CLI and action alike). */
const ExitCode = {
    pass: 0,
    gateFailed: 1,
    usage: 2, // usage, config or golden-file error
    discovery: 3, // the server could not be discovered
};
/** An error meant for the user: one line, names what and where, carries its exit code. */
class GateError extends Error {
    exitCode;
    cause_;
    constructor(message, exitCode, cause_) {
        super(message);
        this.exitCode = exitCode;
        this.cause_ = cause_;
        this.name = 'GateError';
    }
}
/** A configuration, usage or golden-file problem (exit 2). */
class InputError extends GateError {
    constructor(message) {
        super(message, ExitCode.usage);
        this.name = 'InputError';
    }
}
/** The server could not be discovered: spawn failure, timeout, protocol violation (exit 3). */
class DiscoveryError extends GateError {
    location;
    reason;
    kind;
    /** The session up to the failure, when there was one: the lifecycle evidence of what went wrong. */
    transcript;
    constructor(location, reason, kind = 'violation') {
        super(`${describeLocation(location)}: ${reason}`, ExitCode.discovery);
        this.location = location;
        this.reason = reason;
        this.kind = kind;
        this.name = 'DiscoveryError';
    }
}
function describeLocation(location) {
    const parts = [`server "${location.server}"`];
    if (location.method)
        parts.push(location.method);
    if (location.page !== undefined)
        parts.push(`page ${location.page}`);
    return parts.join(', ');
}
/** Collapse text to one printable line (server-controlled text must not forge log lines). */
function oneLine(text, max = 300) {
    // eslint-disable-next-line no-control-regex
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

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
    for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
        process.once(signal, () => {
            killAllServers();
            process.exit(code);
        });
    }
}

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, endServersOnSignals as e, oneLine as o, running as r };
