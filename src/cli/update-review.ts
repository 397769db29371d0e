import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defaultPolicyFile } from '../commands/accept-command.js';
import { recordAcceptances } from '../commands/acceptances.js';
import type { ServerConfig } from '../config/types.js';
import { ownValue } from '../json/own.js';
import { loadAcceptances, type Acceptance } from '../config/policy.js';
import { readContract, readContractText } from '../contract/io.js';
import type { Change } from '../diff/change.js';
import { GateError, InputError, oneLine } from '../errors.js';
import { DEFAULT_APPROVE_LABEL, type ApprovalSettings } from '../policy/approvals.js';
import { contractAtCommit, reviewBase } from '../commands/base-contract.js';
import type { IntendedChangeStep } from '../commands/snapshot-servers.js';
import { intendedChange } from '../commands/intended-change.js';
import { acceptCommandsHere } from '../commands/accept-command.js';
import type { CommandIo, ServerSelection } from './io.js';
import type { Selection } from './servers.js';

/** `update`'s options about the intended change it makes. */
export interface UpdateOptions {
  /** Accept the breaking changes with this reason in the policy file, in the same round. */
  approve?: string;
  /** YYYY-MM-DD: the last day the acceptances hold. */
  expires?: string;
  /** The commit the pull request's review will start from (default: the merge base with the default branch). */
  base?: string;
  policyFile?: string;
  out?: string;
}

/**
 * The breaking changes a pull request's review will find once the rewritten golden file is
 * committed: the golden contract at the base (by git; outside git, the file before the rewrite)
 * against the new one, classified and approved by the same function as the action's review.
 * With --approve, they are accepted in the policy file; without, `update` says the review will
 * need an approval and how. Checked before any server starts: the options, the policy file, the base.
 */
export async function intendedChangeStep(command: string[], options: ServerSelection & UpdateOptions, selection: Selection, io: CommandIo): Promise<IntendedChangeStep> {
  const today = new Date().toISOString().slice(0, 10);
  const terms = approvalTerms(options, today);
  const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
  const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
  const approvals: ApprovalSettings = { label: DEFAULT_APPROVE_LABEL, prLabels: [], acceptances: await loadAcceptances(policyFile, selection.root), majorBumpApproves: false, today };
  const base = await reviewBase(io.cwd, options.base);
  const since = base ? `${base.ref} (${base.commit.slice(0, 12)})` : 'the golden contract before this update';
  const commands = acceptCommandsHere(selection.servers, command, { ...options, contract: options.out }, io.cwd);
  const policyName = relative(io.cwd, policyFile);
  const whose = (server: ServerConfig) => JSON.stringify(oneLine(server.name, 80));

  /** The breaking changes of `file` since the baseline that nothing approves yet; undefined when there is no telling. */
  const unapproved = async (server: ServerConfig, file: string, baseline: { text: string }): Promise<Change[] | undefined> => {
    const head = { contract: await readContract(file), file: relative(io.cwd, file) };
    const label = `${head.file} at ${base ? base.commit.slice(0, 12) : 'the start of this update'}`;
    try {
      const intended = await intendedChange({ text: baseline.text, file: label }, head, approvals, server.oracleTimeoutMs);
      return intended.changes.filter((change) => intended.unapproved.includes(change.fingerprint));
    } catch (error) {
      // A broken baseline is what an update may repair: only a requested acceptance must say it could not be made.
      if (!(error instanceof GateError)) throw error;
      if (terms) io.warn(`nothing accepted for ${whose(server)}: ${error.message}`);
      return undefined;
    }
  };

  const tell = (server: ServerConfig, open: Change[]) => {
    if (open.length === 0) return;
    const next = `next: accept ${open.length === 1 ? 'it' : 'them'} with your reason: ${ownValue(commands, server.name)!.approve} (writes ${policyName}), or add the label ${DEFAULT_APPROVE_LABEL} to the pull request`;
    io.stdout([`${count(open)} since ${since}: the pull request's review will need an approval`, ...changeLines(open), next].join('\n') + '\n');
  };

  const accept = async (server: ServerConfig, open: Change[], accepted: Omit<Acceptance, 'fingerprint'>) => {
    if (open.length === 0) return io.stdout(`nothing to accept for ${whose(server)}: no unapproved breaking change since ${since}\n`);
    const written = await recordAcceptances(
      policyFile,
      selection.root,
      open.map((change) => ({ server: server.name, change })),
      accepted,
    );
    approvals.acceptances.push(...open.map((change) => ({ fingerprint: change.fingerprint, ...accepted })));
    const until = accepted.expires ? `, until ${accepted.expires}` : '';
    io.stdout([`accepted ${count(open)} since ${since} in ${policyName} (${written}${until}): ${oneLine(accepted.reason, 300)}`, ...changeLines(open)].join('\n') + '\n');
  };

  return {
    baseline: async (file) => {
      if (base) return contractAtCommit(file, base.commit, io.cwd);
      return existsSync(file) ? { text: await readContractText(file) } : { missing: 'a new golden contract' };
    },
    after: async (server, file, baseline) => {
      if ('missing' in baseline) return; // a new contract: nothing to review
      const open = await unapproved(server, file, baseline);
      if (open && terms) await accept(server, open, terms);
      else if (open) tell(server, open);
    },
  };
}

/** --approve and --expires, checked as the policy file's schema would (and an expiry in the past approves nothing). */
function approvalTerms(options: UpdateOptions, today: string): Omit<Acceptance, 'fingerprint'> | undefined {
  if (options.approve === undefined) {
    if (options.expires !== undefined) throw new InputError('--expires goes with --approve: it is the last day the acceptance holds');
    return undefined;
  }
  const reason = options.approve.trim();
  if (reason.length < 3) throw new InputError('--approve needs a reason of at least 3 characters: why the breaking change is fine');
  if (options.expires === undefined) return { reason };
  const expires = options.expires;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(expires) && !Number.isNaN(Date.parse(expires)) && new Date(expires).toISOString().startsWith(expires);
  if (!valid) throw new InputError(`--expires must be a date as YYYY-MM-DD (got ${JSON.stringify(oneLine(expires, 40))})`);
  if (expires < today) throw new InputError(`--expires ${expires} is past: the acceptance would approve nothing`);
  return { reason, expires };
}

function count(changes: Change[]): string {
  return `${changes.length} breaking change${changes.length === 1 ? '' : 's'}`;
}

/** Breaking changes listed by fingerprint, up to this many. */
const LISTED = 20;

function changeLines(changes: Change[]): string[] {
  const lines = changes.slice(0, LISTED).map((change) => `  ${change.fingerprint} ${change.rule} (${oneLine(change.entity, 120)}): ${oneLine(change.message, 300)}`);
  if (changes.length > LISTED) lines.push(`  and ${changes.length - LISTED} more`);
  return lines;
}
