import { w as withTokenCounts, l as loadTokenCounter, p as prefetchTokenCounter } from './context-cost.js';
import { e as contractPieces, f as redactContract } from './io.js';
import { E as ExitCode, o as oneLine, D as DiscoveryError } from './errors.js';
import { e as evaluateSchemas } from './schemas.js';
import { R as REFUSING_CHECKS } from './checks.js';
import { b as replaceFileAtomic, s as staleTemporaryWarnings } from './files.js';
import { f as failsAt } from './gate.js';
import { s as snapshotWithTranscript, w as writeTranscript } from './transcript.js';

/**
 * Discovers each server and writes its golden contract (atomically), checked when it is made:
 * a server that fails a probe its config enables, or uses what was not negotiated, gets no
 * contract; a spec-invalid schema is written (the file is what the server serves) and named.
 * A failed discovery keeps its transcript, then throws.
 */
async function snapshotServers(request) {
    return eachServer(request, (server) => snapshotServer(server, request));
}
/** Each server in order through `one` (stale temporaries named first); the run fails on any failing evidence. */
async function eachServer(request, one) {
    const files = request.servers.map((server) => request.out ?? server.contract);
    for (const warning of staleTemporaryWarnings(files, request.cwd))
        request.warn(warning);
    prefetchTokenCounter(); // every golden is written with its tools' counts: the ranks load while the first server starts
    const results = [];
    for (const server of request.servers) {
        const result = await one(server);
        request.done?.(result);
        results.push(result);
    }
    const failing = results.some((result) => result.refusals.length || result.defects.length);
    return { results, exitCode: failing ? ExitCode.gateFailed : ExitCode.pass };
}
/** One line for each failing check of a snapshot, for the terminal and the action's log alike. */
function failureLines({ name, refusals, defects }) {
    return [...refusals, ...defects].map((item) => `${oneLine(name, 80)}: evidence ${item.check} failed: ${oneLine(item.message, 1000)}`);
}
/** One server discovered and its golden contract written (at --out when given), unless it misbehaved. */
async function snapshotServer(server, request) {
    const file = request.out ?? server.contract;
    const { contract, transcript, evidence } = await snapshotWithTranscript(server, request.env, { recordBodies: request.recordBodies, warn: request.warn }).catch(async (error) => {
        // A failed discovery is when the transcript matters most: keep it, then fail as before.
        const partial = error instanceof DiscoveryError ? error.transcript : undefined;
        if (request.transcriptDir && partial)
            await writeTranscript(request.transcriptDir, server.name, partial, request.redactor);
        throw error;
    });
    // Counted while the baseline is checked (the counting runs in a worker thread from the bundle).
    const golden = countedGolden(contract, request.redactor);
    golden.catch(() => undefined); // awaited below; not an unhandled rejection when the baseline fails first
    const { refusals, defects } = await baselineFindings(contract, evidence, request.failOn);
    const written = refusals.length ? undefined : await writeGolden(file, await golden);
    if (request.transcriptDir)
        await writeTranscript(request.transcriptDir, server.name, transcript, request.redactor);
    return { name: server.name, file, contract, ...(written ? { written } : {}), refusals, defects };
}
/**
 * A baseline checked when it is made: the server's misbehaviour (`refusals`, the catalogue's
 * `refusesBaseline` rows: the contract is not written) apart from the contract's own defects (the config's examples against it, then its
 * schemas; each named once).
 */
async function baselineFindings(contract, evidence, failOn) {
    const fails = (item) => item.status === 'fail' && item.level !== undefined && failsAt(item.level, failOn);
    const failures = evidence.filter(fails);
    const found = [...failures.filter((item) => !REFUSING_CHECKS.has(item.check)), ...(await evaluateSchemas(contract)).filter(fails)];
    return {
        refusals: failures.filter((item) => REFUSING_CHECKS.has(item.check)),
        defects: found.filter((item, index) => found.findIndex((other) => other.check === item.check && other.subject === item.subject) === index),
    };
}
/**
 * A golden contract as `update` writes it, for the CLI and the action alike: without the run's
 * secrets (see redactContract), each tool counted afresh (over what remains).
 */
async function countedGolden(contract, redactor) {
    return withTokenCounts(redactContract(contract, redactor), await loadTokenCounter());
}
/** Writes a counted golden contract atomically, an entity at a time, and says whether the committed file changes. */
function writeGolden(file, counted) {
    return replaceFileAtomic(file, contractPieces(counted));
}

export { snapshotServer as a, baselineFindings as b, countedGolden as c, eachServer as e, failureLines as f, snapshotServers as s, writeGolden as w };
