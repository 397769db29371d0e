import { o as ownValue } from './safe-text.js';
import { e as realPathSoFar } from './files.js';
import { n as normalisedForms, M as MIN_SECRET_LENGTH } from './redact.js';

const ENV_REFERENCE = /\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g;
/**
 * A literal `env` value in the committed config is redacted from 8 characters on: a token is
 * longer, and redacting settings like `LOG_LEVEL: warn` would turn "warning" into "***ing".
 * Values that come from the runner's environment (passthrough, `${env:…}`) count from 4.
 */
const LITERAL_MIN = 8;
/**
 * The secret values of a run, each with the forms a server may normalise it to: each server's
 * literal `env` values, the variables it passes through, what `${env:NAME}` in its headers
 * expands to, and the GitHub token. Own-property lookups only: a variable named `constructor`
 * is not Object's.
 */
function secretValues(servers, env, token) {
    const fromEnv = (name) => {
        const value = ownValue(env, name);
        return typeof value === 'string' ? [value] : [];
    };
    const perServer = servers.flatMap(({ transport }) => {
        if (transport.kind !== 'stdio') {
            const values = Object.values(transport.headers).flatMap((template) => [...template.matchAll(ENV_REFERENCE)].flatMap((match) => fromEnv(match[1])));
            return values.flatMap((value) => normalisedForms(value, MIN_SECRET_LENGTH));
        }
        const cwd = realPathSoFar(transport.cwd ?? process.cwd()); // where the server resolves a relative path: its real folder
        const literal = Object.values(transport.env).filter((value) => value.length >= LITERAL_MIN);
        return [...literal.flatMap((value) => normalisedForms(value, LITERAL_MIN, cwd)), ...transport.envPassthrough.flatMap(fromEnv).flatMap((value) => normalisedForms(value, MIN_SECRET_LENGTH, cwd))];
    });
    return [...perServer, ...fromEnv('GITHUB_TOKEN'), ...(token ? [token] : [])];
}

export { secretValues as s };
