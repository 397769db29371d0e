import type { RegistryEntry } from '../config/registry.js';
import type { JsonObject } from '../contract/types.js';
import { oneLine } from '../errors.js';
import { failed, passed, type Evidence } from './types.js';

/**
 * The MCP Registry entry against the live server: its `version` and each `packages[].version`
 * must be the live `serverInfo.version` (a leading `v` aside), or the registry advertises
 * another release. Each mismatch is its own item, named by the file and its JSON pointer.
 */
export function evaluateRegistry(entry: RegistryEntry, serverInfo: JsonObject | null): Evidence[] {
  const live = typeof serverInfo?.version === 'string' ? serverInfo.version : undefined;
  const places = [
    { pointer: '/version', version: entry.version, pkg: undefined },
    ...entry.packages.flatMap((pkg, index) => (pkg.version === undefined ? [] : [{ pointer: `/packages/${index}/version`, version: pkg.version, pkg }])),
  ];
  const mismatched = places.filter((place) => live === undefined || bare(place.version) !== bare(live));
  const liveText = live === undefined ? 'no serverInfo.version' : `serverInfo.version ${quote(live)}`;
  if (mismatched.length === 0) return [passed('registry_version_in_step', 'server', `${entry.label} advertises ${quote(entry.version)}, the live server's version`, { file: entry.label })];
  return mismatched.map(({ pointer, version, pkg }) => {
    const what = pkg ? `package ${quote(pkg.identifier)} (${oneLine(pkg.registryType, 40)}) at version ${quote(version)}` : `version ${quote(version)}`;
    const message = `${entry.label} at ${pointer} advertises ${what}, but the live server sends ${liveText}: update ${entry.label} with the release`;
    return failed('registry_version_mismatch', `registry:${pointer}`, message, { file: entry.label, pointer, registry: version, live: live ?? null });
  });
}

function bare(version: string): string {
  return version.replace(/^v(?=\d)/, '');
}

function quote(text: string): string {
  return JSON.stringify(oneLine(text, 80));
}
