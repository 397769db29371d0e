import { resolve } from 'node:path';
import { i as isFailOn, c as checkServer, b as buildReport, r as reportJson, a as renderTerminal, e as exitCodeOf } from './check-command.js';
import { b as writeFileAtomic, c as commandLineConfig, f as findDefaultConfig, l as loadConfig, a as snapshotServer, e as contractText, w as writeContract } from './servers.js';
import { I as InputError, E as ExitCode } from './process-registry.js';
import { readFile } from 'node:fs/promises';
import 'node:crypto';
import './ajv.js';
import './index2.js';
import 'node:os';
import 'node:worker_threads';
import 'node:url';
import 'node:process';
import 'node:stream';
import 'child_process';
import 'path';
import './_commonjsHelpers.js';
import 'fs';
import 'node:child_process';
import 'node:fs';
import 'process';
import 'buffer';

/** Runs the gate from action inputs; returns the exit code. */
async function runAction(core, env = process.env) {
    const cwd = resolve(env.GITHUB_WORKSPACE ?? process.cwd(), core.getInput('working-directory') || '.');
    const mode = core.getInput('mode') || 'check';
    const failOn = core.getInput('fail-on') || 'effect-relevant';
    if (!isFailOn(failOn))
        throw new InputError(`input fail-on must be breaking, effect-relevant, cosmetic or never (got "${failOn}")`);
    if (mode !== 'check' && mode !== 'update')
        throw new InputError(`input mode must be check or update (got "${mode}")`);
    const config = await actionConfig(core, cwd);
    if (mode === 'update')
        return update(core, config);
    const outcomes = [];
    for (const server of config.servers)
        outcomes.push(await checkServer(server, {}, env));
    const report = buildReport(outcomes, failOn, cwd);
    const reportPath = resolve(cwd, core.getInput('report-path') || 'mcp-contract-report.json');
    await writeFileAtomic(reportPath, reportJson(report));
    const text = renderTerminal(report, 'mcp-contract check', false);
    core.info(text);
    await core.summary.addRaw(fenced(text), true).write();
    core.setOutput('verdict', report.verdict);
    core.setOutput('highest', report.highest);
    for (const [level, count] of Object.entries(report.counts))
        core.setOutput(level, count);
    core.setOutput('cause', JSON.stringify(report));
    core.setOutput('report-path', reportPath);
    core.setOutput('contract-changed', 'false');
    const exitCode = exitCodeOf(report);
    if (exitCode !== ExitCode.pass)
        core.setFailed(`mcp-contract: ${report.verdict} (highest change: ${report.highest}, fail-on: ${failOn})`);
    return exitCode;
}
async function actionConfig(core, cwd) {
    const command = core.getInput('command');
    const url = core.getInput('url');
    if (command || url) {
        const args = core.getInput('args').split('\n').map((line) => line.trim()).filter(Boolean);
        return commandLineConfig({ name: core.getInput('server-name') || undefined, command: command ? [command, ...args] : undefined, url: url || undefined, contract: core.getInput('contract') || undefined, cwd });
    }
    const named = core.getInput('config');
    const file = named ? resolve(cwd, named) : findDefaultConfig(cwd);
    if (!file)
        throw new InputError('no server: set the config input, or command (and args), or url');
    return loadConfig(file);
}
/** `mode: update`: rewrite the golden contracts; never commits or pushes. */
async function update(core, config) {
    let changed = false;
    for (const server of config.servers) {
        const contract = await snapshotServer(server);
        const previous = await readFile(server.contract, 'utf8').catch(() => undefined);
        if (previous !== contractText(contract))
            changed = true;
        await writeContract(server.contract, contract);
        core.info(`updated ${server.contract}`);
    }
    core.setOutput('contract-changed', String(changed));
    return ExitCode.pass;
}
/** A code fence longer than any backtick run inside, so server text cannot close it. */
function fenced(text) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}text\n${text}${fence}\n`;
}

export { runAction };
