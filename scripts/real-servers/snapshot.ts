// Regenerates test/fixtures/real-servers/: contracts of published MCP servers, two or more
// pinned versions each, snapshotted with this project's own CLI (dist/cli.js: run
// `npm run build` first). Real upgrades between published versions are the check that a
// classification level is right; `npx tsx bench/upgrades.ts` diffs each consecutive pair.
//
//   npx tsx scripts/real-servers/snapshot.ts <scratch-dir> [package-or-spec ...]
//
// Each version is installed from the npm registry into <scratch-dir>/<pkg>@<version>/
// (outside the repository; reused when already there), started over stdio with harmless
// arguments and dummy credentials, and its contract written to
// test/fixtures/real-servers/<pkg with / as __>@<version>.mcp-contract.json, as the CLI
// wrote it. Listing needs no browser and no network beyond the registry. Not run by the
// tests, which stay offline. Optional filters select packages (`@playwright/mcp`) or single
// versions (`@playwright/mcp@0.0.32`).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface RealServer {
  /** The npm package. */
  package: string;
  /** Pinned versions, oldest first: the bench diffs each consecutive pair. */
  versions: string[];
  /** The `bin` entry to start when a version has several (default: the only one). */
  bin?: string;
  /** Arguments after the entry point. `${scratch}` is the scratch directory. */
  args?: string[];
  /** Literal environment for the child (dummy credentials). */
  env?: Record<string, string>;
  /**
   * npm `overrides` per version, for dependencies that caret ranges resolve today to
   * something the version was never built against. Mid-2025 servers import `zod` through
   * the SDK and convert with zod-to-json-schema 3, which answers `{}` for a zod 4 schema:
   * with today's SDK (zod 4) every input schema would be empty. Pinning the SDK and the
   * converter of that time brings back zod 3 and the schemas the version published.
   */
  overrides?: Record<string, Record<string, string>>;
}

/** The SDK and converter lines current in July 2025 (zod 3): what mid-2025 releases were built with. */
const MID_2025_SDK = { '@modelcontextprotocol/sdk': '~1.17.0', 'zod-to-json-schema': '~3.24.0' };
/** The SDK lines of December 2025 and January 2026: the lower bounds those releases declare. */
const DEC_2025_SDK = { '@modelcontextprotocol/sdk': '~1.24.0' };
const JAN_2026_SDK = { '@modelcontextprotocol/sdk': '~1.25.2' };

/** The directory server-filesystem is allowed: fixed, so nothing machine-specific is recorded. */
const FS_ROOT = '/tmp/mcp-contract-real-servers-fs';

export const REAL_SERVERS: RealServer[] = [
  {
    package: '@modelcontextprotocol/server-filesystem',
    versions: ['2025.7.29', '2026.1.14', '2026.8.31'],
    args: [FS_ROOT],
    overrides: { '2025.7.29': MID_2025_SDK, '2026.1.14': JAN_2026_SDK },
  },
  {
    package: '@modelcontextprotocol/server-memory',
    versions: ['2025.4.25', '2026.1.26', '2026.8.31'],
    env: { MEMORY_FILE_PATH: '${scratch}/memory.jsonl' },
    overrides: { '2026.1.26': JAN_2026_SDK },
  },
  {
    package: '@modelcontextprotocol/server-everything',
    versions: ['2025.7.29', '2026.1.26', '2026.8.31'],
    args: ['stdio'],
    overrides: { '2025.7.29': MID_2025_SDK, '2026.1.26': JAN_2026_SDK },
  },
  {
    package: '@modelcontextprotocol/server-sequential-thinking',
    versions: ['2025.7.1', '2025.12.18', '2026.8.31'],
    env: { DISABLE_THOUGHT_LOGGING: 'true' },
    overrides: { '2025.12.18': DEC_2025_SDK },
  },
  {
    package: '@playwright/mcp',
    versions: ['0.0.32', '0.0.56', '0.0.83'],
    args: ['--headless', '--isolated'],
    overrides: { '0.0.32': MID_2025_SDK },
  },
  {
    package: '@notionhq/notion-mcp-server',
    versions: ['1.9.0', '2.0.0', '2.5.2'],
    env: { NOTION_TOKEN: 'dummy', OPENAPI_MCP_HEADERS: '{}' },
  },
  {
    // Output schemas with required properties removed across a rewrite (issue #31), and a documentation rewrite (#33).
    package: '@cyanheads/git-mcp-server',
    versions: ['2.3.2', '2.15.3'],
  },
  {
    // Server instructions added, vendor documentation links in descriptions (issue #33).
    package: 'mongodb-mcp-server',
    versions: ['1.0.2', '1.14.0'],
  },
  {
    package: 'chrome-devtools-mcp',
    versions: ['0.6.0', '0.12.1', '1.11.0'],
    bin: 'chrome-devtools-mcp',
    args: ['--headless', '--isolated'],
  },
];

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/cli.js');
export const FIXTURES = join(ROOT, 'test/fixtures/real-servers');

/** test/fixtures/real-servers/<pkg with / as __>@<version>.mcp-contract.json */
export function fixtureName(pkg: string, version: string): string {
  return `${pkg.replaceAll('/', '__')}@${version}.mcp-contract.json`;
}

/** A server name the config accepts, the same for every version (the diff compares it). */
function serverName(pkg: string): string {
  return pkg.replace(/^@/, '').replaceAll('/', '.');
}

function install(dir: string, pkg: string, version: string, overrides: Record<string, string> | undefined): string {
  const installed = join(dir, 'node_modules', pkg);
  const manifest = join(installed, 'package.json');
  const own = join(dir, 'package.json');
  const wanted = `${JSON.stringify({ private: true, dependencies: { [pkg]: version }, overrides: overrides ?? {} }, null, 2)}\n`;
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version && readFileSync(own, 'utf8') === wanted) {
    return installed;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(own, wanted);
  // --ignore-scripts: postinstall steps would download browsers; listing tools needs none.
  const npm = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install ${pkg}@${version} failed (exit ${npm.status})`);
  return installed;
}

function entryPoint(installed: string, server: RealServer): string {
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
  if (typeof manifest.bin === 'string') return join(installed, manifest.bin);
  const bins = manifest.bin ?? {};
  const names = Object.keys(bins);
  const name = server.bin ?? (names.length === 1 ? names[0] : undefined);
  const bin = name === undefined ? undefined : bins[name];
  if (bin === undefined) throw new Error(`${server.package}: choose a bin among ${names.join(', ') || '(none)'}`);
  return join(installed, bin);
}

function snapshot(scratch: string, server: RealServer, version: string): string {
  const dir = join(scratch, `${server.package.replaceAll('/', '__')}@${version}`);
  const installed = install(dir, server.package, version, server.overrides?.[version]);
  const fill = (value: string) => value.replaceAll('${scratch}', scratch);
  const contract = join(dir, 'contract.mcp-contract.json');
  const config = {
    servers: [
      {
        name: serverName(server.package),
        command: process.execPath,
        args: [entryPoint(installed, server), ...(server.args ?? []).map(fill)],
        cwd: dir,
        env: Object.fromEntries(Object.entries(server.env ?? {}).map(([key, value]) => [key, fill(value)])),
        contract,
        timeouts: { requestMs: 60000, totalMs: 180000 },
      },
    ],
  };
  const configFile = join(dir, 'mcp-contract.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  // Run in the scratch folder: the CLI refuses a config outside the repository it runs in.
  const run = spawnSync(process.execPath, [CLI, 'snapshot', '--config', configFile], { stdio: 'inherit', cwd: dir });
  if (run.status !== 0) throw new Error(`snapshot of ${server.package}@${version} failed (exit ${run.status})`);
  const target = join(FIXTURES, fixtureName(server.package, version));
  copyFileSync(contract, target);
  return target;
}

function main(argv: string[]): number {
  const [scratchArg, ...filters] = argv;
  if (!scratchArg) {
    console.error('usage: npx tsx scripts/real-servers/snapshot.ts <scratch-dir> [package[@version] ...]');
    return 2;
  }
  const scratch = resolve(scratchArg);
  if (scratch.startsWith(ROOT + '/') || scratch === ROOT) {
    console.error(`snapshot: the scratch directory must be outside the repository (${ROOT})`);
    return 2;
  }
  if (!existsSync(CLI)) {
    console.error(`snapshot: ${CLI} is missing; run npm run build first`);
    return 2;
  }
  mkdirSync(scratch, { recursive: true });
  mkdirSync(FIXTURES, { recursive: true });
  mkdirSync(FS_ROOT, { recursive: true });
  const wanted = (pkg: string, version: string) => filters.length === 0 || filters.includes(pkg) || filters.includes(`${pkg}@${version}`);
  let failures = 0;
  for (const server of REAL_SERVERS) {
    for (const version of server.versions) {
      if (!wanted(server.package, version)) continue;
      try {
        const target = snapshot(scratch, server, version);
        console.log(`snapshot: ${server.package}@${version} -> ${target.slice(ROOT.length + 1)}`);
      } catch (error) {
        failures++;
        console.error(`snapshot: ${(error as Error).message}`);
      }
    }
  }
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = main(process.argv.slice(2));
}
