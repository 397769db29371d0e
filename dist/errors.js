import { C as CONTROL, b as showInvisible } from './safe-text.js';

/** Exit codes, kept for the whole product (CLI and action alike). */
const ExitCode = {
    pass: 0,
    gateFailed: 1,
    usage: 2, // usage, config or golden-file error
    discovery: 3, // the server could not be discovered
    internal: 4, // a failure of the gate itself: a bug to report
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
/**
 * Collapse text to one printable line (server-controlled text must not forge log lines), its
 * invisible characters shown as escapes (a name must not read as another).
 */
function oneLine(text, max = 300) {
    const flat = text.replace(CONTROL, ' ').trim();
    if (flat.length <= max)
        return showInvisible(flat);
    const end = /[\ud800-\udbff]/.test(flat[max - 2] ?? '') ? max - 2 : max - 1; // never half a surrogate pair
    return `${showInvisible(flat.slice(0, end))}…`;
}
/** The one line for a failure of the gate itself (not of the user's input or server): exit 4, a bug to report. */
function internalErrorLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return `internal error: ${oneLine(message, 500)}. This is a bug in mcp-contract-gate; please report it with this message and the command that caused it.`;
}

export { DiscoveryError as D, ExitCode as E, GateError as G, InputError as I, describeLocation as d, internalErrorLine as i, oneLine as o };
