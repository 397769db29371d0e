import { resolve } from 'node:path';
import { c as commandLineConfig, l as loadConfig, f as findDefaultConfig } from './load.js';
import { I as InputError } from './process-registry.js';

/** The servers a command acts on: from `-- COMMAND`/`--url`, else the config file (named or found). */
async function selectServers(command, options, io) {
    const inline = command.length > 0 || options.url !== undefined;
    if (inline && options.config)
        throw new InputError('give either --config or a server on the command line, not both');
    const config = inline
        ? commandLineConfig({ name: options.name, command, url: options.url, sse: options.sse, cwd: io.cwd })
        : await loadConfig(resolveConfigPath(options.config, io.cwd));
    if (!options.server)
        return config.servers;
    const chosen = config.servers.filter((server) => server.name === options.server);
    if (chosen.length === 0) {
        throw new InputError(`no server named "${options.server}" (the config has ${config.servers.map((s) => `"${s.name}"`).join(', ')})`);
    }
    return chosen;
}
function resolveConfigPath(named, cwd) {
    if (named)
        return resolve(cwd, named);
    const found = findDefaultConfig(cwd);
    if (!found)
        throw new InputError('no config: give --config FILE, or a server as `-- COMMAND ARGS...` or `--url URL` (looked for mcp-contract.yaml, .yml, .json)');
    return found;
}

export { selectServers as s };
