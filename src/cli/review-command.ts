import { relative, resolve } from 'node:path';
import { acceptPlaceHere, commandsOf, defaultPolicyFile, withRemovedCommands } from '../commands/accept-command.js';
import { reviewWorkingTree } from '../commands/local-review.js';
import { gitAddLine, uncommittedFiles } from '../commands/uncommitted.js';
import { oneLine } from '../errors.js';
import { ownValue } from '../json/own.js';
import { DEFAULT_APPROVE_LABEL } from '../policy/approvals.js';
import { exitCodeOf, type Report } from '../report/report.js';
import { renderTerminal } from '../report/terminal.js';
import type { AcceptCommands } from '../report/outcome.js';
import { parseSemver } from './check-command.js';
import { parseFailOn } from './fail-on.js';
import type { CommandIo } from './io.js';
import { nextSteps } from './next-steps.js';
import { selectServers } from './servers.js';
import { runBuilds } from './build.js';

export interface ReviewOptions {
  config?: string;
  server?: string;
  /** The commit to review against (default: the merge base of HEAD with the default branch). */
  base?: string;
  policyFile?: string;
  /** As the action's approve-on-major-bump input. */
  approveOnMajorBump?: boolean;
  /** false with --no-build. */
  build?: boolean;
  failOn: string;
  semver?: string;
}

/**
 * `review`: the action's review of a pull request, here (commands/local-review.ts): each live
 * server against the working tree's golden contract (drift), that golden contract against the
 * base (the intended change, approved by the policy file; a label is on the pull request, out
 * of sight), gated as the action gates them, with its exit code.
 */
export async function reviewCommand(options: ReviewOptions, io: CommandIo): Promise<number> {
  const failOn = parseFailOn(options.failOn);
  const semver = parseSemver(options.semver);
  const selection = await selectServers([], options, io);
  const configFile = options.config ? resolve(io.cwd, options.config) : undefined;
  const policyFile = options.policyFile ? selection.place(options.policyFile, '--policy-file') : defaultPolicyFile(configFile, io.cwd);
  const place = acceptPlaceHere(selection.servers, [], options, io.cwd);
  const accept = commandsOf(selection.servers, place);
  runBuilds(selection.servers, options.build !== false, io);
  warnUncommitted([...selection.servers.map((server) => server.contract), policyFile], io);
  const { base, result } = await reviewWorkingTree({
    servers: selection.servers,
    configured: selection.configured,
    env: io.env,
    cwd: io.cwd,
    root: selection.root,
    failOn,
    ...(semver ? { semver } : {}),
    accept,
    redactor: io.redactor,
    warn: io.warn,
    ...(options.base !== undefined ? { baseRef: options.base } : {}),
    ...(selection.configFile ? { configFile: selection.configFile } : {}),
    policyFile,
    majorBumpApproves: options.approveOnMajorBump ?? false,
  });
  const report = io.redactor.value(result.report);
  io.stdout(renderTerminal(report, `mcp-contract review ${base.commit.slice(0, 12)} (${base.ref}) → working tree`, io.isTty));
  // A server the branch removed is accepted by name (update --server NAME), as the review found it.
  const removed = report.servers.filter((server) => server.status === 'removed').map((server) => server.name);
  io.stdout(`\n${reviewSteps(report, withRemovedCommands(accept, removed, place), relative(io.cwd, policyFile)).join('\n')}\n`);
  return exitCodeOf(report);
}

/** A golden or policy file this review reads from the working tree that the pull request would not carry: the action reviews the commit. */
function warnUncommitted(files: string[], io: CommandIo): void {
  for (const { path, state } of uncommittedFiles(files, io.cwd)) {
    const what = state === 'untracked' ? 'untracked' : 'modified and not committed';
    io.warn(`${path} is ${what}: this review reads it, the action will not see it; commit it (${gitAddLine([path])!} && git commit)`);
  }
}

/** "breaking changes", or "changes" where one is a context budget exceeded (not breaking). */
function openChanges(server: Report['servers'][number]): string {
  const open = new Set(server.review!.unapproved);
  return server.review!.changes.every((change) => !open.has(change.fingerprint) || change.level === 'breaking') ? 'breaking changes' : 'changes';
}

/** What to do next: the drift's accept command (as check says it), the one of unapproved breaking intended changes; and that a label is out of this review's sight. */
function reviewSteps(report: Report, accept: Record<string, AcceptCommands>, policyFile: string): string[] {
  const open = report.servers.filter((server) => (server.review?.unapproved.length ?? 0) > 0);
  const whose = (name: string) => (report.servers.length > 1 ? ` of ${JSON.stringify(oneLine(name, 80))}` : '');
  return [
    ...nextSteps(report, accept),
    ...open.map((server) => {
      const command = ownValue(accept, server.name)?.approve;
      const how = command ? `: ${command} (writes ${policyFile})` : ` in ${policyFile} (an accept entry per fingerprint)`;
      return `next: accept the ${openChanges(server)}${whose(server.name)} with your reason${how}`;
    }),
    open.length
      ? `  or: add the label ${DEFAULT_APPROVE_LABEL} to the pull request; labels are on GitHub, and this local review cannot see them`
      : `note: labels are on GitHub, and this local review cannot see them (${DEFAULT_APPROVE_LABEL} approves breaking changes there)`,
  ];
}
