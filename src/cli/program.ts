import { Command, CommanderError, Option } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { prefetchTokenCounter } from '../contract/context-cost.js';
import { ExitCode, GateError, internalErrorLine, oneLine } from '../errors.js';
import { FAIL_ON_VALUES } from '../policy/gate.js';
import { Redactor } from '../redact.js';
import { secretValues } from '../config/secrets.js';
import { FAULT_IDS } from '../serve/profiles.js';
import { forLog } from '../safe-text.js';
import type { DiffOptions } from './check-command.js';
import type { InitOptions } from './init-command.js';
import type { CliIo, CommandIo, OutputOptions, ServerSelection, TranscriptOptions } from './io.js';
import type { ReviewOptions } from './review-command.js';
import type { UpdateOptions } from './update-review.js';

const defaultIo = (): CliIo => ({
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  isTty: Boolean(process.stdout.isTTY),
});

const collect = (value: string, previous: string[] = []) => [...previous, value];

const FORMAT_HELP =
  'NAME or NAME=FILE, repeatable: terminal, json, markdown, sarif, junit, changelog. NAME alone writes to stdout (one at most); ' +
  'NAME=FILE writes FILE (FILE "-": stdout; a folder or a path ending in "/": mcp-contract-report.EXT in it). ' +
  'Unless a format takes stdout, the terminal report is printed there. --report FILE is json=FILE.';

const FAIL_ON = [...FAIL_ON_VALUES];

/** Runs the CLI and returns its exit code; never calls process.exit, so a caller can embed it. */
export async function runCli(argv: string[], given: CliIo = defaultIo()): Promise<number> {
  const io = commandIo(given);
  let exitCode: number = ExitCode.pass;
  const program = new Command('mcp-contract')
    .description('Snapshot, check and diff the contract of an MCP server.')
    .version(packageJson.version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run mcp-contract --help for usage)');

  const withServer = (command: Command) =>
    command
      .option('-c, --config <file>', 'config file (default: mcp-contract.yaml, .yml or .json here)')
      .option('-s, --server <name>', 'only this server of the config')
      .option('--url <url>', 'a Streamable HTTP server; with --config and --server, that entry at this URL')
      .option('--sse', 'with --url: the legacy HTTP+SSE transport')
      .option('--name <name>', 'without a config: the server name (default "server")')
      .option('--env <NAME=VALUE>', 'without a config: an environment value for the stdio server (repeatable)', collect)
      .option('--env-passthrough <NAME>', 'without a config: pass this variable of the environment on to the stdio server (repeatable)', collect)
      .option('--timeout <ms>', "how long one request waits for its answer, in milliseconds (default: the config's timeouts.requestMs, else 15000)")
      .option('--total-timeout <ms>', "how long one server's whole run may take, in milliseconds (default: the config's timeouts.totalMs, else 120000)")
      .option('--no-build', "do not run the config's build command before starting the server")
      .argument('[command...]', 'without a config: a stdio server, after --');
  const withOutput = (command: Command, failOn?: string) =>
    command
      .option('--report <file>', 'write the JSON report here (the same as --format json=FILE)')
      .option('--format <name[=file]>', FORMAT_HELP, collect)
      .addOption(new Option('--fail-on <level>', failOn ? 'lowest level that fails' : 'lowest level that fails (without it: report only, no PASS or FAIL)').choices(FAIL_ON).default(failOn))
      .addOption(
        new Option('--semver <mode>', "semver advice: the bump serverInfo.version needs for the changes; enforce fails when it is too small (default: the config's semver, else off)").choices([
          'off',
          'warn',
          'enforce',
        ]),
      );

  program
    .command('init')
    .description('set the gate up here: a commented mcp-contract.yaml, the golden contract, the pull request workflow')
    .option('--url <url>', 'a Streamable HTTP server')
    .option('--sse', 'with --url: the legacy HTTP+SSE transport')
    .option('--name <name>', 'the server name (default: the package.json name, else "server")')
    .option('--env <NAME=VALUE>', 'an environment value for the stdio server, written into the config (repeatable)', collect)
    .option('--env-passthrough <NAME>', 'pass this variable of the environment on to the stdio server (repeatable)', collect)
    .option('--timeout <ms>', 'how long one request waits for its answer, in milliseconds (default 15000); written into the config')
    .option('--total-timeout <ms>', "how long the server's whole run may take, in milliseconds (default 120000); written into the config")
    .option('-f, --force', 'replace files that exist (without it, an existing file is exit 2)')
    .argument('[command...]', "the stdio server, after -- (default: package.json's bin, else main, else its start script)")
    .action(async (command: string[], options: InitOptions) => {
      prefetchTokenCounter(); // a worker thread loads the ranks while the command's own code loads
      const { initCommand } = await import('./init-command.js');
      exitCode = await initCommand(command, options, io);
    });

  withServer(program.command('snapshot'))
    .description('discover a live server and write its contract')
    .option('-o, --out <file>', "where to write the contract (default: the config's contract path)")
    .option('--transcript <dir>', 'write the session transcript of each server here')
    .option('--transcript-bodies', 'with --transcript: keep message bodies (redacted by default)')
    .addOption(new Option('--fail-on <level>', "lowest level of failing evidence that fails the run (as check's --fail-on)").choices(FAIL_ON).default('effect-relevant'))
    .action(async (command: string[], options: ServerSelection & TranscriptOptions & { out?: string; failOn?: string }) => {
      prefetchTokenCounter(); // a worker thread loads the ranks while the command's own code loads
      const { snapshotCommand } = await import('./snapshot-command.js');
      exitCode = await snapshotCommand(command, options, io);
    });

  withServer(program.command('update'))
    .description('rewrite the golden contracts from the live servers (after an intentional change); says which breaking changes the pull request must approve')
    .option('--approve <reason>', 'also accept those breaking changes in the policy file, with this reason (what the review of the pull request then finds approved)')
    .option('--expires <YYYY-MM-DD>', 'with --approve: the last day the acceptances hold')
    .option('--base <ref>', "the commit the pull request's review starts from (default: the merge base of HEAD with origin/HEAD, main or master)")
    .option('--policy-file <file>', 'the policy file (default: mcp-contract.policy.yaml beside the config)')
    .option('-o, --out <file>', "where to write the contract (default: the config's contract path)")
    .addOption(new Option('--fail-on <level>', "lowest level of failing evidence that fails the run (as check's --fail-on)").choices(FAIL_ON).default('effect-relevant'))
    .addHelpText('after', ['', 'Examples:', '  mcp-contract update --approve "purge_all replaces purge; clients moved in #123" --expires 2027-01-31'].join('\n'))
    .action(async (command: string[], options: ServerSelection & UpdateOptions & { failOn?: string }) => {
      prefetchTokenCounter(); // a worker thread loads the ranks while the command's own code loads
      const { snapshotCommand } = await import('./snapshot-command.js');
      exitCode = await snapshotCommand(command, options, io, 'update');
    });

  program
    .command('review')
    .description(
      "the pull request's review, here: each live server against the working tree's golden contract (drift), and that against the base (the intended change, approved by the policy file), gated as the action gates (exit 1: the action would fail)",
    )
    .option('-c, --config <file>', 'config file (default: mcp-contract.yaml, .yml or .json here)')
    .option('-s, --server <name>', 'only this server of the config')
    .option('--base <ref>', 'the commit to review against (default: the merge base of HEAD with origin/HEAD, main or master)')
    .option('--policy-file <file>', 'the policy file (default: mcp-contract.policy.yaml beside the config)')
    .option('--approve-on-major-bump', "a major bump of serverInfo.version approves (as the action's approve-on-major-bump: true)")
    .option('--no-build', "do not run the config's build command before starting the server")
    .addOption(new Option('--fail-on <level>', "lowest level of drift or failing evidence that fails (as the action's fail-on)").choices(FAIL_ON).default('effect-relevant'))
    .addOption(
      new Option('--semver <mode>', "semver advice on the intended change; enforce fails when the version bump is too small (default: the config's semver, else off)").choices([
        'off',
        'warn',
        'enforce',
      ]),
    )
    .action(async (options: ReviewOptions) => {
      const { reviewCommand } = await import('./review-command.js');
      exitCode = await reviewCommand(options, io);
    });

  withOutput(withServer(program.command('check')), 'effect-relevant')
    .description('compare live servers with their golden contracts; never writes the golden file')
    .option('--contract <file>', "the golden contract (default: the config's contract path)")
    .option('--transcript <dir>', 'write the session transcript of each server here')
    .option('--transcript-bodies', 'with --transcript: keep message bodies (redacted by default)')
    .option('--negative', "negative probes on every server: call read-only tools with arguments their inputSchema rejects (as the config's probes: { negative: true })")
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  mcp-contract check --format sarif=out/contract.sarif --format junit=out/contract.junit.xml',
        '  mcp-contract check --format markdown=out/ --semver enforce',
        '  mcp-contract check --format json                # the JSON report on stdout, no terminal report',
        '  mcp-contract check --env LOG_LEVEL=warn --env-passthrough API_TOKEN -- node server.js',
      ].join('\n'),
    )
    .action(async (command: string[], options: ServerSelection & TranscriptOptions & OutputOptions & { contract?: string }) => {
      prefetchTokenCounter(); // a worker thread loads the ranks while the command's own code loads
      const { checkCommand } = await import('./check-command.js');
      exitCode = await checkCommand(command, options, io);
    });

  withOutput(program.command('diff'))
    .description('compare two contract files, no server')
    .argument('<before>', 'the earlier contract')
    .argument('<after>', 'the later contract')
    .option('-c, --config <file>', "apply the ignore entries, levels:, descriptions: and semver setting of this config's server named like the contracts")
    .addHelpText('after', ['', 'Examples:', '  mcp-contract diff base.mcp-contract.json head.mcp-contract.json --semver warn --format markdown=review.md'].join('\n'))
    .action(async (before: string, after: string, options: DiffOptions) => {
      const { diffCommand } = await import('./check-command.js');
      exitCode = await diffCommand(before, after, options, io);
    });

  program
    .command('serve')
    .description('serve a contract file as a deterministic MCP server (stdio, or Streamable HTTP with --http); docs/serve.md')
    .argument('<contract>', 'the contract file to serve')
    .option('--seed <n>', 'seed of the generated tool results: the same seed gives the same bytes (default 0)')
    .option('--http <port>', 'Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio (0: any free port, printed on stdout)')
    .option('--allow-origin <origin>', 'with --http: a browser Origin allowed besides loopback ones, e.g. https://app.example.com (repeatable; others get 403)', collect)
    .option('--page-size <n>', 'items per list page (default 50)')
    .option('--profile <name[@version]>', `a fault profile (repeatable; NAME alone: its newest version; docs/serve.md): ${FAULT_IDS.join(', ')}`, collect)
    .option('--delay-ms <n>', 'with --profile slow or late-after-cancel: the delay of an answer (default 1000)')
    .option('--clock <kind>', `real (default), or virtual: time starts at 0 and moves only by the client's notifications/mcp-contract-serve/advance-clock { "ms": N }`)
    .option('--ttl-ms <n>', 'stateless era: the ttlMs of cacheable results (default 0)')
    .option('--then <contract>', 'with --profile rug-pull: the contract whose tools replace the served ones mid-session')
    .option('--then-after <n>', 'with --profile rug-pull: after how many tools/call answers (default 1)')
    .option('--change-after-ms <n>', 'with --profile silent-list-change: when a list changes after it was first asked for (default 0)')
    .option('--replay <mode>', 'tools/call and prompts/get: closest (default: recorded, else the closest recorded, else generated) or exact (recorded calls only, the rest -32602)')
    .action(async (contract: string, options: import('./serve-command.js').ServeCommandOptions) => {
      const { serveCommand } = await import('./serve-command.js');
      exitCode = await serveCommand(contract, options, io);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      const informational = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      return informational ? ExitCode.pass : ExitCode.usage;
    }
    if (error instanceof GateError) {
      io.stderr(`mcp-contract: ${oneLine(error.message, 2000)}\n`);
      return error.exitCode;
    }
    // The stack is for the bug report; it passes the redactor like everything else.
    const stack = error instanceof Error && error.stack ? `${error.stack.split('\n').slice(1).join('\n')}\n` : '';
    io.stderr(`mcp-contract: ${internalErrorLine(error)}\n${stack}`);
    return ExitCode.internal;
  }
}

/**
 * Every byte the CLI prints passes the redactor (secrets are added as configs are read), then
 * forLog: in a workflow, the runner parses both streams for commands. The environment is
 * copied without a prototype: `envPassthrough: [constructor]` finds nothing.
 */
function commandIo(io: CliIo): CommandIo {
  const env: NodeJS.ProcessEnv = Object.assign(Object.create(null), io.env);
  const redactor = new Redactor(secretValues([], env));
  const stderr = (text: string) => io.stderr(forLog(redactor.text(text)));
  return { ...io, env, redactor, stdout: (text) => io.stdout(forLog(redactor.text(text))), stderr, warn: (text) => stderr(`mcp-contract: warning: ${oneLine(text, 2000)}\n`) };
}
