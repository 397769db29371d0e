import { r as rankOf } from './levels.js';
import { D as DiscoveryError } from './canonical.js';
import { e as evaluateSchemas } from './schemas.js';
import { s as staleTemporaryWarnings } from './files.js';
import { w as writeTranscript } from './transcript.js';
import { a as snapshotWithTranscript } from './snapshot.js';
import { w as writeGolden } from './update.js';

/**
 * Discovers each server and writes its golden contract (atomically), checked when it is made:
 * a server that fails a probe its config enables, or uses what was not negotiated, gets no
 * contract; a spec-invalid schema is written (the file is what the server serves) and named.
 * A failed discovery keeps its transcript, then throws.
 */
async function snapshotServers(request) {
    const results = [];
    for (const server of request.servers) {
        const result = await snapshotOne(server, request);
        request.done?.(result);
        results.push(result);
    }
    return results;
}
async function snapshotOne(server, request) {
    const file = request.out ?? server.contract;
    for (const warning of staleTemporaryWarnings([file], request.cwd))
        request.warn(warning);
    const baseline = await request.intended?.baseline(file);
    const { contract, transcript, evidence } = await snapshotWithTranscript(server, request.env, { recordBodies: request.recordBodies, warn: request.warn }).catch(async (error) => {
        // A failed discovery is when the transcript matters most: keep it, then fail as before.
        const partial = error instanceof DiscoveryError ? error.transcript : undefined;
        if (request.transcriptDir && partial)
            await writeTranscript(request.transcriptDir, server.name, partial, request.redactor);
        throw error;
    });
    const refusals = evidence.filter(failsBaseline);
    const written = refusals.length ? undefined : await writeGolden(file, contract, request.redactor);
    if (written)
        request.wrote?.(server, file, contract, written);
    if (written && baseline)
        await request.intended.after(server, file, baseline);
    if (request.transcriptDir)
        await writeTranscript(request.transcriptDir, server.name, transcript, request.redactor);
    const defects = (await evaluateSchemas(contract)).filter(failsBaseline);
    return { name: server.name, file, contract, ...(written ? { written } : {}), refusals, defects };
}
/** Failing evidence that fails `check` at its default --fail-on (effect-relevant). */
function failsBaseline(item) {
    return item.status === 'fail' && item.level !== undefined && rankOf(item.level) >= rankOf('effect-relevant');
}

export { snapshotServers as s };
