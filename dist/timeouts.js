import { I as InputError, o as oneLine } from './canonical.js';

/** A number of milliseconds a person typed, or undefined when empty; `label` names where (`--timeout`, `input timeout`). */
function milliseconds(text, label) {
    if (text === undefined || text === '')
        return undefined;
    const value = Number(text);
    if (!/^\s*[0-9]+\s*$/.test(text) || !Number.isSafeInteger(value) || value < 1)
        throw new InputError(`${label} must be a whole number of milliseconds (got "${oneLine(text, 40)}")`);
    return value;
}
/** The run's timeouts over every server's: the job's budget is the caller's business. */
function overrideTimeouts(config, overrides) {
    for (const server of config.servers) {
        server.requestTimeoutMs = overrides.requestMs ?? server.requestTimeoutMs;
        server.totalTimeoutMs = overrides.totalMs ?? server.totalTimeoutMs;
        server.oracleTimeoutMs = overrides.oracleMs ?? server.oracleTimeoutMs;
    }
    return config;
}

export { milliseconds as m, overrideTimeouts as o };
