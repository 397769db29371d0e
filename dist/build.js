import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { o as oneLine, G as GateError, E as ExitCode } from './errors.js';
import './safe-text.js';

/**
 * The config's build commands, each (command and folder) once, before any server starts: the
 * gate checks the server as built, not what an earlier build left. `--no-build` skips them. The
 * build's output goes to stderr only when it fails (stdout may be a report); a failure is exit 3,
 * as a server that cannot start.
 */
function runBuilds(servers, enabled, io) {
    if (!enabled)
        return;
    const builds = new Map(servers.flatMap((server) => (server.build ? [[`${server.build.cwd}\0${server.build.command}`, server.build]] : [])));
    for (const { command, cwd } of builds.values()) {
        const where = relative(io.cwd, cwd) || '.';
        io.stderr(`build: ${oneLine(command, 300)} (in ${where}; --no-build skips it)\n`);
        const result = spawnSync(command, { cwd, shell: true, env: io.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
        if (result.status === 0)
            continue;
        const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n').slice(-40).join('\n');
        if (output)
            io.stderr(`${output}\n`);
        const how = result.error ? result.error.message : result.signal ? `was ended by ${result.signal}` : `exited with ${result.status}`;
        throw new GateError(`build ${JSON.stringify(oneLine(command, 300))} (in ${where}) ${result.error ? `could not run: ${how}` : how}: the server would be a stale build; fix the build, or give --no-build`, ExitCode.discovery);
    }
}

export { runBuilds };
