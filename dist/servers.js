import { dirname, resolve } from 'node:path';
import { c as checkPlaces, b as commandLineConfig, l as loadConfig, f as findDefaultConfig } from './load.js';
import { I as InputError, c as repositoryRoot, s as secretValues, b as insideRoot } from './files.js';

/** The servers a command acts on: from `-- COMMAND`/`--url`, else the config file (named or found). Their secrets join the redactor. */
async function selectServers(command, options, io) {
    const inline = command.length > 0 || options.url !== undefined;
    if (inline && options.config)
        throw new InputError('give either --config or a server on the command line, not both');
    const config = inline
        ? checkPlaces(commandLineConfig({ name: options.name, command, url: options.url, sse: options.sse, cwd: io.cwd }), repositoryRoot(io.cwd))
        : await loadConfig(resolveConfigPath(options.config, io.cwd));
    io.redactor.add(secretValues(config.servers, io.env));
    const root = config.root ?? (config.file ? dirname(config.file) : io.cwd);
    const place = (path, option) => insideRoot(root, resolve(io.cwd, path), option);
    if (!options.server)
        return { servers: config.servers, root, place };
    const chosen = config.servers.filter((server) => server.name === options.server);
    if (chosen.length === 0) {
        throw new InputError(`no server named "${options.server}" (the config has ${config.servers.map((s) => `"${s.name}"`).join(', ')})`);
    }
    return { servers: chosen, root, place };
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
