import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The golden text a test compares with. UPDATE_GOLDEN=1 rewrites it from `actual` (review the
 * diff); otherwise a missing golden file fails: a test that writes its own expectation proves nothing.
 */
export function goldenText(file: string, actual: string): string {
  if (process.env.UPDATE_GOLDEN) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file)) throw new Error(`missing golden file ${file}: run the test with UPDATE_GOLDEN=1 to write it, then review it`);
  return readFileSync(file, 'utf8');
}
