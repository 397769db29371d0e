import { resolve, relative } from 'node:path';
import { d as defaultPolicyFile, a as acceptPlaceHere, c as commandsOf, D as DEFAULT_APPROVE_LABEL, j as removedAcceptCommands } from './accept-command.js';
import { d as describeContract } from './transcript.js';
import { f as failureLines } from './snapshot-servers.js';
import { a as acceptTerms, u as updateServers } from './update.js';
import { o as oneLine } from './errors.js';
import { o as ownValue } from './safe-text.js';
import { runBuilds } from './build.js';
import { p as printGitAdd } from './snapshot-command.js';
import 'node:fs';
import './package.js';
import './files.js';
import 'node:fs/promises';
import 'node:crypto';
import './change.js';
import './rules.js';
import './_commonjsHelpers.js';
import './io.js';
import './validity.js';
import './ajv.js';
import './ajv2.js';
import 'node:worker_threads';
import './edit-distance.js';
import './rfc8785.js';
import './types.js';
import './checks.js';
import './context-cost.js';
import './workers.js';
import 'node:url';
import './schemas.js';
import './gate.js';
import './review.js';
import './load.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './types2.js';
import './ignore.js';
import 'node:os';
import './compare.js';
import './client-dialects.js';
import './ajvProvider-BIwGVY6G.js';
import './judge-clients.js';
import './builder.js';
import './mcp-headers.js';
import './base-contract.js';
import 'node:child_process';
import 'node:util';
import './fail-on.js';
import './uncommitted.js';
import './servers.js';
import './timeouts.js';
import './secrets.js';
import './redact.js';

/**
 * `update`: the use case (commands/update.ts) run, and what it wrote and accepted printed: each
 * golden file, then the breaking changes the pull request's review will find, accepted (--approve)
 * or with the command that accepts them.
 */
async function updateCommand(command, options, selection, settings, io) {
    const terms = acceptTerms({ reason: options.approve, expires: options.expires }, { reason: '--approve', expires: '--expires' });
    const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
    const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
    const place = acceptPlaceHere(selection.servers, command, { ...options, contract: options.out }, io.cwd);
    const commands = commandsOf(selection.servers, place);
    runBuilds(selection.servers, options.build !== false, io); // after the terms are checked: a typo costs no build
    // A removed server is accepted by name (update --server NAME): its command is its own.
    const approve = (name) => (ownValue(commands, name) ?? removedAcceptCommands(name, place))?.approve;
    const say = { policy: relative(io.cwd, policyFile), terms, approve };
    const { results, exitCode } = await updateServers({
        servers: selection.servers,
        configured: selection.configured,
        ...(selection.removed !== undefined ? { removedServer: selection.removed } : {}),
        env: io.env,
        cwd: io.cwd,
        ...(settings.out ? { out: settings.out } : {}),
        ...(settings.transcriptDir ? { transcriptDir: settings.transcriptDir } : {}),
        recordBodies: options.transcriptBodies,
        failOn: settings.failOn,
        redactor: io.redactor,
        warn: io.warn,
        base: options.base !== undefined ? { ref: options.base } : {},
        ...(selection.configFile ? { configFile: selection.configFile } : {}),
        policyFile,
        root: selection.root,
        ...(terms ? { accept: terms } : {}),
        done: (result) => printUpdate(result, say, io),
        removedDone: (result) => printRemoved(result, say, io),
    });
    printGitAdd([...results.map((result) => result.file), policyFile], io);
    return exitCode;
}
/** One server's update, as the terminal tells it. */
function printUpdate(result, say, io) {
    if (result.written)
        io.stdout(`updated ${relative(io.cwd, result.file) || result.file}: ${describeContract(result.contract)}\n`);
    if (result.intended)
        printIntended(result.name, result.intended, say, io);
    for (const line of failureLines(result))
        io.stderr(`error: ${line}\n`);
}
/** A server the branch removed: not run; its removal told or accepted. */
function printRemoved({ name, path, intended }, say, io) {
    io.stdout(`removed ${JSON.stringify(oneLine(name, 80))} from the config: not run; its golden contract ${oneLine(path, 300)} at the base counts as every entity removed\n`);
    printIntended(name, intended, say, io);
}
/** The breaking changes since the base: accepted, or what the review will need approved and the command that accepts them. */
function printIntended(name, intended, say, io) {
    const since = intended.base ? `${intended.base.ref} (${intended.base.commit.slice(0, 12)})` : 'the golden contract before this update';
    const whose = JSON.stringify(oneLine(name, 80));
    const open = intended.unapproved;
    if (intended.note)
        io.stdout(`note: ${oneLine(intended.note, 500)}\n`);
    if (intended.problem !== undefined) {
        if (say.terms)
            io.warn(`nothing accepted for ${whose}: ${intended.problem}`);
    }
    else if (intended.accepted) {
        const until = say.terms.expires ? `, until ${say.terms.expires}` : '';
        io.stdout([`accepted ${count(open)} since ${since} in ${say.policy} (${intended.accepted}${until}): ${oneLine(say.terms.reason, 300)}`, ...changeLines(open)].join('\n') + '\n');
    }
    else if (say.terms) {
        io.stdout(`nothing to accept for ${whose}: no unapproved breaking change since ${since}\n`);
    }
    else if (open.length > 0) {
        const command = say.approve(name);
        const how = command ? `: ${command} (writes ${say.policy})` : ` in ${say.policy}`;
        const next = `next: accept ${open.length === 1 ? 'it' : 'them'} with your reason${how}, or add the label ${DEFAULT_APPROVE_LABEL} to the pull request`;
        io.stdout([`${count(open)} since ${since}: the pull request's review will need an approval`, ...changeLines(open), next].join('\n') + '\n');
    }
}
/** "2 breaking changes"; "1 change to approve" where one is not breaking (a context budget exceeded). */
function count(changes) {
    const [n, s] = [changes.length, changes.length === 1 ? '' : 's'];
    return changes.every((change) => change.level === 'breaking') ? `${n} breaking change${s}` : `${n} change${s} to approve`;
}
/** Breaking changes listed by fingerprint, up to this many. */
const LISTED = 20;
function changeLines(changes) {
    const lines = changes.slice(0, LISTED).map((change) => `  ${change.fingerprint} ${change.rule} (${oneLine(change.entity, 120)}): ${oneLine(change.message, 300)}`);
    if (changes.length > LISTED)
        lines.push(`  and ${changes.length - LISTED} more`);
    return lines;
}

export { updateCommand };
