import { relative } from 'node:path';
import { d as describeContract } from './transcript.js';
import { s as snapshotServers, f as failureLines } from './snapshot-servers.js';
import { I as InputError } from './errors.js';
import { p as parseFailOn } from './fail-on.js';
import { g as gitAddLine, u as uncommittedFiles } from './uncommitted.js';
import { runBuilds } from './build.js';
import { selectServers } from './servers.js';

/**
 * The files the gate wrote (or an earlier run did) that the next commit would not carry, with
 * the `git add` that does: CI reads the committed golden and policy files, never these.
 */
function printGitAdd(files, io) {
    const line = gitAddLine(uncommittedFiles(files, io.cwd).map((file) => file.path));
    if (line)
        io.stdout(`\nnext: commit what the gate wrote (CI reads only committed files):\n  ${line}\n`);
}

/** `snapshot` and `update`: discover each server, then write its contract (atomically, only when discovery succeeded and the server passed the checks its config enables); failing evidence at --fail-on fails the run (exit 1), as `check` would. */
async function snapshotCommand(command, options, io, verb = 'snapshot') {
    const failOn = parseFailOn(options.failOn ?? 'effect-relevant');
    // update --server NAME may name a server the branch removed from the config: update accepts its removal.
    const selection = await selectServers(command, options, io, verb === 'update');
    const { servers, place } = selection;
    if (options.out && servers.length > 1)
        throw new InputError('--out names one file: choose a server with --server');
    const out = options.out ? place(options.out, '--out') : undefined;
    const transcriptDir = options.transcript ? place(options.transcript, '--transcript') : undefined;
    const settings = { ...(out ? { out } : {}), ...(transcriptDir ? { transcriptDir } : {}), failOn };
    // update: the intended change it makes, told or (--approve) accepted; checked before any server starts.
    if (verb === 'update')
        return (await import('./update-review.js')).updateCommand(command, options, selection, settings, io);
    runBuilds(servers, options.build !== false, io);
    const { results, exitCode } = await snapshotServers({
        servers,
        env: io.env,
        cwd: io.cwd,
        ...settings,
        recordBodies: options.transcriptBodies,
        redactor: io.redactor,
        warn: io.warn,
        done: (result) => {
            if (result.written)
                io.stdout(`wrote ${relative(io.cwd, result.file) || result.file}: ${describeContract(result.contract)}\n`);
            for (const line of failureLines(result))
                io.stderr(`error: ${line}\n`);
        },
    });
    printGitAdd(results.filter((result) => result.written).map((result) => result.file), io);
    return exitCode;
}

var snapshotCommand$1 = /*#__PURE__*/Object.freeze({
    __proto__: null,
    snapshotCommand: snapshotCommand
});

export { printGitAdd as p, snapshotCommand$1 as s };
