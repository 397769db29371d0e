import type { ServerConfig } from '../config/types.js';
import { normalise } from '../contract/normalise.js';
import type { Contract } from '../contract/types.js';
import { discover } from '../discovery/discover.js';

/** Discovers a live server and returns its contract. */
export async function snapshotServer(server: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<Contract> {
  return normalise(await discover(server, env));
}

/** One line that says what a contract holds. */
export function describeContract(contract: Contract): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    `${contract.protocol.revision} (${contract.protocol.era} era)`,
    count(Object.keys(contract.tools).length, 'tool'),
    count(Object.keys(contract.resources).length, 'resource'),
    count(Object.keys(contract.resourceTemplates).length, 'resource template'),
    count(Object.keys(contract.prompts).length, 'prompt'),
  ].join(', ');
}
