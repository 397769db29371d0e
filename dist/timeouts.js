import { I as InputError, o as oneLine } from './errors.js';

/** The longest delay a Node timer keeps (2^31 - 1 ms, about 24.8 days): a longer one fires after 1 ms. The config schema says the same. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** A number of milliseconds a person typed, or undefined when empty; `label` names where (`--timeout`, `input timeout`). */
function milliseconds(text, label) {
    if (text === undefined || text === '')
        return undefined;
    const value = Number(text);
    if (!/^\s*[0-9]+\s*$/.test(text) || !Number.isSafeInteger(value) || value < 1)
        throw new InputError(`${label} must be a whole number of milliseconds (got "${oneLine(text, 40)}")`);
    if (value > MAX_TIMEOUT_MS)
        throw new InputError(`${label} must be at most ${MAX_TIMEOUT_MS} milliseconds, about 24.8 days (got "${oneLine(text, 40)}")`);
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
