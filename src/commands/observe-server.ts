import type { ServerConfig } from '../config/types.js';
import { normalise } from '../discovery/normalise.js';
import { recordedSection, type Recordings } from '../contract/recorded.js';
import type { Contract, MatrixCell } from '../contract/types.js';
import type { DiscoverOptions } from '../discovery/discover.js';
import type { Discovery } from '../discovery/types.js';
import { info, type Evidence } from '../evidence/types.js';
import type { TranscriptEntry, RpcSession } from '../transport/session.js';
import type { ClientJudges } from '../evidence/client-judges.js';

/** The transport, the SDK, probes and evidence: loaded when a command reaches a server, not for `diff`. */
const live = () => import('./live.js');

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
export async function inspectServer(
  server: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
  options: { recordBodies?: boolean; beside?: (contract: Contract) => void; warn?: (text: string) => void } = {},
): Promise<Inspection> {
  const { discovery, matrix, contract } = await observe(server, env, {
    recordBodies: options.recordBodies,
    warn: options.warn,
    afterWalk: (session, walked, judges) => probe(server, session, walked, judges),
  });
  const { evaluateNegotiationPolicy, evaluateLifecycle, evaluateSchemas, evaluateDeprecatedFeatures, clientRejectionEvidence, judgeDefinitions } = await live();
  const after = discovery.after?.evidence ?? [];
  // What the caller does with the contract (check: start classifying it) goes on while the
  // evidence is evaluated: comparison worker threads take batches meanwhile.
  options.beside?.(contract);
  const schemaEvidence = await evaluateSchemas(contract);
  const evidence = [
    ...(matrix ? [info('protocol_matrix', 'server', matrixLine(matrix), matrix)] : []),
    ...evaluateNegotiationPolicy(server.negotiation, discovery.negotiated),
    ...evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities),
    ...unsupportedListEvidence(discovery),
    ...evaluateDeprecatedFeatures(server.transport.kind, discovery.negotiated, discovery.transcript),
    ...schemaEvidence,
    ...clientRejectionEvidence(discovery.clientRejections ?? []),
    ...(await judgeDefinitions(contract)),
    ...after,
  ];
  return { contract, evidence, transcript: discovery.transcript };
}

/** The contract of a live server (with its matrix, when configured), unchecked (tests read it; the `snapshotServer` of snapshot-servers.ts writes one): `snapshot` and `update` check it (snapshotWithTranscript). */
export async function discoverContract(server: ServerConfig, env: NodeJS.ProcessEnv = process.env, options: SnapshotOptions = {}): Promise<Contract> {
  return (await observe(server, env, { recordBodies: options.recordBodies, warn: options.warn })).contract;
}

/** What snapshot and update may ask: message bodies in the transcript, and where warnings go (a banner skipped on stdout). */
export type SnapshotOptions = Pick<DiscoverOptions<never>, 'recordBodies' | 'warn'>;

/**
 * A baseline, checked when it is made: the contract, the session, and the evidence of the checks
 * the config enables (canonical examples, negative probes, the subscription probe, on the same
 * session) with the one that needs no config, that the server used only what was negotiated.
 * The answers the config asks to record are recorded here only (check never compares them).
 */
export async function snapshotWithTranscript(
  server: ServerConfig,
  env: NodeJS.ProcessEnv,
  options: SnapshotOptions,
): Promise<{ contract: Contract; transcript: TranscriptEntry[]; evidence: Evidence[] }> {
  const { ConnectionLog, evaluateLifecycle, clientRejectionEvidence, judgeDefinitions } = await live();
  // What the server says outside the recorded calls is the connection's: kept only when something is recorded.
  let connection: InstanceType<typeof ConnectionLog> | undefined;
  const recording = server.examples.some((example) => example.record) || server.record !== undefined;
  const { discovery, contract } = await observe(server, env, {
    recordBodies: options.recordBodies,
    warn: options.warn,
    ...(recording ? { onOpen: (session: RpcSession) => void (connection = new ConnectionLog(session)) } : {}),
    afterWalk: (session, walked, judges) => probe(server, session, walked, judges, true, () => connection?.stop()),
  });
  const used = evaluateLifecycle(discovery.transcript, discovery.negotiated, server.clientCapabilities).filter((e) => e.check === 'undeclared_capability_use');
  const recordings = discovery.after && { ...discovery.after.recordings, connection: connection?.messages ?? [] };
  const recorded = recordings && recordedSection(recordings);
  const judged = [...clientRejectionEvidence(discovery.clientRejections ?? []), ...(await judgeDefinitions(contract))];
  return { contract: recorded ? { ...contract, recorded } : contract, transcript: discovery.transcript, evidence: [...(discovery.after?.evidence ?? []), ...used, ...judged] };
}

/**
 * The probes on the live session: canonical examples, the answers to record (snapshot and update), negative probes, then the subscription probe. A session
 * the negotiation policy refuses is listed (its contract stays reviewable) but not used: its
 * examples are only validated, no tool is called and no probe is sent.
 */
async function probe(server: ServerConfig, session: RpcSession, walked: Discovery, judges: ClientJudges | undefined, record = false, recorded?: () => void): Promise<Probed> {
  const { evaluateNegotiationPolicy, runExamples, runNegativeProbes, probeSubscription, recordAnswers } = await live();
  const refusals = evaluateNegotiationPolicy(server.negotiation, walked.negotiated)
    .filter((e) => e.status === 'fail')
    .map((e) => e.check);
  const examples = refusals.length ? server.examples.map((example) => ({ ...example, call: false })) : server.examples;
  const evidence: Evidence[] = [];
  const negative = server.probes?.negative === true;
  const contract = examples.length || negative ? normalise(walked) : undefined;
  const readOnly = new Set(walked.readOnlyTools);
  const recordings: Recordings = { tools: [], resources: [], prompts: [] };
  if (examples.length) evidence.push(...(await runExamples(session, contract!, examples, readOnly, record ? recordings : undefined, judges)));
  if (record && server.record && !refusals.length) evidence.push(...(await recordAnswers(session, server.record, recordings, judges)));
  recorded?.(); // the probes that follow are not the recording's
  if (negative && !refusals.length) evidence.push(...(await runNegativeProbes(session, contract!, server.probes!, readOnly)));
  if (refusals.length && (server.examples.some((e) => e.call) || server.subscribeProbe || negative)) {
    evidence.push(info('probes_skipped', 'server', `the negotiation policy refused this session (${refusals.join(', ')}): no tool called, no probe sent`, { refusals }));
  } else if (server.subscribeProbe) {
    evidence.push(await probeSubscription(session, walked.negotiated.capabilities, server.subscribeProbe, walked.negotiated.era));
  }
  return { evidence, recordings };
}

/** What the probes found, and the answers they recorded. */
interface Probed {
  evidence: Evidence[];
  recordings: Recordings;
}

/** A list the server declared but answered with "method not found": recorded in the contract, and said here. */
function unsupportedListEvidence(discovery: Discovery): Evidence[] {
  return (discovery.unsupportedLists ?? []).map((method) =>
    info('unsupported_list', 'server', `the server declares ${method.split('/')[0]} but answered ${method} with -32601 (method not found): recorded as unsupported (unsupportedLists)`, { method }),
  );
}

/** One deadline (timeouts.totalMs) for the whole run: discovery, probes and every connection of the matrix. */
async function observe(server: ServerConfig, env: NodeJS.ProcessEnv, options: DiscoverOptions<Probed>) {
  const { startDeadline, discover, probeMatrix } = await live();
  const deadline = startDeadline(server.totalTimeoutMs);
  try {
    const discovery = await discover(server, env, { ...options, deadline: deadline.signal });
    const matrix = server.protocolMatrix.length ? await probeMatrix(server, server.protocolMatrix, env, deadline.signal) : undefined;
    return { discovery, matrix, contract: normalise(discovery, matrix) };
  } finally {
    deadline.dispose();
  }
}

function matrixLine(matrix: Record<string, MatrixCell>): string {
  return Object.entries(matrix)
    .map(([revision, cell]) => `${revision}: ${cell.outcome}${cell.selected ? ` (${cell.selected})` : ''}`)
    .join(', ');
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
