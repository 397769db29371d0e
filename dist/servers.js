import { dirname, resolve } from 'node:path';
import { a as checkPlaces, c as commandLineConfig, l as loadConfig, f as findDefaultConfig } from './load.js';
import { m as milliseconds, o as overrideTimeouts } from './timeouts.js';
import { I as InputError } from './errors.js';
import { a as repositoryRoot, t as typedPath } from './files.js';
import { s as secretValues } from './secrets.js';
import 'node:fs';
import './io.js';
import 'node:crypto';
import './validity.js';
import './ajv.js';
import './_commonjsHelpers.js';
import './ajv2.js';
import './safe-text.js';
import 'node:worker_threads';
import './edit-distance.js';
import './rfc8785.js';
import 'process';
import 'buffer';
import './known-keys.js';
import './rules.js';
import './types2.js';
import 'node:fs/promises';
import './redact.js';

/** The servers a command acts on: from `-- COMMAND`/`--url`, else the config file (named or found). Their secrets join the redactor. */
async function selectServers(command, options, io, removedByName = false) {
    // With --config, --url points the chosen entry elsewhere (a preview deployment); without, it is the server.
    const moved = options.config !== undefined && options.url !== undefined;
    const inline = command.length > 0 || (options.url !== undefined && !moved);
    if (inline && options.config)
        throw new InputError('give either --config or a server on the command line, not both');
    if (moved && !options.server)
        throw new InputError('--url with --config needs --server NAME: the config entry to run at that URL');
    const environment = commandLineEnvironment(options);
    if (!inline && (environment.env || environment.envPassthrough))
        throw new InputError('--env and --env-passthrough are for a server on the command line (`-- COMMAND ARGS...`); in a config, use env and envPassthrough');
    const timeouts = { requestMs: milliseconds(options.timeout, '--timeout'), totalMs: milliseconds(options.totalTimeout, '--total-timeout') };
    const config = overrideTimeouts(inline
        ? checkPlaces(commandLineConfig({ name: options.name, command, url: options.url, sse: options.sse, cwd: io.cwd, ...environment }), repositoryRoot(io.cwd))
        : await loadConfig(resolveConfigPath(options.config, io.cwd), repositoryRoot(io.cwd)), timeouts);
    io.redactor.add(secretValues(config.servers, io.env));
    for (const warning of config.warnings ?? [])
        io.warn(warning);
    const root = config.root ?? (config.file ? dirname(config.file) : io.cwd);
    const place = (path, option) => typedPath(root, resolve(io.cwd, path), option);
    const from = { root, place, configured: config.servers, ...(config.file ? { configFile: config.file } : {}) };
    if (!options.server)
        return { servers: config.servers, ...from };
    const chosen = config.servers.filter((server) => server.name === options.server);
    // update looks the name up among the servers the branch removed, at the base: an error there if none.
    if (chosen.length === 0 && removedByName && !inline && !moved)
        return { servers: [], removed: options.server, ...from };
    if (chosen.length === 0) {
        throw new InputError(`no server named "${options.server}" (the config has ${config.servers.map((s) => `"${s.name}"`).join(', ')})`);
    }
    return { servers: moved ? chosen.map((server) => atUrl(server, options, io.cwd)) : chosen, ...from };
}
/**
 * A config entry run at `--url` (`--sse`: the legacy transport): its settings kept, its headers
 * only at the origin they were written for (a token for production never goes to a preview URL).
 */
function atUrl(server, options, cwd) {
    const { transport } = commandLineConfig({ name: server.name, url: options.url, sse: options.sse, cwd }).servers[0];
    const sameOrigin = server.transport.kind !== 'stdio' && transport.kind !== 'stdio' && originOf(server.transport.url) === originOf(transport.url);
    const headers = sameOrigin && server.transport.kind !== 'stdio' ? server.transport.headers : {};
    return { ...server, transport: { ...transport, headers } };
}
function originOf(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return undefined;
    }
}
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `--env NAME=VALUE` and `--env-passthrough NAME`, checked: a bad one is exit 2 naming it (the value never printed). */
function commandLineEnvironment(options) {
    const result = {};
    for (const pair of options.env ?? []) {
        const at = pair.indexOf('=');
        const name = at === -1 ? pair : pair.slice(0, at);
        if (at === -1 || !VARIABLE.test(name))
            throw new InputError(`--env ${at === -1 ? JSON.stringify(name.slice(0, 60)) : `${JSON.stringify(name.slice(0, 60))}=...`}: give NAME=VALUE, NAME made of letters, digits and _ (not starting with a digit)`);
        result.env ??= Object.create(null);
        if (Object.hasOwn(result.env, name))
            throw new InputError(`--env ${name}: given twice`);
        result.env[name] = pair.slice(at + 1);
    }
    for (const name of options.envPassthrough ?? []) {
        if (!VARIABLE.test(name))
            throw new InputError(`--env-passthrough ${JSON.stringify(name.slice(0, 60))}: a variable name is letters, digits and _ (not starting with a digit)`);
        (result.envPassthrough ??= []).push(name);
    }
    return result;
}
function resolveConfigPath(named, cwd) {
    if (named)
        return resolve(cwd, named);
    const found = findDefaultConfig(cwd);
    if (!found)
        throw new InputError('no config: give --config FILE, or a server as `-- COMMAND ARGS...` or `--url URL` (looked for mcp-contract.yaml, .yml, .json)');
    return found;
}

export { commandLineEnvironment, selectServers };
