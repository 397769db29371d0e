import type { ServerConfig } from '../config/types.js';
import { contextCostOf, contextCostOff, prefetchTokenCounter, type ContextCost } from '../contract/context-cost.js';
import { verifyDigests } from '../contract/digests.js';
import { readContract, redactContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { DiscoveryError, GateError } from '../errors.js';
import type { ServerOutcome } from '../report/outcome.js';
import { budgetChanges } from '../policy/context-budget.js';
import { Redactor } from '../redact.js';
import type { TranscriptEntry } from '../transport/session.js';
import { classify } from './classify.js';
import { inspectServer } from './observe-server.js';

/**
 * Drift: the live server against its golden contract. The golden file is read, never written.
 * The live contract is redacted as `update` would write it, so a secret the server says compares equal.
 */
export async function checkServer(
  server: ServerConfig,
  options: { contractFile?: string; recordBodies?: boolean; redactor?: Redactor; warn?: (text: string) => void },
  env: NodeJS.ProcessEnv,
): Promise<ServerOutcome> {
  const contractFile = options.contractFile ?? server.contract;
  const outcome: ServerOutcome = { name: server.name, contractFile, changes: [], notes: [] };
  // timeouts.totalMs bounds the whole run: discovery has it (inspectServer), and classifying ends by it too.
  const runEnd = { at: Date.now() + server.totalTimeoutMs, totalMs: server.totalTimeoutMs };
  const costed = !contextCostOff(env);
  try {
    const golden = await readContract(contractFile); // a broken golden file fails before the server is started
    // Every live tool is counted: the tokenizer's ranks load while the server starts.
    if (costed) prefetchTokenCounter();
    let compared: { live: Contract; classified: ReturnType<typeof classify>; costing?: Promise<ContextCost> } | undefined;
    const { evidence, transcript } = await inspectServer(server, env, {
      recordBodies: options.recordBodies,
      warn: options.warn,
      // Classifying starts as soon as the contract is there, beside the evidence (see inspectServer).
      beside: (contract) => {
        const live = redactContract(contract, options.redactor ?? new Redactor());
        verifyDigests({ contract: golden, file: contractFile }, { contract: live });
        const classified = classify(golden, live, server.oracleTimeoutMs, server.classifyTimeoutMs, runEnd);
        classified.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
        // The golden's counts are trusted for its side; the live server's tools are all counted (the budget's total).
        const costing = costed ? contextCostOf(golden, live, { live: true }) : undefined;
        costing?.catch(() => undefined);
        compared = { live, classified, ...(costing ? { costing } : {}) };
      },
    });
    const { live, classified, costing } = compared!;
    const contextCost = await costing;
    const { changes, notes } = await classified;
    const budget = contextCost ? budgetChanges(contextCost, server.contextBudget) : [];
    return { ...outcome, golden, current: live, changes: [...changes, ...budget], notes, ...(contextCost ? { contextCost } : {}), evidence, transcript };
  } catch (error) {
    if (!(error instanceof GateError)) throw error;
    const transcript = error instanceof DiscoveryError ? (error.transcript as TranscriptEntry[] | undefined) : undefined;
    return { ...outcome, error: { exitCode: error.exitCode, message: error.message }, ...(transcript ? { transcript } : {}) };
  }
}
