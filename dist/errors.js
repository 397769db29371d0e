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

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, oneLine as o };
