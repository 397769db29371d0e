import { resolve } from 'node:path';
import { a as setOwn } from './safe-text.js';

/**
 * Secrets out of everything the gate writes. `core.setSecret` masks the runner's log only; a
 * server that echoes a token (on stderr as it crashes, in a 401 body or a JSON-RPC error, in a
 * tool description) would otherwise put it in the terminal, the report, transcripts, the
 * contract, the PR comment, the summary, outputs and annotations. One Redactor sits at that
 * boundary and replaces each secret, plain or encoded as a server or transport may send it.
 */
const REDACTED = '***';
/**
 * Values shorter than this are left alone: replacing "1", "on" or "dev" wherever it occurs would
 * wreck the output, and a value that short protects nothing anyway.
 */
const MIN_SECRET_LENGTH = 4;
/** What the gate knows to be secret, in every form it may come back in; grows as configs are read. */
class Redactor {
    secrets = new Set();
    pattern;
    /** Every form of every secret, longest first. */
    forms = [];
    prefixSet;
    constructor(secrets = []) {
        this.add(secrets);
    }
    add(secrets) {
        for (const secret of secrets)
            if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH)
                this.secrets.add(secret);
        this.pattern = undefined;
        this.prefixSet = undefined;
        return this;
    }
    has(secret) {
        return this.secrets.has(secret);
    }
    /** True when `text` holds a secret in any of its forms. */
    finds(text) {
        const pattern = this.compiled();
        return pattern !== undefined && text.search(pattern) !== -1;
    }
    /** `text` with every form of every secret replaced by `***`. */
    text(text) {
        const pattern = this.compiled();
        if (!pattern)
            return text;
        return this.truncatedPrefixes(text.replace(pattern, REDACTED));
    }
    /** A deep copy of JSON-like data with secrets replaced in strings and keys; the same value when it holds none. */
    value(value) {
        if (!this.compiled() || !this.finds(JSON.stringify(value) ?? ''))
            return value;
        return this.walk(value);
    }
    walk(value) {
        if (typeof value === 'string')
            return this.text(value);
        if (Array.isArray(value))
            return value.map((item) => this.walk(item));
        if (value === null || typeof value !== 'object')
            return value;
        const copy = {};
        for (const [key, item] of Object.entries(value))
            setOwn(copy, this.text(key), this.walk(item));
        return copy;
    }
    compiled() {
        if (this.secrets.size === 0)
            return undefined;
        if (!this.pattern) {
            this.forms = [...new Set([...this.secrets].flatMap(encodedForms))].sort((a, b) => b.length - a.length);
            this.pattern = new RegExp(this.forms.map(escapeRegExp).join('|'), 'g');
        }
        return this.pattern;
    }
    /**
     * Messages are cut to one line with "…": the start of a secret (in any form) just before the
     * cut goes too. The text is split at the ellipses and each piece looks back at most a
     * secret's length: linear in the text (a regular expression scan backtracked over every position).
     */
    truncatedPrefixes(text) {
        if (!text.includes('…'))
            return text;
        // The text between two ellipses is a segment: each but the last was cut where the next "…" is.
        const segments = text.split('…');
        for (let i = 0; i < segments.length - 1; i++) {
            const segment = segments[i];
            const cut = this.secretPrefixAtEnd(segment);
            if (cut > 0)
                segments[i] = `${segment.slice(0, segment.length - cut)}${REDACTED}`;
        }
        return segments.join('…');
    }
    /** How many characters at the end of `segment` are a secret's start (4 or more, not the whole secret), else 0; the longest wins. */
    secretPrefixAtEnd(segment) {
        const prefixes = this.prefixes();
        for (let length = Math.min(prefixes.longest, segment.length); length >= MIN_SECRET_LENGTH; length--) {
            if (prefixes.set.has(segment.slice(segment.length - length)))
                return length;
        }
        return 0;
    }
    /** Every proper start of every form (4 characters or more), for one lookup per length. */
    prefixes() {
        if (!this.prefixSet) {
            const set = new Set();
            for (const form of this.forms)
                for (let length = MIN_SECRET_LENGTH; length < form.length; length++)
                    set.add(form.slice(0, length));
            this.prefixSet = { set, longest: Math.max(0, ...this.forms.map((form) => form.length - 1)) };
        }
        return this.prefixSet;
    }
}
/** The forms a secret takes on the way back: plain, JSON-escaped (once or twice), URL-encoded, base64 at each byte alignment. */
function encodedForms(secret) {
    const json = JSON.stringify(secret).slice(1, -1);
    const jsonInJson = JSON.stringify(json).slice(1, -1); // an error body that quotes a JSON message
    const asciiJson = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const url = encodeURIComponent(secret);
    const forms = [secret, json, jsonInJson, asciiJson, url, url.replace(/%20/g, '+'), url.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()), ...base64Forms(secret)];
    return forms.filter((form) => form.length >= MIN_SECRET_LENGTH);
}
/**
 * Inside a longer base64 text (`Basic <user:token>`, a JWT) the secret's bytes may start at any
 * offset mod 3; for each, the characters that depend on the secret's bytes alone.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const forms = [];
    for (const offset of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const first = Math.ceil((offset * 8) / 6);
        const last = Math.floor(((offset + bytes.length) * 8) / 6); // exclusive: the last whole character
        const core = encoded.slice(first, last);
        forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return forms;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * A secret, then what a server may make of it as a path: its trailing separators removed, and
 * resolved against the server's folder `cwd`. A separator added leaves the secret in the text,
 * found as it is; so a form that holds one listed before it is left out. A secret shorter than
 * `min` gets no other form: short values are left alone.
 */
function normalisedForms(secret, min, cwd) {
    const forms = [secret];
    if (secret.length < min)
        return forms;
    const candidates = [secret.replace(/[\\/]+$/, ''), ...(cwd !== undefined && /[\\/]/.test(secret) ? [resolve(cwd, secret)] : [])];
    for (const form of candidates)
        if (form.length >= min && !forms.some((kept) => form.includes(kept)))
            forms.push(form);
    return forms;
}

export { MIN_SECRET_LENGTH as M, Redactor as R, normalisedForms as n };
