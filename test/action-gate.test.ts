import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, tempDir, writeSide } from './helpers/fixture.js';
import { git, repositoryWithGolden } from './helpers/repository.js';
import { runActionProcess } from './helpers/run-action.js';

/** The action decides with the same gate as the CLI: ignore entries and semver advice from the config and the inputs. */
const drift = corpus().find((c) => c.id === 'input-required-added')!;

async function drifted(extra: Record<string, unknown> = {}): Promise<string> {
  const dir = tempDir('mcg-action-gate-');
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs('side.json'), ...extra }] }));
  writeSide(dir, drift.before, 'side.json');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  writeSide(dir, drift.after, 'side.json');
  return dir;
}

describe('the action gates like the CLI', () => {
  it('semver: enforce (input) fails a breaking drift that the version does not announce', async () => {
    const dir = await drifted();
    const run = await runActionProcess(dir, { comment: 'never', 'fail-on': 'never', semver: 'enforce' });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.outputs.cause!);
    expect([report.verdict, report.servers[0].status]).toEqual(['fail', 'compared']);
    const full = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect([full.servers[0].semver.status, full.servers[0].semver.requiredVersion]).toEqual(['too-small', '0.10.0']);
    expect(run.summary).toContain('requires 0\\.10\\.0 \\(base 0\\.9\\.2, head 0\\.9\\.2\\)');
  });

  it('an ignore entry of the config takes a change out of the gate, and the summary lists it as ignored', async () => {
    const dir = await drifted({
      ignore: [{ rule: 'input-required-added', pointer: '/tools/create_note/definition/inputSchema/required', reason: 'body is optional in practice: the server defaults it' }],
    });
    const run = await runActionProcess(dir, { comment: 'never' });
    expect([run.code, run.outputs.verdict, run.outputs.breaking]).toEqual([0, 'pass', '0']);
    const full = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect(full.servers[0].ignored.map((entry: { change: { rule: string }; reason: string }) => [entry.change.rule, entry.reason])).toEqual([
      ['input-required-added', 'body is optional in practice: the server defaults it'],
    ]);
    expect(run.summary).toContain('**Ignored by the config** (not gated): 1 change.');
  });

  it('a bad semver input is exit 2 naming the input', async () => {
    const dir = await drifted();
    const run = await runActionProcess(dir, { comment: 'never', semver: 'sometimes' });
    expect(run.code).toBe(2);
    expect(run.log).toContain('::error::input semver must be off, warn or enforce (got "sometimes")');
  });
});

describe('the action writes the report formats the format input names', () => {
  it('SARIF with results on the golden file, JUnit with a failing test case per changed entity', async () => {
    const dir = await drifted();
    const run = await runActionProcess(dir, { comment: 'never', format: 'sarif=out/contract.sarif\njunit=out/contract.junit.xml' });
    expect(run.code).toBe(1);
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    const sarif = JSON.parse(readFileSync(join(dir, 'out/contract.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const results = sarif.runs[0].results as Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
    expect(results.map((r) => r.ruleId)).toEqual(report.servers[0].changes.map((c: { rule: string }) => c.rule));
    expect(new Set(results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri))).toEqual(new Set(['contracts/notes.mcp-contract.json']));
    const junit = readFileSync(join(dir, 'out/contract.junit.xml'), 'utf8');
    expect(junit.startsWith('<?xml')).toBe(true);
    expect([...junit.matchAll(/<testcase [^>]*name="([^"]+)"[^>]*>\s*<failure/g)].map((m) => m[1])).toEqual(['tool:create_note']);
  });

  it('a format that does not exist is exit 2 naming the input', async () => {
    const dir = await drifted();
    const run = await runActionProcess(dir, { comment: 'never', format: 'pdf=out.pdf' });
    expect(run.code).toBe(2);
    expect(run.log).toContain('::error::input format: "pdf" is not a format (terminal, json, markdown, sarif, junit, changelog)');
  });
});

describe('semver advice on a pull request', () => {
  /** A PR whose head commits the golden contract of a breaking change; the head server says `version`. */
  async function pullRequest(version: string): Promise<{ dir: string; event: Record<string, unknown> }> {
    const { dir, base } = await repositoryWithGolden('mcg-action-semver-', drift.before);
    writeSide(dir, { ...drift.after, serverInfo: { ...(drift.after.serverInfo as object), version } }, 'side.json');
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'head');
    return {
      dir,
      event: {
        pull_request: {
          number: 7,
          base: { sha: base, repo: { full_name: 'acme/notes' } },
          head: { sha: git(dir, 'rev-parse', 'HEAD'), repo: { full_name: 'acme/notes', fork: false } },
          labels: [{ name: 'mcp-contract:approved-breaking' }],
        },
      },
    };
  }

  it.each([
    ['0.9.2', 1, 'too-small'],
    ['0.10.0', 0, 'ok'],
  ])('an approved breaking intended change with head version %s: exit %i, %s', async (version, code, status) => {
    const { dir, event } = await pullRequest(version);
    const run = await runActionProcess(dir, { comment: 'never', semver: 'enforce' }, {}, event);
    const full = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect([run.code, full.servers[0].semver.status, full.servers[0].semver.requiredVersion, full.servers[0].semver.base, full.servers[0].semver.head]).toEqual([
      code,
      status,
      '0.10.0',
      '0.9.2',
      version,
    ]);
  });
});
