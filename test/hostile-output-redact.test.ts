import { describe, expect, it } from 'vitest';
import { sortKeysDeep, stableJson } from '../src/contract/canonical.js';
import { parseContract, redactContract, contractText } from '../src/contract/io.js';
import { Redactor, secretValues } from '../src/report/redact.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { stdioServer, httpServer } from './helpers/fixture.js';

/** The redactor itself, pure: which forms it finds, what it leaves alone, and the contract it writes. */
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
