// The generated validators.cjs (src/jsonschema/precompile.ts): ajv standalone validate functions.
import type { ValidateFunction } from 'ajv';

/** The gate's own schemas, by precompiledKey. */
export declare const gate: Readonly<Record<string, ValidateFunction | undefined>>;
/** The meta-schema of each dialect, compiled with the lenient options server schemas get (absent only before the first build). */
export declare const draft07: ValidateFunction | undefined;
export declare const draft2019: ValidateFunction | undefined;
export declare const draft2020: ValidateFunction | undefined;
