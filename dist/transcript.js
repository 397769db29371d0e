import { s as sortKeysDeep, j as entityOf, k as sortKeysShared, l as recordedSection, g as stableJson } from './io.js';
import { C as COLLECTIONS, D as DEFAULT_CACHE_SCOPE, c as CONTRACT_FORMAT_VERSION, b as CONTRACT_FORMAT, f as isSchemaObject, t as SINGLE_SUBSCHEMA, M as MAP_OF_SUBSCHEMAS, u as LIST_OF_SUBSCHEMAS } from './validity.js';
import { a as setOwn } from './safe-text.js';
import { d as digestOf, a as compareCodeUnits } from './rfc8785.js';
import { i as info } from './types.js';
import { join } from 'node:path';
import { w as writeFileAtomic } from './files.js';

/** Tool annotation values that the spec defines as the default: stating them changes nothing. */
const ANNOTATION_DEFAULTS = {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
};
/** `execution.taskSupport` defaults to "forbidden". */
const EXECUTION_DEFAULTS = { taskSupport: 'forbidden' };
/** Turns what discovery saw into the contract: pure, deterministic, free of volatile fields. */
function normalise(discovery, matrix) {
    const { negotiated } = discovery;
    // The entities are built sorted (and digested) one by one; the rest is small.
    const entities = {
        tools: keyed(discovery, 'tools', normaliseTool),
        resources: keyed(discovery, 'resources', normaliseResource),
        resourceTemplates: keyed(discovery, 'resourceTemplates', normaliseResource),
        prompts: keyed(discovery, 'prompts', normalisePrompt),
    };
    const header = sortKeysDeep({
        ...(discovery.unsupportedLists?.length ? { unsupportedLists: [...discovery.unsupportedLists].sort(compareCodeUnits) } : {}),
        ...cacheScopesOf(discovery.cacheScopes ?? {}),
        // Only the outcome enters the contract: a server's error text may carry ids or times.
        ...(matrix ? { protocolMatrix: Object.fromEntries(Object.entries(matrix).map(([revision, { outcome, selected }]) => [revision, selected ? { outcome, selected } : { outcome }])) } : {}),
        format: CONTRACT_FORMAT,
        formatVersion: CONTRACT_FORMAT_VERSION,
        server: discovery.server,
        protocol: { era: negotiated.era, revision: negotiated.protocolVersion },
        serverInfo: negotiated.serverInfo ? withoutVolatile(negotiated.serverInfo) : null,
        clientCapabilities: normaliseCapabilities(discovery.clientCapabilities),
        capabilities: normaliseCapabilities(negotiated.capabilities),
        instructions: negotiated.instructions === undefined ? null : { digest: digestOf(negotiated.instructions), text: negotiated.instructions },
    });
    const contract = {};
    for (const key of [...Object.keys(header), ...Object.keys(entities)].sort(compareCodeUnits)) {
        contract[key] = Object.hasOwn(entities, key) ? entities[key] : header[key];
    }
    return contract;
}
const ITEM_NORMALISERS = {
    tools: normaliseTool,
    resources: normaliseResource,
    resourceTemplates: normaliseResource,
    prompts: normalisePrompt,
};
/** Entities made as their page arrived (see normaliseItem), by their definition. */
const madeEarly = new WeakMap();
/**
 * One item of a list, normalised and digested as its page arrives, so that discovery need not
 * keep what the server sent: returns the normalised definition, which `normalise` turns into
 * its entity without doing the work again. Normalising a definition again gives it unchanged.
 */
function normaliseItem(list, item) {
    const entity = entityOf(sortKeysShared(ITEM_NORMALISERS[list](withoutVolatile(item))), list === 'tools');
    madeEarly.set(entity.definition, entity);
    return entity.definition;
}
function keyed(discovery, list, normaliseOne) {
    const identity = COLLECTIONS.find((spec) => spec.collection === list).identity;
    const entries = discovery.lists[list].map((item) => {
        const entity = madeEarly.get(item) ?? entityOf(sortKeysShared(normaliseOne(withoutVolatile(item))), list === 'tools');
        return [item[identity], entity];
    });
    return Object.fromEntries(entries.sort(([a], [b]) => compareCodeUnits(a, b)));
}
function normaliseTool(tool) {
    const out = { ...tool };
    out.inputSchema = normaliseSchema(tool.inputSchema);
    if (tool.outputSchema !== undefined)
        out.outputSchema = normaliseSchema(tool.outputSchema);
    setOrDrop(out, 'annotations', withoutDefaults(tool.annotations, ANNOTATION_DEFAULTS));
    setOrDrop(out, 'execution', withoutDefaults(tool.execution, EXECUTION_DEFAULTS));
    return out;
}
function normaliseResource(resource) {
    const out = { ...resource };
    // lastModified is a timestamp: it changes with content, not with the contract.
    if (resource.annotations && typeof resource.annotations === 'object') {
        const { lastModified: _ignored, ...annotations } = resource.annotations;
        setOrDrop(out, 'annotations', annotations);
    }
    return out;
}
function normalisePrompt(prompt) {
    const out = { ...prompt };
    if (Array.isArray(prompt.arguments)) {
        // Prompt arguments are named: their order is presentation, `required: false` is the default.
        out.arguments = prompt.arguments
            .map((argument) => (argument.required === false ? withoutKey(argument, 'required') : argument))
            .sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
    }
    return out;
}
/**
 * `required` is a set: sorted and de-duplicated in every subschema, so listing order is not a
 * change. The result has its keys sorted too: one copy, made in one pass (the subschema
 * positions are those of mapSchema in src/jsonschema/subschemas.ts; a test keeps them equal).
 */
function normaliseSchema(schema) {
    if (!isSchemaObject(schema))
        return sortKeysDeep(schema);
    const out = {};
    for (const key of Object.keys(schema).sort(compareCodeUnits)) {
        const value = schema[key];
        let child;
        if (SINGLE_SUBSCHEMA.includes(key))
            child = normaliseSchema(value);
        else if (MAP_OF_SUBSCHEMAS.includes(key) && isSchemaObject(value))
            child = mapOfSchemas(value);
        else if ((LIST_OF_SUBSCHEMAS.includes(key) || key === 'items') && Array.isArray(value))
            child = value.map(normaliseSchema);
        else if (key === 'items')
            child = normaliseSchema(value);
        else if (key === 'required' && Array.isArray(value) && value.every((name) => typeof name === 'string'))
            child = [...new Set(value)].sort(compareCodeUnits);
        else
            child = sortKeysDeep(value);
        if (key === '__proto__')
            setOwn(out, key, child);
        else
            out[key] = child;
    }
    return out;
}
function mapOfSchemas(map) {
    const out = {};
    for (const key of Object.keys(map).sort(compareCodeUnits)) {
        if (key === '__proto__')
            setOwn(out, key, normaliseSchema(map[key]));
        else
            out[key] = normaliseSchema(map[key]);
    }
    return out;
}
/** Capabilities: a sub-capability set to false (or null) is the same as an absent one. */
function normaliseCapabilities(capabilities) {
    const out = {};
    for (const [key, value] of Object.entries(capabilities)) {
        if (value === false || value === null || value === undefined)
            continue;
        out[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? normaliseCapabilities(value) : value;
    }
    return out;
}
/**
 * A list's cacheScope says who may keep it, not what it holds: recorded apart from the entities,
 * and only where it is not the default (private), so that absent means private in every contract.
 */
function cacheScopesOf(scopes) {
    const shared = Object.entries(scopes).filter(([, scope]) => scope !== DEFAULT_CACHE_SCOPE);
    return shared.length ? { cacheScopes: Object.fromEntries(shared) } : {};
}
/** Fields that change between runs of the same server, or belong to a result rather than an item, and so never enter an entity. */
const VOLATILE_FIELDS = ['ttlMs', 'cacheScope', 'resultType', 'nextCursor'];
function withoutVolatile(item) {
    return Object.fromEntries(Object.entries(item).filter(([key]) => !VOLATILE_FIELDS.includes(key)));
}
function withoutDefaults(value, defaults) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    return Object.fromEntries(Object.entries(value).filter(([key, v]) => !(key in defaults && defaults[key] === v)));
}
function setOrDrop(target, key, value) {
    if (value && Object.keys(value).length > 0)
        target[key] = value;
    else
        delete target[key];
}
function withoutKey(object, key) {
    const { [key]: _dropped, ...rest } = object;
    return rest;
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
        afterWalk: (session, walked, judges) => probe(server, session, walked, judges),
    });
    const { evaluateNegotiationPolicy, evaluateLifecycle, evaluateSchemas, evaluateDeprecatedFeatures, clientRejectionEvidence, judgeDefinitions } = await live();
    const after = discovery.after?.evidence ?? [];
    // What the caller does with the contract (check: start classifying it) goes on while the
    // evidence is evaluated: comparison worker threads take batches meanwhile.
    options.beside?.(contract);
    const schemaEvidence = await evaluateSchemas(contract);
    const evidence = [
        ...(matrix ? [info('protocol_matrix', 'server', matrixLine(matrix), matrix)] : []),
        ...evaluateNegotiationPolicy(server.negotiation, discovery.negotiated),
        ...evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities),
        ...unsupportedListEvidence(discovery),
        ...evaluateDeprecatedFeatures(server.transport.kind, discovery.negotiated, discovery.transcript),
        ...schemaEvidence,
        ...clientRejectionEvidence(discovery.clientRejections ?? []),
        ...(await judgeDefinitions(contract)),
        ...after,
    ];
    return { contract, evidence, transcript: discovery.transcript };
}
/**
 * A baseline, checked when it is made: the contract, the session, and the evidence of the checks
 * the config enables (canonical examples, negative probes, the subscription probe, on the same
 * session) with the one that needs no config, that the server used only what was negotiated.
 * The answers the config asks to record are recorded here only (check never compares them).
 */
async function snapshotWithTranscript(server, env, options) {
    const { ConnectionLog, evaluateLifecycle, clientRejectionEvidence, judgeDefinitions } = await live();
    // What the server says outside the recorded calls is the connection's: kept only when something is recorded.
    let connection;
    const recording = server.examples.some((example) => example.record) || server.record !== undefined;
    const { discovery, contract } = await observe(server, env, {
        recordBodies: options.recordBodies,
        warn: options.warn,
        ...(recording ? { onOpen: (session) => void (connection = new ConnectionLog(session)) } : {}),
        afterWalk: (session, walked, judges) => probe(server, session, walked, judges, true, () => connection?.stop()),
    });
    const used = evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities).filter((e) => e.check === 'undeclared_capability_use');
    const recordings = discovery.after && { ...discovery.after.recordings, connection: connection?.messages ?? [] };
    const recorded = recordings && recordedSection(recordings);
    const judged = [...clientRejectionEvidence(discovery.clientRejections ?? []), ...(await judgeDefinitions(contract))];
    return { contract: recorded ? { ...contract, recorded } : contract, transcript: discovery.transcript, evidence: [...(discovery.after?.evidence ?? []), ...used, ...judged] };
}
/**
 * The probes on the live session: canonical examples, the answers to record (snapshot and update), negative probes, then the subscription probe. A session
 * the negotiation policy refuses is listed (its contract stays reviewable) but not used: its
 * examples are only validated, no tool is called and no probe is sent.
 */
async function probe(server, session, walked, judges, record = false, recorded) {
    const { evaluateNegotiationPolicy, runExamples, runNegativeProbes, probeSubscription, recordAnswers } = await live();
    const refusals = evaluateNegotiationPolicy(server.negotiation, walked.negotiated)
        .filter((e) => e.status === 'fail')
        .map((e) => e.check);
    const examples = refusals.length ? server.examples.map((example) => ({ ...example, call: false })) : server.examples;
    const evidence = [];
    const negative = server.probes?.negative === true;
    const contract = examples.length || negative ? normalise(walked) : undefined;
    const readOnly = new Set(walked.readOnlyTools);
    const recordings = { tools: [], resources: [], prompts: [] };
    if (examples.length)
        evidence.push(...(await runExamples(session, contract, examples, readOnly, record ? recordings : undefined, judges)));
    if (record && server.record && !refusals.length)
        evidence.push(...(await recordAnswers(session, server.record, recordings, judges)));
    recorded?.(); // the probes that follow are not the recording's
    if (negative && !refusals.length)
        evidence.push(...(await runNegativeProbes(session, contract, server.probes, readOnly)));
    if (refusals.length && (server.examples.some((e) => e.call) || server.subscribeProbe || negative)) {
        evidence.push(info('probes_skipped', 'server', `the negotiation policy refused this session (${refusals.join(', ')}): no tool called, no probe sent`, { refusals }));
    }
    else if (server.subscribeProbe) {
        evidence.push(await probeSubscription(session, walked.negotiated.capabilities, server.subscribeProbe, walked.negotiated.era));
    }
    return { evidence, recordings };
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

/**
 * The gate's own session as lifecycle evidence: message order, direction, method, id and
 * timing; bodies only when they were recorded (--transcript-bodies), as they may hold data.
 * Secrets are redacted like everything else the gate writes.
 */
async function writeTranscript(dir, server, transcript, redactor) {
    const file = join(dir, `${server}.transcript.json`);
    await writeFileAtomic(file, stableJson(redactor.value({ server, messages: transcript })));
    return file;
}

export { describeContract as d, inspectServer as i, normaliseItem as n, snapshotWithTranscript as s, writeTranscript as w };
