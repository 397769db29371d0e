import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionSuite, RUNNER } from './helpers/action-suite.js';
import { ROOT } from './helpers/fixture.js';

// dist/index.js under the test runner's Node; test/action-node24.test.ts runs the same suite under Node 24.
actionSuite(RUNNER);

describe('action.yml and the README', () => {
  it('action.yml is valid YAML and declares every input the action reads and every output it sets', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'));
    const source = ['src/github/inputs.ts', 'src/github/action.ts', 'src/github/publish.ts'].map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
    const inputs = [...source.matchAll(/getInput\('([a-z-]+)'\)/g), ...source.matchAll(/\binput\('([a-z-]+)',/g)].map((m) => m[1]!);
    expect(inputs.length).toBeGreaterThan(20);
    for (const name of new Set(inputs)) expect(Object.keys(action.inputs)).toContain(name);
    for (const name of new Set([...source.matchAll(/setOutput\('([a-z-]+)'/g)].map((m) => m[1]!))) expect(Object.keys(action.outputs)).toContain(name);
    expect(action.inputs.comment.default).toBe('on-change');
    expect(action.inputs['github-token'].description).toContain('pull-requests write');
    expect(action.inputs.comment.description).toContain('pull-requests write');
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('keeps the "#123" of the policy example in its reason (quoted, not a YAML comment)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /```yaml\n(# mcp-contract\.policy\.yaml[\s\S]*?)```/.exec(readme)![1]!;
    const policy = parse(block) as { accept: Array<{ reason: string }> };
    expect(policy.accept[0]!.reason).toBe('purge is gone in 2.0; every client moved to purge_all in #123');
  });
});
