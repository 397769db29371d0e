// Writes src/jsonschema/precompiled/validators.cjs (see src/jsonschema/precompile.ts); run by `npm run build`.
//
//   tsx scripts/precompile-schemas.ts
import { writeFileAtomic } from '../src/files.js';
import { gateSchemas, PRECOMPILED_FILE, precompiledSource } from '../src/jsonschema/precompile.js';

await writeFileAtomic(PRECOMPILED_FILE, precompiledSource(await gateSchemas()));
