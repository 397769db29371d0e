// Writes src/jsonschema/precompiled/validators.cjs (see scripts/precompiled-source.ts); run by `npm run build`.
//
//   tsx scripts/precompile-schemas.ts
import { existsSync, writeFileSync } from 'node:fs';

// The gate's modules import the file being generated: without it (deleted, say), they start from
// an empty one, and compile their schemas on first use meanwhile.
const PRECOMPILED_FILE = 'src/jsonschema/precompiled/validators.cjs';
if (!existsSync(PRECOMPILED_FILE)) writeFileSync(PRECOMPILED_FILE, '"use strict";\nexports.gate = {};\n');
const { writeFileAtomic } = await import('../src/files.js');
const { gateSchemas, precompiledSource } = await import('./precompiled-source.js');
await writeFileAtomic(PRECOMPILED_FILE, precompiledSource(gateSchemas()));
