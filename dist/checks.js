const CHECK_TABLE = [
    {
        id: 'unsupported_protocol_version',
        refusesBaseline: false,
        area: 'negotiation policy',
        outcomes: [],
        checks: 'the negotiated revision is in `supportedProtocolVersions`',
        failure: { level: 'breaking', reason: 'a host that speaks only the supported revisions cannot talk to the server' },
    },
    { id: 'supported_protocol_version', refusesBaseline: false, area: 'negotiation policy', outcomes: ['pass'], checks: 'the passing side of `unsupported_protocol_version`' },
    {
        id: 'missing_required_capabilities',
        refusesBaseline: false,
        area: 'negotiation policy',
        outcomes: [],
        checks: 'every `requiredServerCapabilities` path exists and is neither false nor absent (named in `details.missing`)',
        failure: { level: 'breaking', reason: 'the host relies on a capability the server does not declare' },
    },
    { id: 'required_capabilities', refusesBaseline: false, area: 'negotiation policy', outcomes: ['pass'], checks: 'the passing side of `missing_required_capabilities`' },
    { id: 'optional_capabilities', refusesBaseline: false, area: 'negotiation policy', outcomes: ['info'], checks: 'which `optionalServerCapabilities` are enabled' },
    {
        id: 'lifecycle_order',
        refusesBaseline: false,
        area: 'lifecycle',
        outcomes: ['pass'],
        checks: 'handshake era: `initialize` first (after the era probe), `notifications/initialized` only after its validated answer, no other request before it, and no server request but ping before it; the gate sends it once the server has answered a ping, so what the server sent before it could have read `initialized` counts as before it, on every run',
        failure: { level: 'breaking', reason: 'a client that keeps to the lifecycle fails against a server that does not' },
    },
    {
        id: 'undeclared_capability_use',
        refusesBaseline: true,
        area: 'lifecycle',
        outcomes: ['pass'],
        checks: 'the server sent no request needing a client capability the gate did not declare (sampling, roots, elicitation), and no notification of a capability it did not declare itself (`list_changed`, `resources/updated`)',
        failure: { level: 'breaking', reason: 'a client refuses a request it did not negotiate, and may drop the session' },
    },
    {
        id: 'input_schema_not_object',
        refusesBaseline: false,
        area: 'schemas',
        outcomes: ['pass'],
        checks: 'every inputSchema has `type: "object"` at its root; `snapshot` and `update` fail on it too (exit 1, the file still written)',
        failure: { level: 'breaking', reason: 'official SDK clients reject the whole tools/list' },
    },
    {
        id: 'schema_not_compilable',
        refusesBaseline: false,
        area: 'schemas, examples',
        outcomes: ['pass'],
        checks: 'every inputSchema and outputSchema compiles with ajv in its dialect (2020-12, or draft-07 when it says so)',
        failure: { level: 'breaking', reason: 'clients that validate arguments or output cannot' },
    },
    {
        id: 'client_rejects',
        refusesBaseline: false,
        area: 'official clients',
        outcomes: [],
        checks: "every list page, handshake answer and example result, as the server sent it (before `resultType`, `ttlMs` and `cacheScope` are normalised away), is parsed by the official clients of the server's era, and every outputSchema by their own validator (its dialect check); a refusal names the client, its version, the method, the page and the client's own message ([the judges](#the-official-clients-as-judges))",
        failure: { level: 'breaking', reason: 'a host built on that client cannot use the server' },
    },
    {
        id: 'example_tool_missing',
        refusesBaseline: false,
        area: 'canonical examples',
        outcomes: [],
        checks: 'the tool a canonical example calls is still offered',
        failure: { level: 'breaking', reason: 'calls made like the example fail' },
    },
    {
        id: 'example_arguments_invalid',
        refusesBaseline: false,
        area: 'canonical examples',
        outcomes: [],
        checks: "each canonical example's arguments still match the tool's current inputSchema",
        failure: { level: 'breaking', reason: 'calls made like the example are refused' },
    },
    { id: 'example_arguments_valid', refusesBaseline: false, area: 'canonical examples', outcomes: ['pass'], checks: 'the passing side of `example_arguments_invalid`' },
    {
        id: 'example_not_called',
        refusesBaseline: false,
        area: 'canonical examples',
        outcomes: ['info'],
        checks: 'an example of a tool not plainly read-only (`readOnlyHint: true` without `destructiveHint: true`) is not called (unless `allowSideEffects` is set)',
    },
    {
        id: 'tool_call_failed',
        refusesBaseline: true,
        area: 'canonical examples',
        outcomes: [],
        checks: 'a called example answers without a JSON-RPC error, and with `isError: true` exactly when the example says `isError: true`',
        failure: { level: 'breaking', reason: 'a call that worked fails' },
    },
    {
        id: 'client_capability_required',
        refusesBaseline: true,
        area: 'canonical examples',
        outcomes: [],
        checks: 'a called example is not answered -32021 (missing required client capability, 2026-07-28): one that is names the capabilities in `data.requiredCapabilities`',
        failure: { level: 'breaking', reason: 'a host that does not declare the capability can no longer call the tool' },
    },
    {
        id: 'output_schema_violation',
        refusesBaseline: true,
        area: 'canonical examples',
        outcomes: [],
        checks: 'a called example of a tool with an outputSchema returns structuredContent that matches it (each violation with its path)',
        failure: { level: 'breaking', reason: 'consumers of the declared output get something else' },
    },
    { id: 'output_schema_conformance', refusesBaseline: false, area: 'canonical examples', outcomes: ['pass'], checks: 'the passing side of `output_schema_violation`' },
    {
        id: 'example_expectation_failed',
        refusesBaseline: true,
        area: 'canonical examples',
        outcomes: [],
        checks: "a called example's structuredContent has the fields the example expects",
        failure: { level: 'breaking', reason: 'the tool no longer returns what the example pins' },
    },
    {
        id: 'record_failed',
        refusesBaseline: true,
        area: 'recorded answers',
        outcomes: [],
        checks: 'a resource read or prompt get the config asks to record (`record`) answers without a JSON-RPC error (snapshot and update only)',
        failure: { level: 'breaking', reason: 'an answer the config asks to record cannot be had, so the contract would replay nothing for it' },
    },
    {
        id: 'subscription_probe',
        refusesBaseline: true,
        area: 'subscription probe',
        outcomes: ['pass', 'info'],
        checks: 'read, subscribe (handshake era: `resources/subscribe`; 2026-07-28: a `subscriptions/listen` stream, its acknowledgement and update tagged with its id), `notifications/resources/updated` within the deadline, read again, unsubscribe or end the stream: every step reported (info when `resources.subscribe` is not declared)',
        failure: { level: 'breaking', reason: 'the server declares resources.subscribe, and subscribers get no updates' },
    },
    {
        id: 'negative_probe_accepted',
        refusesBaseline: true,
        area: 'negative probes',
        outcomes: [],
        checks: 'with `probes: { negative: true }` (or `check --negative`): a read-only tool (others only with `allowSideEffects`) called with arguments that violate its inputSchema (a missing required property, a wrong type, an extra property on a closed object, a value past a bound or outside an enum) refuses them (`isError` or -32602); one it accepts is named with the keyword, property and arguments ([negative-probes.md](negative-probes.md))',
        // Not breaking: every valid call is still valid and answered. But the inputSchema is the tool's promise of what it
        // acts on: a model's malformed call is executed (a missing argument defaulted, a wrong type coerced) instead of refused.
        failure: { level: 'effect-relevant', reason: 'no call that worked fails, but the server acts on arguments its own inputSchema forbids' },
    },
    { id: 'negative_probe_refused', refusesBaseline: false, area: 'negative probes', outcomes: ['pass'], checks: 'the passing side of `negative_probe_accepted`: the tool refused every invalid call' },
    {
        id: 'negative_probe_unexpected_error',
        refusesBaseline: false,
        area: 'negative probes',
        outcomes: ['info'],
        checks: 'a tool answered invalid arguments with a JSON-RPC error other than -32602 (invalid params)',
    },
    {
        id: 'negative_probe_unanswered',
        refusesBaseline: false,
        area: 'negative probes',
        outcomes: ['info'],
        checks: 'a negative probe got no answer, or the session ended: nothing more is sent to the tool (the session gone, to any)',
    },
    {
        id: 'negative_probe_skipped',
        refusesBaseline: false,
        area: 'negative probes',
        outcomes: ['info'],
        checks: 'tools not plainly read-only (`readOnlyHint: true` without `destructiveHint: true`), not called (unless `probes.allowSideEffects` is set)',
    },
    {
        id: 'negative_probe_not_generated',
        refusesBaseline: false,
        area: 'negative probes',
        outcomes: ['info'],
        checks: 'tools for which no argument object that violates the inputSchema could be built',
    },
    {
        id: 'negative_probe_incomplete',
        refusesBaseline: false,
        area: 'negative probes',
        outcomes: ['info'],
        checks: 'the probe deadline passed, or the session ended, before every negative probe was sent',
    },
    { id: 'protocol_matrix', refusesBaseline: false, area: 'snapshot', outcomes: ['info'], checks: "the answer to each proposed revision, with the server's words" },
    {
        id: 'probes_skipped',
        refusesBaseline: false,
        area: 'snapshot',
        outcomes: ['info'],
        checks: 'the negotiation policy refused the session, so no example tool was called and no subscription probe sent (the lists are still walked, so the contract stays reviewable)',
    },
    {
        id: 'unsupported_list',
        refusesBaseline: false,
        area: 'snapshot',
        outcomes: ['info'],
        checks: 'a list the capabilities declare answered -32601 (method not found); recorded in the contract as `unsupportedLists`, the rest of the server is gated as usual (`list-now-unsupported` is breaking)',
    },
    {
        id: 'deprecated_feature',
        refusesBaseline: false,
        area: 'snapshot',
        outcomes: ['info'],
        checks: 'the server uses a feature the 2026-07-28 registry of deprecated features lists (it declares `logging`, sends `sampling/createMessage` or `roots/list`, or is reached over the HTTP+SSE transport), named with the way to migrate; advice, never a failure',
    },
    {
        id: 'registry_version_mismatch',
        refusesBaseline: false,
        area: 'registry entry',
        outcomes: [],
        checks: "the server's MCP Registry entry (`server.json` next to the config, or the server's `registry:`) has the live `serverInfo.version` as its `version` and as every `packages[].version` ([registry.md](registry.md))",
        failure: { level: 'effect-relevant', reason: 'the registry advertises another release than the one the code is: users install and read about a server that is not this one' },
    },
    { id: 'registry_version_in_step', refusesBaseline: false, area: 'registry entry', outcomes: ['pass'], checks: 'the passing side of `registry_version_mismatch`' },
    {
        id: 'tool_name_collision',
        refusesBaseline: false,
        area: 'servers of one config',
        outcomes: ['info'],
        checks: 'no tool name is exposed by two servers of one config (a host that loads them together prefixes, picks one or refuses): a collision the live servers or the pull request (its golden contracts against those at its base) create fails, one their golden contracts already had is info; `collisions: ignore` turns it off',
        failure: { level: 'effect-relevant', reason: 'a host that loads the servers together sees two tools of one name: it prefixes, picks one or refuses' },
    },
];
const EVIDENCE_CHECKS = CHECK_TABLE;
const BY_ID = new Map(EVIDENCE_CHECKS.map((check) => [check.id, check]));
/** The catalogue's entry for a check id; undefined for one it does not know (a report from another version). */
function evidenceCheckById(id) {
    return BY_ID.get(id);
}
/** The checks whose failure keeps `snapshot`/`update` from writing a baseline. */
const REFUSING_CHECKS = new Set(EVIDENCE_CHECKS.filter((check) => check.refusesBaseline).map((check) => check.id));
/** The level a failure of this check carries: the table's, never the call site's. */
function failureLevel(id) {
    return BY_ID.get(id).failure.level;
}
/** The rule id SARIF and the catalogue's anchors use: `evidence-` and the check id in kebab case. */
function evidenceRuleId(check) {
    return `evidence-${check.replace(/_/g, '-')}`;
}

export { REFUSING_CHECKS as R, evidenceCheckById as a, evidenceRuleId as e, failureLevel as f };
