// closestRecordedCall: which recorded call serve replays, exact arguments first, then the closest as the schema sees them.
import { describe, expect, it } from 'vitest';
import { closestRecordedCall, withArgumentsOf } from '../src/contract/closest-call.js';
import type { RecordedCall } from '../src/contract/types.js';

/** Recorded calls whose results name them, in the order given (tests give them sorted, as contracts hold them). */
const recorded = (...args: object[]): RecordedCall[] => args.map((arguments_, index) => ({ arguments: arguments_ as RecordedCall['arguments'], result: { call: index } }));

/** Which call was chosen (its index) and how, or undefined. */
function pick(calls: RecordedCall[] | undefined, args: unknown, schema: unknown): [number, string] | undefined {
  const found = closestRecordedCall(calls, args, schema);
  return found && [calls!.indexOf(found.call), found.match];
}

const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const str = { type: 'string' };
const num = { type: 'number' };

describe('closestRecordedCall', () => {
  it('answers arguments equal in canonical JSON (any key order) with that call, exact', () => {
    const calls = recorded({ a: 1, b: 'x' }, { a: 2, b: 'x' });
    expect(pick(calls, { b: 'x', a: 2 }, object({ a: num, b: str }))).toEqual([1, 'exact']);
    // Exact is exact whatever the schema says, undeclared keys included.
    expect(pick(recorded({ a: 1 }, { a: 1, z: true }), { z: true, a: 1 }, object({ a: num }))).toEqual([1, 'exact']);
    // No arguments are the empty object.
    expect(pick(recorded({}, { a: 1 }), undefined, object({ a: num }))).toEqual([0, 'exact']);
  });

  it('picks the call that shares the most declared values', () => {
    const calls = recorded({ city: 'Paris', days: 1, units: 'c' }, { city: 'Rome', days: 3, units: 'f' });
    const schema = object({ city: str, days: num, units: str });
    // Rome: 2 + 2 + 1 = 5 against Paris: 1 + 1 + 2 = 4.
    expect(pick(calls, { city: 'Rome', days: 3, units: 'c' }, schema)).toEqual([1, 'closest']);
    expect(pick(calls, { city: 'Paris', days: 3, units: 'c' }, schema)).toEqual([0, 'closest']);
  });

  it('ignores keys the schema does not declare, on either side', () => {
    const calls = recorded({ id: 'n1', trace: 'abc' }, { id: 'n2' });
    expect(pick(calls, { id: 'n2', trace: 'abc' }, object({ id: str }))).toEqual([1, 'closest']);
    // Declared, the shared trace outweighs the id.
    expect(pick(calls, { id: 'n2', trace: 'abc' }, object({ id: str, trace: str }))).toEqual([0, 'closest']);
  });

  it('compares a nested object by the properties its schema declares', () => {
    const calls = recorded({ format: 'json', query: { city: 'Paris', limit: 9 } }, { format: 'json', query: { city: 'Rome', limit: 5, note: 'undeclared' } });
    const args = { format: 'json', query: { city: 'Rome', limit: 5 } };
    // Inside: 1 + 2 + 2 + 2 = 7 against 1 + 1 + 1 + 2 = 5.
    expect(pick(calls, args, object({ format: str, query: object({ city: str, limit: num }) }))).toEqual([1, 'closest']);
    // A query schema that declares nothing inside: both queries merely differ (1 + 2 each), the first wins.
    expect(pick(calls, args, object({ format: str, query: { type: 'object' } }))).toEqual([0, 'closest']);
    expect(pick(calls, args, object({ format: str, query: true }))).toEqual([0, 'closest']);
  });

  it('follows a local $ref, never a remote one, and stops on a $ref cycle', () => {
    const calls = recorded({ format: 'json', query: { city: 'Paris', limit: 9 } }, { format: 'json', query: { city: 'Rome', limit: 5 } });
    const args = { format: 'json', query: { city: 'Rome', limit: 5, extra: 1 } };
    const withQuery = (query: unknown) => ({ ...object({ format: str, query }), $defs: { Query: object({ city: str, limit: num }), Loop: { $ref: '#/$defs/Loop' } } });
    expect(pick(calls, args, withQuery({ $ref: '#/$defs/Query' }))).toEqual([1, 'closest']);
    expect(pick(calls, args, withQuery({ $ref: 'https://example.com/query.json' }))).toEqual([0, 'closest']);
    // A relative URI is another document, though its path reads like a pointer into this one.
    expect(pick(calls, args, withQuery({ $ref: 'x/$defs/Query' }))).toEqual([0, 'closest']);
    expect(pick(calls, args, withQuery({ $ref: '#/$defs/Loop' }))).toEqual([0, 'closest']);
    expect(pick(calls, args, withQuery({ $ref: '#/$defs/%zz' }))).toEqual([0, 'closest']);
    // The root itself by reference.
    expect(pick(calls, args, { $ref: '#/$defs/Root', $defs: { Root: object({ query: object({ city: str }) }) } })).toEqual([1, 'closest']);
  });

  it('prefers a value of the same JSON type to one of another type', () => {
    const calls = recorded({ id: 'a', limit: 'five' }, { id: 'b', limit: 7 });
    expect(pick(calls, { id: 'x', limit: 5 }, object({ id: str, limit: num }))).toEqual([1, 'closest']);
    // An array and an object, null and an object, are different types too.
    expect(pick(recorded({ tags: { a: 1 } }, { tags: [9] }), { tags: [1, 2] }, object({ tags: true }))).toEqual([1, 'closest']);
    expect(pick(recorded({ tags: null }, { tags: { b: 2 } }), { tags: { a: 1 } }, object({ tags: true }))).toEqual([1, 'closest']);
  });

  it('breaks a tie by the fewer properties held by one side only, then by the recorded order', () => {
    const schema = object({ a: num, b: num });
    // Both score 1; the first also holds b, which the arguments lack.
    expect(pick(recorded({ a: 2, b: 1 }, { a: 3 }), { a: 1 }, schema)).toEqual([1, 'closest']);
    expect(pick(recorded({ a: 2 }, { a: 3 }), { a: 1 }, schema)).toEqual([0, 'closest']);
    // Score 0 is still a recorded answer.
    expect(pick(recorded({ a: 2 }, { b: 3 }), { c: 1 }, schema)).toEqual([0, 'closest']);
  });

  it('has nothing to give without recorded calls', () => {
    expect(pick([], { a: 1 }, object({ a: num }))).toBeUndefined();
    expect(pick(undefined, { a: 1 }, object({ a: num }))).toBeUndefined();
  });

  it('reads __proto__ and constructor keys as data', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"object","properties":{"x":{"type":"number"}}},"constructor":{"type":"string"},"id":{"type":"string"}}}') as unknown;
    const calls = [JSON.parse('{"__proto__":{"x":1},"id":"n1"}') as object, JSON.parse('{"constructor":"c","id":"n2"}') as object];
    const args = JSON.parse('{"__proto__":{"x":1},"constructor":"c","id":"n3"}') as unknown;
    // First: 1 + 2 (__proto__.x) + 1 (id), one lone; second: 2 + 1, one lone.
    expect(pick(recorded(...calls), args, schema)).toEqual([0, 'closest']);
    // Undeclared, they count for nothing: both ids differ, no lone property; the first wins.
    expect(pick(recorded(...calls), args, object({ id: str }))).toEqual([0, 'closest']);
    expect(pick(recorded({ id: 'n1' }, { id: 'n3' }), args, object({ id: str }))).toEqual([1, 'closest']);
    // A schema without own properties: `properties` of the prototype is not read.
    expect(pick(recorded({ id: 'n1' }, { id: 'n3' }), args, Object.create({ properties: { id: str } }))).toEqual([0, 'closest']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('gives arguments that are not an object, or a schema that declares nothing, the first call', () => {
    const calls = recorded({ a: 1 }, { a: 2 });
    for (const args of ['a', 2, null, [1], true]) expect(pick(calls, args, object({ a: num }))).toEqual([0, 'closest']);
    for (const schema of [undefined, true, false, 'object', { type: 'object' }, { properties: [1] }]) expect(pick(calls, { a: 2, b: 1 }, schema)).toEqual([0, 'closest']);
    expect(pick(recorded('text' as unknown as object, { a: 1 }), 'text', undefined)).toEqual([0, 'exact']);
  });
});

describe('withArgumentsOf', () => {
  const call: RecordedCall = {
    arguments: { city: 'Paris', code: 'a', days: 3 },
    result: { content: [{ type: 'text', text: "Paris in 3 days (a): Paris's forecast" }], structuredContent: { city: 'Paris' } },
    during: [{ kind: 'request', method: 'sampling/createMessage', params: { messages: [{ content: { text: 'weather in Paris', type: 'text' } }] } }],
  };

  it("puts the caller's string values where the recorded ones appear: result, what was said meanwhile", () => {
    expect(withArgumentsOf(call, { city: 'Rome', code: 'b', days: 5 })).toEqual({
      arguments: { city: 'Paris', code: 'a', days: 3 },
      result: { content: [{ type: 'text', text: "Rome in 3 days (a): Rome's forecast" }], structuredContent: { city: 'Rome' } },
      during: [{ kind: 'request', method: 'sampling/createMessage', params: { messages: [{ content: { text: 'weather in Rome', type: 'text' } }] } }],
    });
  });

  it('never in a protocol word, in one pass (a replacement is not replaced again), recorded values taken literally', () => {
    const recordedCall: RecordedCall = {
      arguments: { format: 'text', level: 'info', a: 'from', b: 'into', pattern: 'a.b*' },
      result: { content: [{ type: 'text', text: 'text as info: from into a.b* axbb', mimeType: 'text/plain' }] },
      during: [{ kind: 'notification', method: 'notifications/message', params: { level: 'info', data: 'info logged' } }],
    };
    expect(withArgumentsOf(recordedCall, { format: 'html', level: 'verbose', a: 'into', b: 'zzzz', pattern: 'P' })).toEqual({
      arguments: recordedCall.arguments,
      result: { content: [{ type: 'text', text: 'html as verbose: into zzzz P axbb', mimeType: 'text/plain' }] },
      during: [{ kind: 'notification', method: 'notifications/message', params: { level: 'info', data: 'verbose logged' } }],
    });
  });

  it('replays the answer as it was when substitution would grow it past a million characters', () => {
    const long: RecordedCall = { arguments: { city: 'Paris' }, result: { content: [{ type: 'text', text: 'Paris '.repeat(1000) }] } };
    expect(withArgumentsOf(long, { city: 'R'.repeat(2000) })).toBe(long);
  });

  it('a 3 MB value echoed 400 times is refused before the answer is built: replayed as it was', () => {
    const echoed: RecordedCall = { arguments: { q: 'Paris' }, result: { content: Array.from({ length: 400 }, () => ({ type: 'text', text: 'Paris' })) } };
    expect(withArgumentsOf(echoed, { q: 'x'.repeat(3_000_000) })).toBe(echoed);
  });

  it('never writes into structuredContent what its outputSchema refuses: that result stays as recorded, text and data', () => {
    const outputSchema = { type: 'object', properties: { city: { enum: ['Paris', 'Lyon'] } }, required: ['city'] };
    const weather: RecordedCall = { arguments: { q: 'Paris' }, result: { content: [{ type: 'text', text: '{"city":"Paris"}' }], structuredContent: { city: 'Paris' } } };
    expect(withArgumentsOf(weather, { q: 'Berlin' }, outputSchema)).toEqual(weather);
    expect(withArgumentsOf(weather, { q: 'Lyon' }, outputSchema)).toEqual({
      arguments: { q: 'Paris' },
      result: { content: [{ type: 'text', text: '{"city":"Lyon"}' }], structuredContent: { city: 'Lyon' } },
    });
    // Without an outputSchema the tool's data says nothing of its values: substituted.
    expect(withArgumentsOf(weather, { q: 'Berlin' })).toEqual({
      arguments: { q: 'Paris' },
      result: { content: [{ type: 'text', text: '{"city":"Berlin"}' }], structuredContent: { city: 'Berlin' } },
    });
  });

  it('checks each round of a multi-round call on its own: a round whose data would break stays recorded, the others take the value', () => {
    const outputSchema = { type: 'object', properties: { city: { type: 'string', maxLength: 6 } } };
    const rounds: RecordedCall = {
      arguments: { q: 'Paris' },
      result: { content: [{ type: 'text', text: 'Paris?' }] },
      rounds: [{ content: [{ type: 'text', text: 'Paris' }], structuredContent: { city: 'Paris' } }],
    };
    expect(withArgumentsOf(rounds, { q: 'Amsterdam' }, outputSchema)).toEqual({ ...rounds, result: { content: [{ type: 'text', text: 'Amsterdam?' }] } });
  });

  it('leaves the call as it is when no string value of four characters or more differs', () => {
    expect(withArgumentsOf(call, { city: 'Paris', code: 'b' })).toBe(call);
    expect(withArgumentsOf(call, { city: 7 })).toBe(call);
    expect(withArgumentsOf(call, 'Rome')).toBe(call);
  });
});
