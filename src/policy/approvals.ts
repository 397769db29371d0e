import type { Acceptance } from '../config/policy.js';
import { fingerprintsOf, type Change } from '../diff/change.js';
import { versionBump } from './semver.js';

/** The label that approves every breaking intended change of a pull request (action input approve-label). */
export const DEFAULT_APPROVE_LABEL = 'mcp-contract:approved-breaking';
/** Where acceptances are committed (action input policy-file; the CLI's --policy-file). */
export const DEFAULT_POLICY_FILE = 'mcp-contract.policy.yaml';
export interface ApprovalSettings {
  /** The label that approves every breaking change of the PR. */
  label: string;
  /** Labels on the pull request now. */
  prLabels: string[];
  acceptances: Acceptance[];
  /** Whether a major bump of serverInfo.version approves breaking changes. */
  majorBumpApproves: boolean;
  /** Today, as YYYY-MM-DD (passed in: the core is pure). */
  today: string;
}

export interface Approval {
  fingerprint: string;
  by: string;
}

export interface ApprovalResult {
  approved: Approval[];
  /** Breaking changes that nothing approved: they fail the gate. */
  unapproved: Change[];
}

/** An acceptance past its `expires` day approves nothing (the day itself still counts). */
export function hasLapsed(acceptance: Acceptance, today: string): boolean {
  return acceptance.expires !== undefined && acceptance.expires < today;
}

/** The entries that name a change: by its fingerprint, or by one a retired id of its rule gave it. */
export function acceptancesOf(change: Change, acceptances: readonly Acceptance[]): Acceptance[] {
  const names = fingerprintsOf(change);
  return acceptances.filter((entry) => names.includes(entry.fingerprint));
}

/**
 * The intended changes that need an approval: the breaking ones, and a context budget the change
 * exceeds (a limit the base config set, at whatever level `levels:` gives it: the gate fails on it
 * only at or above fail-on, see decideGate).
 */
function needsApproval(change: Change): boolean {
  return change.level === 'breaking' || change.rule === 'context-budget-exceeded';
}

/** Intended changes that need one are approved by the label, an unexpired acceptance entry, or (if enabled) a major version bump. */
export function approveBreaking(changes: Change[], settings: ApprovalSettings, versions: { base?: string; head?: string }): ApprovalResult {
  const approved: Approval[] = [];
  const unapproved: Change[] = [];
  const labelled = settings.prLabels.includes(settings.label);
  // The version reader of semver advice: 0.4.2 → 0.5.0 is a major bump here as there, 1.4 → 2.0 too.
  const bumped = settings.majorBumpApproves && versionBump(versions.base, versions.head) === 'major';
  for (const change of changes) {
    if (!needsApproval(change)) continue;
    const acceptance = acceptancesOf(change, settings.acceptances).find((entry) => !hasLapsed(entry, settings.today));
    if (acceptance) approved.push({ fingerprint: change.fingerprint, by: `acceptance: ${acceptance.reason}` });
    else if (labelled) approved.push({ fingerprint: change.fingerprint, by: `label ${settings.label}` });
    else if (bumped) approved.push({ fingerprint: change.fingerprint, by: `major version bump ${versions.base} → ${versions.head}` });
    else unapproved.push(change);
  }
  return { approved, unapproved };
}
