import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { sortKeysDeep, stableJson } from '../src/json/stable.js';
import { parseContract, redactContract, contractText } from '../src/contract/io.js';
import { Redactor } from '../src/redact.js';
import { secretValues } from '../src/config/secrets.js';
import { cli } from './helpers/cli.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { ROOT, stdioServer, httpServer, tempDir } from './helpers/fixture.js';

/**
 * The redactor itself: which forms it finds (also of a secret a server normalised as a path),
 * what it leaves alone, and the contract it writes.
 */
const SECRET = 'Zq7hunterXyzzy42"q\\b/p+s w=';

describe('Redactor', () => {
  const redactor = new Redactor([SECRET]);

  it.each([
    ['plain', SECRET, '***'],
    ['JSON-escaped', JSON.stringify(SECRET), '"***"'],
    ['JSON-escaped twice', JSON.stringify(JSON.stringify(SECRET)), '"\\"***\\""'],
    ['URL-encoded', encodeURIComponent(SECRET), '***'],
    ['form-encoded', encodeURIComponent(SECRET).replace(/%20/g, '+'), '***'],
  ])('replaces the %s form', (_form, encoded, expected) => {
    expect(redactor.text(`before ${encoded} after`)).toBe(`before ${expected} after`);
  });

  it.each([0, 1, 2, 5])('replaces the base64 form after %i other bytes, up to the characters it shares with them', (offset) => {
    const encoded = Buffer.from(`${'x'.repeat(offset)}${SECRET}`).toString('base64');
    const redacted = redactor.text(encoded);
    expect(redacted).toContain('***');
    expect(redacted.replace('***', '').length).toBeLessThanOrEqual(Math.ceil((offset * 4) / 3) + 4);
  });

  it('replaces the start of a secret that a one-line message cut off with "…"', () => {
    expect(redactor.text(`stderr: token ${SECRET.slice(0, 9)}…`)).toBe('stderr: token ***…');
  });

  it('redacts a 1 MB report with secrets in every form and cut-off starts, ellipses between segments without any', () => {
    const token = 'ghp_16CharSecretTok';
    const both = new Redactor([SECRET, token]);
    // Long runs without an ellipsis after them are what made the old scan backtrack over every position.
    const chunk = (i: number) => `{"message":"tool ${i} leaked ${token} and ${JSON.stringify(SECRET).slice(1, -1)}","cut":"${token.slice(0, 8)}…","plain":"${'a'.repeat(200)}"}`;
    const report = Array.from({ length: 3_000 }, (_, i) => chunk(i)).join('\n') + 'z'.repeat(200_000);
    expect(report.length).toBeGreaterThan(1_000_000);
    const redacted = both.text(report);
    expect([redacted.includes(token), redacted.includes(token.slice(0, 8)), redacted.includes('Zq7hunter'), redacted.split('***…').length - 1]).toEqual([false, false, false, 3_000]);
    expect(both.finds(redacted)).toBe(false);
  });

  it('cuts the secret start before each of several ellipses, and leaves other ellipses alone', () => {
    expect(redactor.text(`a ${SECRET.slice(0, 6)}… b… c ${SECRET.slice(0, 5)}…`)).toBe('a ***… b… c ***…');
  });

  it('leaves values shorter than 4 characters alone: redacting "1" would wreck the output', () => {
    expect(new Redactor(['1', 'on', 'dev']).text('version 1.0 on dev')).toBe('version 1.0 on dev');
  });

  it('redacts keys and values of data, keeps __proto__ keys, and returns data without a secret as it is', () => {
    const data = JSON.parse(`{"__proto__": {"${SECRET.replace(/[\\"]/g, '\\$&')}": "x"}, "list": ["a ${SECRET.replace(/[\\"]/g, '\\$&')}"]}`);
    const redacted = redactor.value(data);
    expect(JSON.stringify(redacted)).toBe('{"__proto__":{"***":"x"},"list":["a ***"]}');
    const clean = { a: ['b'] };
    expect(redactor.value(clean)).toBe(clean);
  });

  it('takes its secrets from env, envPassthrough, ${env:} headers and the token, by own property only', () => {
    const env = Object.assign(Object.create(null), { PASSED: 'passed-value', HEADER_TOKEN: 'header-value', GITHUB_TOKEN: 'env-token' });
    const stdio = stdioServer('a', [], 'a.json');
    if (stdio.transport.kind === 'stdio') Object.assign(stdio.transport, { env: { LITERAL: 'literal-value' }, envPassthrough: ['PASSED', 'constructor', 'MISSING'] });
    const http = httpServer('b', 'http://127.0.0.1/mcp', 'b.json');
    if (http.transport.kind !== 'stdio') http.transport.headers = { Authorization: 'Bearer ${env:HEADER_TOKEN}', 'X-Plain': 'not-a-secret' };
    expect(secretValues([stdio, http], env, 'input-token')).toEqual(['literal-value', 'passed-value', 'header-value', 'env-token', 'input-token']);
    expect(secretValues([stdio], { constructor: undefined } as NodeJS.ProcessEnv)).toEqual(['literal-value']);
  });
});

describe('a secret that a server normalises as a path', () => {
  const server = (cwd: string, env: Record<string, string>, envPassthrough: string[]) => {
    const stdio = stdioServer('a', [], 'a.json');
    Object.assign(stdio.transport, { cwd, env, envPassthrough });
    return stdio;
  };

  it('comes with its trailing separators removed and resolved against the server folder, unless it is short', () => {
    const env = { KEYS: './keys/../deploy-keys/', SHORT: 'ab/' };
    expect(secretValues([server('/srv/app', { DATA: '/srv/app/data-dir//', LEVEL: 'warn/' }, ['KEYS', 'SHORT'])], env)).toEqual([
      '/srv/app/data-dir//',
      '/srv/app/data-dir',
      './keys/../deploy-keys/',
      './keys/../deploy-keys',
      '/srv/app/deploy-keys',
      'ab/',
    ]);
  });

  it.each([
    ['its trailing / removed', './keys/../deploy-keys'],
    ['a / added', './keys/../deploy-keys//'],
    ['resolved', '/srv/app/deploy-keys'],
  ])('is replaced with %s, plain, URL-encoded and in base64', (_form, form) => {
    const redactor = new Redactor(secretValues([server('/srv/app', {}, ['KEYS'])], { KEYS: './keys/../deploy-keys/' }));
    for (const encoded of [form, encodeURIComponent(form), Buffer.from(form).toString('base64')]) expect(redactor.text(`[${encoded}]`)).toMatch(/^\[\*\*\*[^*\]]{0,6}\]$/);
  });

  it('is redacted from the contract of a server that says it back so, and the contract says it was redacted', async () => {
    const dir = tempDir('mcg-normalised-');
    const secret = './keys/../Zq7hunterXyzzy42-keys/';
    const hostile = join(ROOT, 'test/fixtures/hostile-server.mjs');
    writeFileSync(
      join(dir, 'mcp-contract.yaml'),
      stringify({ servers: [{ name: 'hostile', era: 'handshake', command: process.execPath, args: [hostile, '--mode', 'normalised'], envPassthrough: ['HOSTILE_SECRET'] }] }),
    );
    expect(await cli(['snapshot'], dir, { ...process.env, HOSTILE_SECRET: secret })).toMatchObject({ code: 0, stderr: '' });
    const text = readFileSync(join(dir, 'contracts/hostile.mcp-contract.json'), 'utf8');
    const contract = JSON.parse(text);
    expect(contract.redacted).toBe(true);
    // Each form the server said: its trailing / removed, one added, resolved in its folder.
    expect(contract.tools.leaky.definition.description.split(' | ')).toEqual(
      Array(3).fill(expect.stringMatching(/^(Calls home with )?plain=\*\*\*\S* json="\*\*\*\S*" url=\*\*\*\S* b64=\*\*\*\S* basic=\S*\*\*\*\S*$/)),
    );
    const middle = (form: string) => Buffer.from(form).toString('base64').slice(8, -8);
    const forms = [secret.slice(0, -1), resolve(dir, secret)];
    expect(forms.flatMap((form) => [form, encodeURIComponent(form), middle(form), middle(`user:${form}`)]).filter((needle) => text.includes(needle))).toEqual([]);
    expect(text).not.toContain('Zq7hunterXyzzy42');
  });
});

describe('a redacted contract', () => {
  const side = sideWithTool({ name: 'leaky', description: `Calls home with ${SECRET}` });
  const contract = contractOf(side);

  it('is marked, valid, and its digests match what it holds', () => {
    const redacted = redactContract(contract, new Redactor([SECRET]));
    expect(redacted.redacted).toBe(true);
    expect(redacted.tools.leaky!.definition.description).toBe('Calls home with ***');
    expect(parseContract(contractText(redacted), 'leaky.json')).toEqual(redacted);
  });

  it('is the same contract again when redacted twice, and an unredacted one is left as it is', () => {
    const redactor = new Redactor([SECRET]);
    const once = redactContract(contract, redactor);
    expect(redactContract(once, redactor)).toBe(once);
    expect(redactContract(contract, new Redactor())).toBe(contract);
  });
});

describe('sortKeysDeep', () => {
  it('keeps a __proto__ key as data, not as the prototype', () => {
    const sorted = sortKeysDeep(JSON.parse('{"b": 1, "__proto__": {"polluted": true}}'));
    expect(Object.keys(sorted)).toEqual(['__proto__', 'b']);
    expect((sorted as { polluted?: boolean }).polluted).toBeUndefined();
    expect(stableJson(JSON.parse('{"__proto__": 1}'))).toBe('{\n  "__proto__": 1\n}\n');
  });
});
