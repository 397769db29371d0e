import { resolve } from 'node:path';
import { c as checkServer, b as buildReport, a as classify, r as renderTerminal, d as reportJson, e as exitCodeOf } from './terminal.js';
import { w as writeTranscript, r as readContract } from './load.js';
import { I as InputError, a as staleTemporaryWarnings, b as insideRoot, c as repositoryRoot, w as writeFileAtomic } from './files.js';
import { i as isFailOn } from './gate.js';
import { s as selectServers } from './servers.js';
import './validity.js';
import './ajv.js';
import './index2.js';
import './_commonjsHelpers.js';
import 'node:crypto';
import 'node:os';
import 'node:worker_threads';
import 'node:url';
import 'node:fs';
import 'process';
import 'buffer';
import 'node:child_process';
import 'node:fs/promises';

/** `check`: live servers against their golden contracts. Reads the golden files, never writes them. */
async function checkCommand(command, options, io) {
    const failOn = parseFailOn(options.failOn);
    const { servers, place } = await selectServers(command, options, io);
    if (options.contract && servers.length > 1)
        throw new InputError('--contract names one file: choose a server with --server');
    const contractFile = options.contract ? resolve(io.cwd, options.contract) : undefined;
    const reportFile = options.report ? place(options.report, '--report') : undefined;
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    for (const warning of staleTemporaryWarnings(servers.map((server) => contractFile ?? server.contract), io.cwd))
        io.warn(warning);
    const outcomes = [];
    for (const server of servers) {
        const outcome = await checkServer(server, { contractFile, recordBodies: options.transcriptBodies, redactor: io.redactor }, io.env);
        if (transcriptDir && outcome.transcript)
            await writeTranscript(transcriptDir, server.name, outcome.transcript, io.redactor);
        outcomes.push(outcome);
    }
    return finish(buildReport(outcomes, failOn, io.cwd), 'mcp-contract check', reportFile, io);
}
/** `diff`: two contract files, no server. */
async function diffCommand(beforeFile, afterFile, options, io) {
    const failOn = parseFailOn(options.failOn);
    const reportFile = options.report ? insideRoot(repositoryRoot(io.cwd), resolve(io.cwd, options.report), '--report') : undefined;
    const before = await readContract(resolve(io.cwd, beforeFile));
    const after = await readContract(resolve(io.cwd, afterFile));
    const classified = await classify(before, after);
    const outcome = { name: after.server, contractFile: resolve(io.cwd, afterFile), current: after, ...classified };
    return finish(buildReport([outcome], failOn, io.cwd), 'mcp-contract diff', reportFile, io);
}
/** Prints and writes the report without the run's secrets. */
async function finish(report, title, reportFile, io) {
    const safe = io.redactor.value(report);
    io.stdout(renderTerminal(safe, title, io.isTty));
    if (reportFile)
        await writeFileAtomic(reportFile, reportJson(safe));
    return exitCodeOf(safe);
}
function parseFailOn(value) {
    if (!isFailOn(value))
        throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
    return value;
}

export { checkCommand, diffCommand };
