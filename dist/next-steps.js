import { resolve } from 'node:path';
import { b as acceptCommands, D as DEFAULT_APPROVE_LABEL, C as CLI_PROGRAM } from './digests.js';
import { a as ownValue, o as oneLine } from './canonical.js';
import { r as rankOf } from './gate.js';

/**
 * The accept commands of the servers a CLI command ran on, to run where it ran: the config
 * named when it was (--config), the server when there is a choice, the golden and policy files
 * when given, a command-line server as it was given.
 */
function cliAcceptCommands(servers, command, options, cwd) {
    const inline = command.length > 0 || options.url !== undefined;
    const config = { ...(options.config ? { file: resolve(cwd, options.config) } : {}), several: options.server !== undefined || servers.length > 1 };
    const place = {
        program: CLI_PROGRAM,
        cwd,
        ...(inline ? {} : { config }),
        ...(options.contract ? { contract: resolve(cwd, options.contract) } : {}),
        ...(options.policyFile ? { policyFile: resolve(cwd, options.policyFile) } : {}),
    };
    return Object.fromEntries(servers.map((server) => [server.name, acceptCommands(server, place)]));
}
/**
 * After a failing check, one or two lines: for each server whose drift fails the gate, the
 * command that accepts it (with --approve where it is breaking: the pull request's review will
 * need an approval), and the label that approves instead. Empty when no drift fails.
 */
function nextSteps(report, commands) {
    const fails = (level) => report.failOn !== 'never' && rankOf(level) >= rankOf(report.failOn);
    const drifted = report.servers.filter((server) => server.changes.some((change) => fails(change.level)) && ownValue(commands, server.name));
    const lines = drifted.map((server) => {
        const accept = ownValue(commands, server.name);
        const whose = report.servers.length > 1 ? ` to ${JSON.stringify(oneLine(server.name, 80))}` : '';
        return `next: if the change${whose} is intended, accept it: ${server.counts.breaking ? accept.approve : accept.update}`;
    });
    if (drifted.some((server) => server.counts.breaking > 0))
        lines.push(`  or: the same without --approve, and the label ${DEFAULT_APPROVE_LABEL} on the pull request`);
    return lines;
}
/** Next steps follow the terminal report where it is printed (stdout), else they go to stderr. */
function printNextSteps(lines, outputs, io) {
    if (lines.length === 0)
        return;
    const terminal = outputs.some((output) => !output.file && output.format.name === 'terminal');
    (terminal ? io.stdout : io.stderr)(`\n${lines.join('\n')}\n`);
}

export { cliAcceptCommands as c, nextSteps as n, printNextSteps as p };
