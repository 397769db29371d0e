import { h as normalise } from './io.js';

function failed(check, level, subject, message, details) {
    return { check, status: 'fail', level, subject, message, ...(details === undefined ? {} : { details }) };
}
function passed(check, subject, message, details) {
    return { check, status: 'pass', subject, message, ...(details === undefined ? {} : { details }) };
}
function info(check, subject, message, details) {
    return { check, status: 'info', subject, message, ...(details === undefined ? {} : { details }) };
}

/** The transport, the SDK, probes and evidence: loaded when a command reaches a server, not for `diff`. */
const live = () => import('./live.js');
/**
 * Discovers a live server, probes it (canonical examples, the subscription probe, on the same
 * session), proposes every revision of the configured matrix, and returns its contract with
 * the evidence: negotiation policy, lifecycle order, schemas that compile, probes. What `check` uses.
 */
async function inspectServer(server, env = process.env, options = {}) {
    const { discovery, matrix, contract } = await observe(server, env, {
        recordBodies: options.recordBodies,
        warn: options.warn,
        afterWalk: (session, walked) => probe(server, session, walked),
    });
    const { evaluateNegotiationPolicy, evaluateLifecycle, evaluateSchemas } = await live();
    // What the caller does with the contract (check: start classifying it) goes on while the
    // evidence is evaluated: comparison worker threads take batches meanwhile.
    options.beside?.(contract);
    const schemaEvidence = await evaluateSchemas(contract);
    const evidence = [
        ...(matrix ? [info('protocol_matrix', 'server', matrixLine(matrix), matrix)] : []),
        ...evaluateNegotiationPolicy(server.negotiation, discovery.negotiated),
        ...evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities),
        ...unsupportedListEvidence(discovery),
        ...schemaEvidence,
        ...(discovery.after ?? []),
    ];
    return { contract, evidence, transcript: discovery.transcript };
}
/** The contract of a live server (with its matrix, when configured), and the session: what `snapshot` and `update` write. */
async function snapshotServer(server, env = process.env, options = {}) {
    return (await snapshotWithTranscript(server, env, options)).contract;
}
async function snapshotWithTranscript(server, env, options) {
    const { discovery, contract } = await observe(server, env, { recordBodies: options.recordBodies, warn: options.warn });
    return { contract, transcript: discovery.transcript };
}
/**
 * The probes on the live session: canonical examples, negative probes, then the subscription probe. A session
 * the negotiation policy refuses is listed (its contract stays reviewable) but not used: its
 * examples are only validated, no tool is called and no probe is sent.
 */
async function probe(server, session, walked) {
    const { evaluateNegotiationPolicy, runExamples, runNegativeProbes, probeSubscription } = await live();
    const refusals = evaluateNegotiationPolicy(server.negotiation, walked.negotiated)
        .filter((e) => e.status === 'fail')
        .map((e) => e.check);
    const examples = refusals.length ? server.examples.map((example) => ({ ...example, call: false })) : server.examples;
    const evidence = [];
    const negative = server.probes?.negative === true;
    const contract = examples.length || negative ? normalise(walked) : undefined;
    if (examples.length)
        evidence.push(...(await runExamples(session, contract, examples)));
    if (negative && !refusals.length)
        evidence.push(...(await runNegativeProbes(session, contract, server.probes)));
    if (refusals.length && (server.examples.some((e) => e.call) || server.subscribeProbe || negative)) {
        evidence.push(info('probes_skipped', 'server', `the negotiation policy refused this session (${refusals.join(', ')}): no tool called, no probe sent`, { refusals }));
    }
    else if (server.subscribeProbe) {
        evidence.push(await probeSubscription(session, walked.negotiated.capabilities, server.subscribeProbe));
    }
    return evidence;
}
/** A list the server declared but answered with "method not found": recorded in the contract, and said here. */
function unsupportedListEvidence(discovery) {
    return (discovery.unsupportedLists ?? []).map((method) => info('unsupported_list', 'server', `the server declares ${method.split('/')[0]} but answered ${method} with -32601 (method not found): recorded as unsupported (unsupportedLists)`, { method }));
}
/** One deadline (timeouts.totalMs) for the whole run: discovery, probes and every connection of the matrix. */
async function observe(server, env, options) {
    const { startDeadline, discover, probeMatrix } = await live();
    const deadline = startDeadline(server.totalTimeoutMs);
    try {
        const discovery = await discover(server, env, { ...options, deadline: deadline.signal });
        const matrix = server.protocolMatrix.length ? await probeMatrix(server, server.protocolMatrix, env, deadline.signal) : undefined;
        return { discovery, matrix, contract: normalise(discovery, matrix) };
    }
    finally {
        deadline.dispose();
    }
}
function matrixLine(matrix) {
    return Object.entries(matrix)
        .map(([revision, cell]) => `${revision}: ${cell.outcome}${cell.selected ? ` (${cell.selected})` : ''}`)
        .join(', ');
}
/** One line that says what a contract holds. */
function describeContract(contract) {
    const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    return [
        `${contract.protocol.revision} (${contract.protocol.era} era)`,
        count(Object.keys(contract.tools).length, 'tool'),
        count(Object.keys(contract.resources).length, 'resource'),
        count(Object.keys(contract.resourceTemplates).length, 'resource template'),
        count(Object.keys(contract.prompts).length, 'prompt'),
    ].join(', ');
}

export { snapshotWithTranscript as a, inspectServer as b, describeContract as d, failed as f, info as i, passed as p, snapshotServer as s };
