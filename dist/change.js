import { createHash } from 'node:crypto';
import { r as ruleById } from './rules.js';

/** The longest witness, as JSON, a report inlines. */
const WITNESS_INLINE_LIMIT = 2_000;
/** Past these, a string or a list inside a witness's shape is described rather than written out. */
const SHAPE_STRING = 64;
const SHAPE_ITEMS = 16;
/** A confirmed witness as a report holds it: its value, or past WITNESS_INLINE_LIMIT its shape. */
function reportedWitness(value, validBefore, validAfter) {
    const text = JSON.stringify(value) ?? 'null';
    if (text.length <= WITNESS_INLINE_LIMIT)
        return { value, validBefore, validAfter };
    const shape = shapeOf(value);
    return { shape: shape.length > WITNESS_INLINE_LIMIT ? `${shape.slice(0, WITNESS_INLINE_LIMIT - 1)}…` : shape, validBefore, validAfter };
}
/** A witness as text: its JSON, or its shape. */
function witnessShown(witness) {
    return witness.shape ?? JSON.stringify(witness.value) ?? 'null';
}
/** JSON, with each long string, array or object described by its size and first element (deterministic). */
function shapeOf(value) {
    if (typeof value === 'string') {
        const length = countCodePoints(value);
        if (length <= SHAPE_STRING)
            return JSON.stringify(value);
        const start = Array.from(value.slice(0, 2 * SHAPE_ITEMS))
            .slice(0, SHAPE_ITEMS)
            .join('');
        return `<a string of ${grouped(length)} characters: ${JSON.stringify(start).slice(0, -1)}…">`;
    }
    if (Array.isArray(value)) {
        if (value.length <= SHAPE_ITEMS)
            return `[${value.map(shapeOf).join(',')}]`;
        const same = value.every((item) => JSON.stringify(item) === JSON.stringify(value[0]));
        return `<an array of ${grouped(value.length)} items, ${same ? 'each' : 'the first'} ${shapeOf(value[0])}>`;
    }
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value);
        const entry = ([key, item]) => `${JSON.stringify(key)}:${shapeOf(item)}`;
        if (entries.length <= SHAPE_ITEMS)
            return `{${entries.map(entry).join(',')}}`;
        return `<an object of ${grouped(entries.length)} properties, the first ${entry(entries[0])}>`;
    }
    return JSON.stringify(value) ?? 'null';
}
function countCodePoints(text) {
    let count = 0;
    for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        // A high surrogate followed by a low one is one code point.
        if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00)
            i++;
        count++;
    }
    return count;
}
/** 15001 -> `15,001`: a size in words, the same on every machine. */
function grouped(n) {
    return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
function fingerprintOf(rule, entity, pointer, item) {
    const parts = item === undefined ? [rule, entity, pointer] : [rule, entity, pointer, item];
    return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}
/**
 * Every fingerprint that names the change: its own, and the one each retired id its rule
 * replaces would have given it, so an acceptance written before a rename still matches.
 */
function fingerprintsOf(change) {
    const aliases = ruleById(change.rule).replaces.map((old) => fingerprintOf(old, change.entity, change.pointer, change.item));
    return [change.fingerprint, ...aliases];
}
/** Builds a change; its level always comes from the rule table, never from the caller. */
function makeChange(rule, entity, pointer, message, before, after) {
    return changeOf(rule, entity, pointer, message, { before, after });
}
function changeOf(rule, entity, pointer, message, details) {
    const { before, after, item, witness } = details;
    return {
        rule,
        level: ruleById(rule).level,
        entity,
        pointer,
        ...(item === undefined ? {} : { item }),
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
        message,
        ...(witness === undefined ? {} : { witness }),
        fingerprint: fingerprintOf(rule, entity, pointer, item),
    };
}

export { changeOf as c, fingerprintsOf as f, grouped as g, makeChange as m, reportedWitness as r, witnessShown as w };
