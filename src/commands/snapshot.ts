import type { ServerConfig } from '../config/types.js';
import { normalise } from '../contract/normalise.js';
import type { Contract } from '../contract/types.js';
import { discover, type DiscoverOptions } from '../discovery/discover.js';
import { evaluateLifecycle } from '../evidence/lifecycle.js';
import { evaluateNegotiationPolicy } from '../evidence/negotiation-policy.js';
import { evaluateSchemas } from '../evidence/schemas.js';
import { info, type Evidence } from '../evidence/types.js';
import { probeMatrix, type MatrixCell } from '../negotiate/matrix.js';
import { runExamples } from '../probes/examples.js';
import { probeSubscription } from '../probes/subscription.js';
import type { TranscriptEntry } from '../transport/session.js';

/** A live server, looked at: its contract, the evidence about it, and the gate's own session. */
export interface Inspection {
  contract: Contract;
  evidence: Evidence[];
  transcript: TranscriptEntry[];
}

/**
 * Discovers a live server, probes it (canonical examples, the subscription probe, on the same
 * session), proposes every revision of the configured matrix, and returns its contract with
 * the evidence: negotiation policy, lifecycle order, schemas that compile, probes. What `check` uses.
 */
export async function inspectServer(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: { recordBodies?: boolean } = {}): Promise<Inspection> {
  const { discovery, matrix, contract } = await observe(server, env, {
    recordBodies: options.recordBodies,
    afterWalk: async (session, walked) => {
      const evidence: Evidence[] = [];
      if (server.examples.length) evidence.push(...(await runExamples(session, normalise(walked), server.examples)));
      if (server.subscribeProbe) evidence.push(await probeSubscription(session, walked.negotiated.capabilities, server.subscribeProbe));
      return evidence;
    },
  });
  const evidence = [
    ...(matrix ? [info('protocol_matrix', 'server', matrixLine(matrix), matrix)] : []),
    ...evaluateNegotiationPolicy(server.negotiation, discovery.negotiated),
    ...evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities),
    ...evaluateSchemas(contract),
    ...(discovery.after ?? []),
  ];
  return { contract, evidence, transcript: discovery.transcript };
}

/** The contract of a live server (with its matrix, when configured), and the session: what `snapshot` and `update` write. */
export async function snapshotServer(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: { recordBodies?: boolean } = {}): Promise<Contract> {
  return (await snapshotWithTranscript(server, env, options)).contract;
}

export async function snapshotWithTranscript(server: ServerConfig, env: NodeJS.ProcessEnv, options: { recordBodies?: boolean }): Promise<{ contract: Contract; transcript: TranscriptEntry[] }> {
  const { discovery, contract } = await observe(server, env, { recordBodies: options.recordBodies });
  return { contract, transcript: discovery.transcript };
}

async function observe(server: ServerConfig, env: NodeJS.ProcessEnv, options: DiscoverOptions<Evidence[]>) {
  const discovery = await discover(server, env, options);
  const matrix = server.protocolMatrix.length ? await probeMatrix(server, server.protocolMatrix, env) : undefined;
  return { discovery, matrix, contract: normalise(discovery, matrix) };
}

function matrixLine(matrix: Record<string, MatrixCell>): string {
  return Object.entries(matrix).map(([revision, cell]) => `${revision}: ${cell.outcome}${cell.selected ? ` (${cell.selected})` : ''}`).join(', ');
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
