import { v as verifyDigests, c as classify } from './digests.js';
import { b as readContract, e as redactContract } from './io.js';
import { G as GateError, D as DiscoveryError } from './canonical.js';
import { R as Redactor } from './redact.js';
import { b as inspectServer } from './snapshot.js';
import 'node:path';
import './types.js';
import 'node:os';
import './compare.js';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import 'node:crypto';
import './edit-distance.js';
import './instances.js';
import 'node:url';
import 'node:worker_threads';
import 'node:fs';
import './files.js';
import 'node:fs/promises';

/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
async function checkServer(server, options, env) {
    const contractFile = options.contractFile ?? server.contract;
    const outcome = { name: server.name, contractFile, changes: [], notes: [] };
    // timeouts.totalMs bounds the whole run: discovery has it (inspectServer), and classifying ends by it too.
    const runEnd = { at: Date.now() + server.totalTimeoutMs, totalMs: server.totalTimeoutMs };
    try {
        const golden = await readContract(contractFile); // a broken golden file fails before the server is started
        let compared;
        const { evidence, transcript } = await inspectServer(server, env, {
            recordBodies: options.recordBodies,
            warn: options.warn,
            // Classifying starts as soon as the contract is there, beside the evidence (see inspectServer).
            beside: (contract) => {
                const live = redactContract(contract, options.redactor ?? new Redactor());
                verifyDigests({ contract: golden, file: contractFile }, { contract: live });
                const classified = classify(golden, live, server.oracleTimeoutMs, server.classifyTimeoutMs, runEnd);
                classified.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
                compared = { live, classified };
            },
        });
        const { live, classified } = compared;
        return { ...outcome, golden, current: live, ...(await classified), evidence, transcript };
    }
    catch (error) {
        if (!(error instanceof GateError))
            throw error;
        const transcript = error instanceof DiscoveryError ? error.transcript : undefined;
        return { ...outcome, error: { exitCode: error.exitCode, message: error.message }, ...(transcript ? { transcript } : {}) };
    }
}

export { checkServer };
