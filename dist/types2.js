const DEFAULT_LIMITS = {
    messageBytes: 16 * 1024 * 1024,
    itemsPerList: 100_000,
    walkBytes: 64 * 1024 * 1024,
};
function limitsOf(server) {
    return { ...DEFAULT_LIMITS, ...server.limits };
}
const DEFAULT_NEGATIVE_PROBES = { negative: false, allowSideEffects: false, maxCallsPerTool: 4, timeoutMs: 10_000 };
const DEFAULTS = {
    era: 'auto',
    protocolVersion: '2025-11-25',
    requestTimeoutMs: 15_000,
    totalTimeoutMs: 120_000,
    oracleTimeoutMs: 10_000,
    classifyTimeoutMs: 60_000,
    pageCap: 10_000,
    listChangedRestarts: 3,
    contractDir: 'contracts',
};
function defaultContractPath(serverName) {
    return `${DEFAULTS.contractDir}/${serverName}.mcp-contract.json`;
}

export { DEFAULT_NEGATIVE_PROBES as D, DEFAULTS as a, defaultContractPath as d, limitsOf as l };
