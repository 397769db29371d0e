import { statSync } from 'node:fs';
import type { ServerConfig } from '../config/types.js';
import { contextCostOf, contextCostOff, prefetchTokenCounter } from '../contract/context-cost.js';
import { verifyDigests } from '../contract/digests.js';
import { parseContract, parseContractBeside, readContractText } from '../contract/io.js';
import { InputError } from '../errors.js';
import { budgetChanges } from '../policy/context-budget.js';
import type { FailOn } from '../policy/gate.js';
import type { SemverMode } from '../policy/semver.js';
import type { ServerOutcome } from '../report/outcome.js';
import type { Report } from '../report/report.js';
import { classify } from './classify.js';
import { gatedReport } from './gated-report.js';

export interface DiffRequest {
  beforeFile: string;
  afterFile: string;
  /** diff --config: the server the contracts name is looked up there (its ignore entries, descriptions mode and semver). */
  config?: { file?: string; servers: ServerConfig[] };
  /** The second file as the command line named it, for the message when the config lacks its server. */
  afterName: string;
  failOn: FailOn;
  semver?: SemverMode;
  /** The report's paths are relative to this folder. */
  root: string;
  /** The command's environment: MCG_CONTEXT_COST=off leaves the context cost out (a bench baseline). */
  env?: NodeJS.ProcessEnv;
}

/** `diff`: two contract files, no server: their digests checked, classified, gated as `check` gates a drift. */
export async function diffContracts(request: DiffRequest): Promise<{ outcome: ServerOutcome; report: Report }> {
  const costed = !contextCostOff(request.env ?? {});
  // Files of different sizes have a tool to count, most likely: the tokenizer loads beside the reading and parsing (a worker thread, from the bundle).
  if (costed && sizeOf(request.afterFile) !== sizeOf(request.beforeFile)) prefetchTokenCounter();
  const beforeText = await readContractText(request.beforeFile);
  const before = parseContract(beforeText, request.beforeFile);
  // What the two files share, byte for byte, is parsed once (src/contract/spans.ts).
  const after = parseContractBeside(await readContractText(request.afterFile), request.afterFile, { text: beforeText, contract: before });
  verifyDigests({ contract: before, file: request.beforeFile }, { contract: after, file: request.afterFile });
  const server = request.config?.servers.find((candidate) => candidate.name === after.server);
  if (request.config && !server) throw new InputError(`config ${request.config.file}: no server named "${after.server}" (the server of ${request.afterName}), so there is nothing to apply`);
  // The first file's counts are trusted, the second's are not: only what changed is counted (the tokenizer loading meanwhile).
  const costing = costed ? contextCostOf(before, after) : undefined;
  costing?.catch(() => undefined); // awaited below; not an unhandled rejection when classifying fails first
  const { changes, notes } = await classify(before, after);
  const contextCost = await costing;
  const outcome: ServerOutcome = {
    name: after.server,
    contractFile: request.afterFile,
    golden: before,
    current: after,
    changes: [...changes, ...(contextCost ? budgetChanges(contextCost, server?.contextBudget) : [])],
    notes,
    ...(contextCost ? { contextCost } : {}),
  };
  return { outcome, report: gatedReport([outcome], [server], request.failOn, request.semver, request.root) };
}

/** A file's size in bytes; undefined when it cannot be read (readContractText says why). */
function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}
