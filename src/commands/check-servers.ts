import { existsSync } from 'node:fs';
import { readRegistryEntry, type RegistryEntry } from '../config/registry.js';
import type { ServerConfig } from '../config/types.js';
import { evaluateCollisions } from '../evidence/collisions.js';
import { evaluateRegistry } from '../evidence/registry.js';
import { ExitCode } from '../errors.js';
import { repositoryPath, staleTemporaryWarnings } from '../files.js';
import { acceptancesOf, hasLapsed, type ApprovalSettings } from '../policy/approvals.js';
import { budgetJudgedOnce } from '../policy/context-budget.js';
import type { FailOn } from '../policy/gate.js';
import type { SemverMode } from '../policy/semver.js';
import type { Redactor } from '../redact.js';
import type { AcceptCommands, ServerOutcome } from '../report/outcome.js';
import type { Report } from '../report/report.js';
import { writeTranscript } from '../report/transcript.js';
import { checkServer } from './check.js';
import { gatedReport } from './gated-report.js';
import { choosesEveryServer, planBase, requireBaseCommit, type BasePlan, type BaseSource, type HeadServer } from './base-contract.js';
import { approvalSettings, reviewRemoved, reviewServer } from './review.js';

/** A pull request's review of the intended change, asked for beside the drift (the action on a pull request). */
interface ReviewAsked {
  /** The commit the golden contracts are compared from. */
  base: string;
  /** Labels on the pull request now, and the one that approves every breaking change. */
  prLabels: string[];
  approveLabel: string;
  majorBumpApproves: boolean;
  policyFile: string;
  /** The config file at the head: the base's golden contracts are found through it as the base commit had it. */
  configFile?: string;
}

/** `check` of every server: what the CLI and the action ask for. */
export interface CheckRequest {
  servers: ServerConfig[];
  /** Every server of the config, when `servers` is a choice of them (--server): the base's servers pair with them all, and the review of removed servers is left out. */
  configured?: ServerConfig[];
  env: NodeJS.ProcessEnv;
  /** Where relative paths start. */
  cwd: string;
  /** The report's paths are relative to this folder: the working folder (CLI) or the repository root (action). */
  root: string;
  /** check --contract: the one server's golden file, elsewhere than its config says. */
  contractFile?: string;
  /** Servers checked at once; the outcomes keep the servers' order. */
  concurrency: number;
  transcriptDir?: string;
  recordBodies?: boolean;
  failOn: FailOn;
  semver?: SemverMode;
  /** Per server: the commands that accept its drift, or create its missing golden file. */
  accept: Record<string, AcceptCommands>;
  review?: ReviewAsked;
  redactor: Redactor;
  warn(text: string): void;
  /** How a message names a file: the action names it from the repository root. Default: as it is. */
  pathsIn?(message: string): string;
}

export interface CheckResult {
  outcomes: ServerOutcome[];
  report: Report;
  /** Fingerprints whose acceptance lapsed, with the day it expired. */
  expired: Record<string, string>;
}

/** Checks every server against its golden contract (reviewing the intended change when asked) and gates the run. */
export async function checkServers(request: CheckRequest): Promise<CheckResult> {
  const pathsIn = request.pathsIn ?? ((message: string) => message);
  const goldenFiles = request.servers.map((server) => request.contractFile ?? server.contract);
  for (const warning of staleTemporaryWarnings(goldenFiles, request.cwd)) request.warn(pathsIn(warning));
  const review = request.review;
  const approvals = review ? await approvalSettings({ ...review, label: review.approveLabel, root: request.root }) : undefined;
  // Without the base commit there is no review, and passing would hide a breaking change: fail before any server starts.
  if (review) await requireBaseCommit(review.base, request.cwd);
  const plan = review ? await planBase(headsOf(request), sourceOf(review, request.cwd)) : undefined;
  // A malformed server.json is exit 2 before any server starts, as a broken config is.
  const registries = await readRegistries(request.servers, request.root);
  const expired: Record<string, string> = Object.create(null) as Record<string, string>;
  const checked = await boundedMap(request.servers, request.concurrency, async (server, index) => {
    const outcome = withRegistry(await checkOne(server, request, approvals, plan), registries[index]);
    if (outcome.error) outcome.error = { ...outcome.error, message: pathsIn(outcome.error.message) };
    if (review && approvals) noteExpiredAcceptances(outcome, approvals, repositoryPath(request.root, review.policyFile), expired);
    // Written as each server ends: a later failure loses no transcript.
    if (request.transcriptDir && outcome.transcript) await writeTranscript(request.transcriptDir, outcome.name, outcome.transcript, request.redactor);
    return outcome;
  });
  // Collisions among the configured servers (index-aligned with them), before the removed ones join.
  addCollisions(checked, request.servers);
  // Servers the pull request removed from the config come last, with no config of their own at the head.
  const removed =
    review && approvals && plan && choosesEveryServer(request.servers, request.configured)
      ? await Promise.all(plan.removed.map((server) => reviewRemoved(server, { commit: review.base }, approvals)))
      : [];
  for (const outcome of removed) noteExpiredAcceptances(outcome, approvals!, repositoryPath(request.root, review!.policyFile), expired);
  const outcomes = [...checked, ...removed];
  // The outcomes keep the servers' order: each outcome's config is the server at its index.
  const report = gatedReport(outcomes, request.servers, request.failOn, request.semver, request.root);
  return { outcomes, report, expired };
}

/** The head's servers the base pairs with: every one of the config (those checked as checked, with --contract's golden file). */
function headsOf(request: CheckRequest): HeadServer[] {
  const chosen = new Map(request.servers.map((server) => [server.name, server]));
  return (request.configured ?? request.servers).map((each) => {
    const server = chosen.get(each.name);
    return server ? { server, file: request.contractFile ?? server.contract } : { server: each, file: each.contract };
  });
}

/** One server: its drift, and the intended change of the pull request when a review is asked for. */
async function checkOne(server: ServerConfig, request: CheckRequest, approvals: ApprovalSettings | undefined, plan: BasePlan | undefined): Promise<ServerOutcome> {
  const contractFile = request.contractFile ?? server.contract;
  if (!existsSync(contractFile)) return missingGolden(server, contractFile, request);
  const options = { contractFile, recordBodies: request.recordBodies, redactor: request.redactor, warn: request.warn };
  const outcome = await checkServer(server, options, request.env);
  const review = request.review;
  if (!review || !approvals || !plan || outcome.error) return outcome;
  const head = { contract: outcome.golden!, file: outcome.contractFile, label: repositoryPath(request.root, outcome.contractFile) };
  const reviewed = await reviewServer(server, head, { commit: review.base }, plan.heads.get(server.name)!, approvals);
  const { drift, notes } = budgetJudgedOnce(outcome.changes, reviewed.review.changes);
  return { ...outcome, changes: drift, notes: [...outcome.notes, ...notes, ...reviewed.notes], review: reviewed.review };
}

/** Where the review reads the base: the commit, and the head's config file the base's is looked for through. */
function sourceOf(review: ReviewAsked, cwd: string): BaseSource {
  return { commit: review.base, cwd, ...(review.configFile ? { configFile: review.configFile } : {}) };
}

/** No golden file yet: not compared, and the message gives the whole command that creates it. */
function missingGolden(server: ServerConfig, file: string, request: CheckRequest): ServerOutcome {
  const message = `contract ${repositoryPath(request.root, file)}: no such file; create it with \`${request.accept[server.name]!.update}\` and commit it`;
  return { name: server.name, contractFile: file, changes: [], notes: [], error: { exitCode: ExitCode.usage, message } };
}

/** An unapproved breaking change whose acceptance lapsed says so, with the day: renewing it is the fix. */
function noteExpiredAcceptances(outcome: ServerOutcome, approvals: ApprovalSettings, policyLabel: string, expired: Record<string, string>): void {
  const unapproved = new Set(outcome.review?.unapproved ?? []);
  for (const change of outcome.review?.changes ?? []) {
    if (!unapproved.has(change.fingerprint)) continue;
    const lapsed = acceptancesOf(change, approvals.acceptances).find((entry) => hasLapsed(entry, approvals.today));
    if (!lapsed) continue;
    expired[change.fingerprint] = lapsed.expires!;
    outcome.review!.expired = [...(outcome.review!.expired ?? []), { fingerprint: change.fingerprint, expires: lapsed.expires! }];
    outcome.notes.push(
      `The acceptance of ${change.fingerprint} in ${policyLabel} expired on ${lapsed.expires}: it no longer approves this breaking change; renew it (a later expires) or approve otherwise.`,
    );
  }
}

/** Each server's MCP Registry entry (server.json), read and checked; undefined where it has none. */
async function readRegistries(servers: ServerConfig[], root: string): Promise<Array<RegistryEntry | undefined>> {
  return Promise.all(servers.map((server) => (server.registry ? readRegistryEntry(root, server.registry, repositoryPath(root, server.registry)) : undefined)));
}

/** The registry entry against the live server: evidence, and the version semver advice reads beside serverInfo's. */
function withRegistry(outcome: ServerOutcome, entry: RegistryEntry | undefined): ServerOutcome {
  if (!entry || !outcome.current) return outcome;
  const evidence = [...(outcome.evidence ?? []), ...evaluateRegistry(entry, outcome.current.serverInfo)];
  return { ...outcome, evidence, registry: { label: entry.label, version: entry.version } };
}

/** Tool names two servers of the config expose (unless the config says `collisions: ignore`), on each server's evidence. */
function addCollisions(outcomes: ServerOutcome[], servers: ServerConfig[]): void {
  const compared = outcomes.filter((outcome, index) => outcome.current && servers[index]?.collisions !== 'ignore');
  if (compared.length < 2) return;
  const tools = compared.map((outcome) => {
    const golden = Object.keys(outcome.golden?.tools ?? {});
    const base = baseToolsOf(outcome.review, golden);
    return { server: outcome.name, live: Object.keys(outcome.current!.tools), golden, ...(base ? { base } : {}) };
  });
  const found = evaluateCollisions(tools);
  for (const outcome of compared) {
    const evidence = found.get(outcome.name) ?? [];
    if (evidence.length) outcome.evidence = [...(outcome.evidence ?? []), ...evidence];
  }
}

/** The golden's tools at the pull request's base: the head's, less those the PR added, plus those it removed; none for a server with no base contract. */
function baseToolsOf(review: ServerOutcome['review'], golden: string[]): string[] | undefined {
  if (!review) return undefined;
  if (review.note) return [];
  const named = (rule: string) => new Set(review.changes.filter((change) => change.rule === rule).map((change) => change.entity.replace(/^tool:/, '')));
  const [added, removed] = [named('tool-added'), named('tool-removed')];
  return [...golden.filter((tool) => !added.has(tool)), ...removed];
}

/** Runs `task` over `items` with at most `limit` at once, keeping the input order in the result. */
async function boundedMap<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
