import { g as readFileInside } from './files.js';
import { d as compileValidator } from './io.js';
import { b as parseDataFile } from './load.js';
import { o as oneLine } from './errors.js';
import { p as passed, f as failed } from './types.js';

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://mcp-contract-gate.dev/schemas/registry-entry.schema.json";
const title = "MCP Registry server.json, as the gate reads it";
const description = "The part of the MCP Registry's server.json (https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json) the gate compares with the live server: name, version and each package's version. Other fields are the registry's to check and are left alone.";
const type = "object";
const required = [
	"name",
	"version"
];
const properties = {
	name: {
		description: "Reverse-DNS name with one slash, e.g. io.github.user/weather.",
		type: "string",
		pattern: "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
		minLength: 3,
		maxLength: 200
	},
	version: {
		description: "The version of the server this entry describes.",
		type: "string",
		minLength: 1,
		maxLength: 255
	},
	packages: {
		type: "array",
		items: {
			type: "object",
			required: [
				"registryType",
				"identifier"
			],
			properties: {
				registryType: {
					type: "string",
					minLength: 1
				},
				identifier: {
					type: "string",
					minLength: 1
				},
				version: {
					description: "The package's version (optional for mcpb packages).",
					type: "string",
					minLength: 1,
					maxLength: 255
				}
			}
		}
	}
};
var registrySchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	properties: properties
};

const checkEntry = compileValidator(registrySchema);
/**
 * Reads and checks a server.json against the part of the registry's schema the gate relies on;
 * a malformed one is exit 2 naming the file and the JSON pointer (the file is the user's, not the server's).
 */
async function readRegistryEntry(root, file, label) {
    const what = `registry entry ${label}`;
    const parsed = parseDataFile(await readFileInside(root, file, what), what, registrySchema);
    const problem = checkEntry(parsed.data)[0];
    if (problem)
        throw parsed.violation(problem);
    const data = parsed.data;
    const packages = (data.packages ?? []).map(({ registryType, identifier, version }) => ({ registryType, identifier, ...(version === undefined ? {} : { version }) }));
    return { label, name: data.name, version: data.version, packages };
}

/**
 * The MCP Registry entry against the live server: its `version` and each `packages[].version`
 * must be the live `serverInfo.version` (a leading `v` aside), or the registry advertises
 * another release. Each mismatch is its own item, named by the file and its JSON pointer.
 */
function evaluateRegistry(entry, serverInfo) {
    const live = typeof serverInfo?.version === 'string' ? serverInfo.version : undefined;
    const places = [
        { pointer: '/version', version: entry.version, pkg: undefined },
        ...entry.packages.flatMap((pkg, index) => (pkg.version === undefined ? [] : [{ pointer: `/packages/${index}/version`, version: pkg.version, pkg }])),
    ];
    const mismatched = places.filter((place) => live === undefined || bare(place.version) !== bare(live));
    const liveText = live === undefined ? 'no serverInfo.version' : `serverInfo.version ${quote(live)}`;
    if (mismatched.length === 0)
        return [passed('registry_version_in_step', 'server', `${entry.label} advertises ${quote(entry.version)}, the live server's version`, { file: entry.label })];
    return mismatched.map(({ pointer, version, pkg }) => {
        const what = pkg ? `package ${quote(pkg.identifier)} (${oneLine(pkg.registryType, 40)}) at version ${quote(version)}` : `version ${quote(version)}`;
        const message = `${entry.label} at ${pointer} advertises ${what}, but the live server sends ${liveText}: update ${entry.label} with the release`;
        return failed('registry_version_mismatch', `registry:${pointer}`, message, { file: entry.label, pointer, registry: version, live: live ?? null });
    });
}
function bare(version) {
    return version.replace(/^v(?=\d)/, '');
}
function quote(text) {
    return JSON.stringify(oneLine(text, 80));
}

export { evaluateRegistry as e, readRegistryEntry as r };
