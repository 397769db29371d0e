// Copies the labeled drift corpus from ../shared/corpus (where the team keeps it) into the
// repository, so that a clone with no folder beside it passes its own tests. The repository's own
// cases are in local-cases.json beside it, which this leaves alone.
import { copyFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const source = resolve(root, '../shared/corpus/drift-cases.json');
const target = resolve(root, 'test/fixtures/corpus/drift-cases.json');
if (!existsSync(source)) {
  console.error(`refresh-corpus: ${source} does not exist; nothing to refresh`);
  process.exit(2);
}
copyFileSync(source, target);
console.log(`refresh-corpus: ${target} refreshed from ${source}`);
