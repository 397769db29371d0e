import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { Acceptance } from '../config/policy.js';
import type { ServerConfig } from '../config/types.js';
import { readContract, readContractText } from '../contract/io.js';
import type { Change } from '../diff/change.js';
import { GateError, InputError, oneLine } from '../errors.js';
import type { FileWrite } from '../files.js';
import type { ApprovalSettings } from '../policy/approvals.js';
import { reviewPolicy } from '../policy/relaxations.js';
import { recordAcceptances } from './acceptances.js';
import { baseGolden, choosesEveryServer, movedNote, planBase, requireBaseCommit, reviewBase, type BaseContract, type RemovedServer, type ReviewBase } from './base-contract.js';
import { intendedChange, intendedRemoval } from './intended-change.js';
import { approvalSettings, today } from './review.js';
import { eachServer, snapshotServer, type ServerSnapshot, type SnapshotRequest } from './snapshot-servers.js';

/** The reason and expiry `update --approve` (the action's approve-reason) accepts with. */
export type AcceptTerms = Omit<Acceptance, 'fingerprint'>;

/** `update` of every server: the snapshot request, and the intended change it makes, told or accepted. */
export interface UpdateRequest extends SnapshotRequest<ServerUpdate> {
  /** Where the pull request's review will start: a commit (the action's pull request base), a ref (--base), or neither (the merge base with the default branch). */
  base: { commit?: string; ref?: string };
  /** The head's config file: the base's golden contracts are found through it. */
  configFile?: string;
  /** The policy file (absolute), inside `root`. */
  policyFile: string;
  root: string;
  /** Accept the unapproved breaking changes in the policy file with these terms. */
  accept?: AcceptTerms;
  /** Every server of the config, when `servers` is a choice of them (--server): the base's servers pair with them all, and none is taken for removed. */
  configured?: ServerConfig[];
  /** --server named no server of the config: the one the branch removed by that name, whose removal alone is told or accepted. */
  removedServer?: string;
  /** Each removed server as it is done (after the configured ones). */
  removedDone?(result: RemovedUpdate): void;
}

/** A server of the base config the branch removed: never run; its removal (every entity of its golden contract at the base) told or accepted. */
export interface RemovedUpdate {
  name: string;
  /** Its golden contract at the base, from the repository root. */
  path: string;
  intended: IntendedUpdate;
}

/** One server updated: its snapshot, and the intended change since the base (absent for a new contract or one not written). */
export interface ServerUpdate extends ServerSnapshot {
  intended?: IntendedUpdate;
}

interface IntendedUpdate {
  /** Where the change is counted from; undefined outside git (the golden file before this update). */
  base?: ReviewBase;
  /** The breaking changes since the base that nothing approved before this update (accepted now when `accepted` is set). */
  unapproved: Change[];
  /** How the policy file was written with their acceptances. */
  accepted?: FileWrite;
  /** Why the intended change could not be told (a broken baseline, which an update may repair). */
  problem?: string;
  /** The golden file moved since the base. */
  note?: string;
}

export interface UpdateResult {
  results: ServerUpdate[];
  /** The servers the branch removed since the base (none outside git, or for a --server of the config). */
  removed: RemovedUpdate[];
  exitCode: number;
  /** Where the intended change is counted from; undefined outside git (the golden files before this update). */
  base?: ReviewBase;
}

/**
 * `update`: each golden contract rewritten from its live server (checked as snapshot checks it),
 * then the breaking changes the pull request's review will find once it is committed: the
 * golden contract at the base (found as the review finds it; outside git, the file before the
 * rewrite) against the new one, classified and approved by the same function as the review.
 * With `accept`, those are accepted in the policy file. The base, the policy file and the terms
 * are checked before any server starts.
 */
export async function updateServers(request: UpdateRequest): Promise<UpdateResult> {
  const approvals = await approvalSettings({ policyFile: request.policyFile, root: request.root });
  const base = await updateBase(request);
  if (request.removedServer !== undefined && !base)
    throw new InputError(noSuchServer(request, 'there is no base commit to find the servers it removed at (not in git, or no default branch: give --base REF)'));
  const results = await eachServer(request, (server) => updateOne(server, request, base, approvals));
  const removed: RemovedUpdate[] = [];
  // After the snapshots: the base pairs with the golden files as this update wrote them, as the review will.
  for (const server of base ? await removedSince(request, base) : []) {
    const result = await updateRemoved(server, request, base!, approvals);
    request.removedDone?.(result);
    removed.push(result);
  }
  return { ...results, removed, ...(base ? { base } : {}) };
}

/** The servers of the base config the branch removed, that this update tells: every one (all servers updated), the one --server names, or none (a choice of the config's). */
async function removedSince(request: UpdateRequest, base: ReviewBase): Promise<RemovedServer[]> {
  const configured = request.configured ?? request.servers;
  if (request.removedServer === undefined && !choosesEveryServer(request.servers, configured)) return [];
  if (!request.configFile && request.removedServer === undefined) return [];
  const heads = configured.map((server) => ({ server, file: server.contract }));
  const plan = await planBase(heads, { commit: base.commit, cwd: request.cwd, ...(request.configFile ? { configFile: request.configFile } : {}) });
  if (request.removedServer === undefined) return plan.removed;
  const named = plan.removed.filter((removed) => removed.server.name === request.removedServer);
  if (named.length === 0) throw new InputError(noSuchServer(request, `nor does the base config at ${base.ref} (${base.commit.slice(0, 12)}) have a server of that name that this branch removed`));
  return named;
}

/** --server named no server of the config, and no removed one either: what the config has, and why the base did not help. */
function noSuchServer(request: UpdateRequest, why: string): string {
  const names = (request.configured ?? request.servers).map((server) => JSON.stringify(oneLine(server.name, 80))).join(', ');
  return `no server named ${JSON.stringify(oneLine(request.removedServer ?? '', 80))} in the config (it has ${names || 'none'}); ${why}`;
}

/** A removed server: its removal since the base (every entity of its golden contract there), told or accepted; nothing runs. */
async function updateRemoved(removed: RemovedServer, request: UpdateRequest, base: ReviewBase, approvals: ApprovalSettings): Promise<RemovedUpdate> {
  const { server, path, text } = removed;
  const told = { name: server.name, path };
  if (text === undefined) return { ...told, intended: { base, unapproved: [], note: `its golden contract ${path} does not exist at the base commit: nothing to accept` } };
  try {
    const intended = await intendedRemoval({ server, path, text }, base.commit, approvals);
    const unapproved = intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint));
    return { ...told, intended: await withAcceptances({ base, unapproved }, server.name, request, approvals) };
  } catch (error) {
    if (!(error instanceof GateError)) throw error;
    return { ...told, intended: { base, unapproved: [], problem: error.message } };
  }
}

/** The intended change with its unapproved breaking changes accepted in the policy file, when the request accepts (the acceptances join `approvals`). */
async function withAcceptances(told: IntendedUpdate, name: string, request: UpdateRequest, approvals: ApprovalSettings): Promise<IntendedUpdate> {
  const terms = request.accept;
  if (told.problem !== undefined || !terms || told.unapproved.length === 0) return told;
  const accepted = await recordAcceptances(
    request.policyFile,
    request.root,
    told.unapproved.map((change) => ({ server: name, change })),
    terms,
  );
  approvals.acceptances.push(...told.unapproved.map((change) => ({ fingerprint: change.fingerprint, ...terms })));
  return { ...told, accepted };
}

/** One server: its snapshot, then its intended change since the base, told or accepted (the acceptances join `approvals`). */
async function updateOne(server: ServerConfig, request: UpdateRequest, base: ReviewBase | undefined, approvals: ApprovalSettings): Promise<ServerUpdate> {
  const file = request.out ?? server.contract;
  const before = base ? undefined : await fileBefore(file);
  const snapshot = await snapshotServer(server, request);
  if (!snapshot.written) return snapshot;
  // Paired as the review pairs it, among every server of the config, with the golden file just written.
  const heads = (request.configured ?? request.servers).map((each) => ({ server: each, file: each.contract }));
  const baseline = before ?? (await baseGolden(server, file, { commit: base!.commit, cwd: request.cwd, ...(request.configFile ? { configFile: request.configFile } : {}) }, heads));
  if ('missing' in baseline) return snapshot;
  const label = `${relative(request.cwd, file)} at ${base ? base.commit.slice(0, 12) : 'the start of this update'}`;
  const intended = await openChanges(server, file, baseline, label, approvals, request.cwd);
  const note = movedNote(baseline);
  const told = { ...intended, ...(base ? { base } : {}), ...(note ? { note } : {}) };
  return { ...snapshot, intended: await withAcceptances(told, server.name, request, approvals) };
}

/** The base commit: given (it must be in the clone), a ref resolved, or the merge base with the default branch; undefined outside git. */
async function updateBase(request: UpdateRequest): Promise<ReviewBase | undefined> {
  if (request.base.commit) {
    await requireBaseCommit(request.base.commit, request.cwd);
    return { commit: request.base.commit, ref: 'the pull request base' };
  }
  return reviewBase(request.cwd, request.base.ref);
}

/** Outside git, the review's base is the golden file before this update. */
async function fileBefore(file: string): Promise<BaseContract> {
  return existsSync(file) ? { text: await readContractText(file), path: file, headPath: file } : { missing: 'a new golden contract' };
}

/** The breaking changes of the rewritten `file` since the baseline that nothing approves yet, or why there is no telling. */
async function openChanges(
  server: ServerConfig,
  file: string,
  baseline: { text: string; server?: ServerConfig },
  label: string,
  approvals: ApprovalSettings,
  cwd: string,
): Promise<{ unapproved: Change[] } | { unapproved: Change[]; problem: string }> {
  const head = { contract: await readContract(file), file: relative(cwd, file) };
  try {
    const intended = await intendedChange({ text: baseline.text, file: label }, head, approvals, reviewPolicy(baseline.server, server), server.oracleTimeoutMs);
    return { unapproved: intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint)) };
  } catch (error) {
    // A broken baseline is what an update may repair: it is told, not thrown.
    if (!(error instanceof GateError)) throw error;
    return { unapproved: [], problem: error.message };
  }
}

/** The acceptance terms as given (--approve/--expires, or the action's approve-reason/approve-expires), checked as the policy file's schema would; an expiry in the past approves nothing. */
export function acceptTerms(given: { reason?: string; expires?: string }, names: { reason: string; expires: string }): AcceptTerms | undefined {
  if (given.reason === undefined) {
    if (given.expires !== undefined) throw new InputError(`${names.expires} goes with ${names.reason}: it is the last day the acceptance holds`);
    return undefined;
  }
  const reason = given.reason.trim();
  if (reason.length < 3) throw new InputError(`${names.reason} needs a reason of at least 3 characters: why the breaking change is fine`);
  if (given.expires === undefined) return { reason };
  const expires = given.expires;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(expires) && !Number.isNaN(Date.parse(expires)) && new Date(expires).toISOString().startsWith(expires);
  if (!valid) throw new InputError(`${names.expires} must be a date as YYYY-MM-DD (got ${JSON.stringify(oneLine(expires, 40))})`);
  if (expires < today()) throw new InputError(`${names.expires} ${expires} is past: the acceptance would approve nothing`);
  return { reason, expires };
}
