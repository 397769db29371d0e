import type { ServerConfig } from '../config/types.js';
import { normalise } from '../contract/normalise.js';
import type { Contract } from '../contract/types.js';
import { discover } from '../discovery/discover.js';
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
 * the evidence: negotiation policy, lifecycle order, schemas that compile, probes.
 */
export async function inspectServer(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: { recordBodies?: boolean } = {}): Promise<Inspection> {
  const discovery = await discover(server, env, {
    recordBodies: options.recordBodies,
    afterWalk: async (session, walked) => {
      const evidence: Evidence[] = [];
      if (server.examples.length) evidence.push(...(await runExamples(session, normalise(walked), server.examples)));
      if (server.subscribeProbe) evidence.push(await probeSubscription(session, walked.negotiated.capabilities, server.subscribeProbe));
      return evidence;
    },
  });
  const matrix = server.protocolMatrix.length ? await probeMatrix(server, server.protocolMatrix, env) : undefined;
  const contract = normalise(discovery, matrix);
  const evidence = [
    ...(matrix ? [info('protocol_matrix', 'server', matrixLine(matrix), matrix)] : []),
    ...evaluateNegotiationPolicy(server.negotiation, discovery.negotiated),
    ...evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities),
    ...evaluateSchemas(contract),
    ...(discovery.after ?? []),
  ];
  return { contract, evidence, transcript: discovery.transcript };
}

function matrixLine(matrix: Record<string, MatrixCell>): string {
  return Object.entries(matrix).map(([revision, cell]) => `${revision}: ${cell.outcome}${cell.selected ? ` (${cell.selected})` : ''}`).join(', ');
}

/** Discovers a live server and returns its contract. */
export async function snapshotServer(server: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<Contract> {
  return (await inspectServer(server, env)).contract;
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
