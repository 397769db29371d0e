import { stringify } from 'yaml';

/** Where `init` writes the workflow, from the repository root. */
export const WORKFLOW_FILE = '.github/workflows/mcp-contract.yml';

/**
 * The pull request workflow: what `init` writes and what the README's Quick start shows (a
 * test holds the two equal). `config` is the config file from the repository root; `build`
 * adds `npm run build` after `npm ci`, for a server that is built (a TypeScript one, say).
 */
export function workflowYaml(config = 'mcp-contract.yaml', build = false): string {
  return `name: mcp contract
on:
  pull_request:
    types: [opened, synchronize, reopened, labeled, unlabeled] # labeled: the approval label re-runs it
jobs:
  contract:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write # the sticky comment
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0 # the review reads the golden contract at the PR base commit
      - uses: actions/setup-node@v4
        with: { node-version: 24 }
      - run: npm ci # whatever your server needs to start
${build ? '      - run: npm run build # the server runs from what the build makes\n' : ''}      - uses: mcp-contract-gate/mcp-contract-gate@v1
        with:
          config: ${yamlValue(config)} # or: command / args, or url / headers
`;
}

/** The one server `init` writes into the config, as the command line gave it. */
export interface InitServer {
  name: string;
  command?: string[];
  url?: string;
  sse?: boolean;
  env?: Record<string, string>;
  envPassthrough?: string[];
  /** The build command init detected: run by check, update and review before they start the server. */
  build?: string;
  /** The gate as the comments name it (gateProgram). */
  program?: string;
  /** Given to init (--timeout, --total-timeout): the server needs them in CI too. */
  timeouts?: { requestMs?: number; totalMs?: number };
  contract: string;
}

/** A commented mcp-contract.yaml for one server: each key says what it does, the optional ones are shown commented out. */
export function configYaml(server: InitServer): string {
  const gate = server.program ?? 'mcp-contract';
  return [
    '# The MCP servers this repository gates (written by `mcp-contract init`; every key is in',
    '# https://github.com/mcp-contract-gate/mcp-contract-gate#configuration).',
    `# \`${gate} check\` compares each server with its golden contract, as the pull request`,
    `# workflow does; after an intended change, \`${gate} update\` rewrites the contract.`,
    'servers:',
    `  - name: ${yamlValue(server.name)} # names the reports and the default contract file`,
    ...(server.command?.length ? stdioKeys(server.command, server) : httpKeys(server)),
    optional('build', server.build, 'npm run build', 'run by check, update and review before they start the server (--no-build skips it); in CI, the workflow builds'),
    `    contract: ${yamlValue(server.contract)} # the golden contract: committed, and reviewed like code`,
    optional('timeouts', server.timeouts, '{ requestMs: 15000, totalMs: 120000 }', 'one request, and the whole run'),
    optional('semver', undefined, 'warn', 'the serverInfo.version bump the changes require (enforce: fail when it is too small)'),
    optional('descriptions', undefined, 'auto', 'how a reworded description is judged: auto, cosmetic or effect-relevant'),
    optional('ignore', undefined, '', 'changes left out of the gate, each with its reason (listed in every report)'),
    '    #   - pointer: /tools/*/definition/description',
    '    #     reason: the descriptions embed the working directory, which differs per machine',
    '',
  ].join('\n');
}

function stdioKeys([command, ...args]: string[], server: InitServer): string[] {
  return [
    `    command: ${yamlValue(command)} # a stdio server, started in this folder`,
    `    args: ${yamlValue(args)}`,
    optional('env', server.env, '{ LOG_LEVEL: warn }', 'literal values for the server (it gets only PATH, HOME and the like from the environment)'),
    optional('envPassthrough', server.envPassthrough, '[API_TOKEN]', "variables passed on from the gate's environment, redacted from every output"),
  ];
}

function httpKeys(server: InitServer): string[] {
  return [
    `    url: ${yamlValue(server.url)} # a Streamable HTTP server`,
    optional('transport', server.sse ? 'sse' : undefined, 'sse', 'the legacy HTTP+SSE transport'),
    optional('headers', undefined, '{ Authorization: "Bearer ${env:MCP_TOKEN}" }', 'values from the environment, redacted from every output'),
  ];
}

/** `key: value # why` when the command line gave a value, else the key commented out with an example. */
function optional(key: string, value: unknown, example: string, why: string): string {
  const shown = value === undefined ? `# ${key}:${example ? ` ${example}` : ''}` : `${key}: ${yamlValue(value)}`;
  return `    ${shown} # ${why}`;
}

/** A value on one line of YAML, quoted only where YAML needs it. */
function yamlValue(value: unknown): string {
  return stringify(value, { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
}
