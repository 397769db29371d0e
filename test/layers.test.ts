import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import layers of src/ (.dependency-cruiser.cjs), as `npm test` runs them with `depcruise
 * src`: here they are shown to catch what they must (a type-only import that climbs, a dynamic
 * import that climbs, a file cycle) and to pass the tree as it is.
 */
const ROOT = join(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: unknown[]; options: ICruiseOptions };

async function violations(cwd: string, tsConfig?: string): Promise<string[]> {
  const before = process.cwd();
  process.chdir(cwd);
  try {
    const options = { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, tsConfig: tsConfig ? { fileName: tsConfig } : undefined } as ICruiseOptions;
    const { output } = await cruise(['src'], options);
    if (typeof output === 'string') throw new Error('dependency-cruiser gave text, not a result');
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    process.chdir(before);
  }
}

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the import layers', () => {
  it('refuse a type-only import and a dynamic import that climb, and a file cycle', async () => {
    const dir = tree({
      'src/jsonschema/a.ts': "import type { B } from '../contract/b.js';\nexport type A = B;\n",
      'src/contract/b.ts': "export type B = number;\nexport const load = () => import('../diff/c.js');\n",
      'src/diff/c.ts': "import { d } from './d.js';\nexport const c = d;\n",
      'src/diff/d.ts': "import { c } from './c.js';\nexport const d = 1;\nexport const e = c;\n",
      'src/report/e.ts': "import { c } from '../diff/c.js';\nexport const e = c;\n",
    });
    expect(await violations(dir)).toEqual([
      'layer:contract: src/contract/b.ts → src/diff/c.ts',
      'layer:jsonschema: src/jsonschema/a.ts → src/contract/b.ts',
      'no-circular: src/diff/c.ts → src/diff/d.ts',
    ]);
  });

  it('refuse a module no rank places, and siblings of one rank importing each other', async () => {
    const dir = tree({
      'src/newfolder/x.ts': "import { y } from '../cli/y.js';\nexport const x = y;\n",
      'src/cli/y.ts': "import { z } from '../github/z.js';\nexport const y = z;\n",
      'src/github/z.ts': 'export const z = 1;\n',
    });
    expect(await violations(dir)).toEqual(['layer:cli: src/cli/y.ts → src/github/z.ts', 'layer:unranked: src/newfolder/x.ts → src/cli/y.ts']);
  });

  it('refuse an import that resolves to nothing and a require made with createRequire', async () => {
    const dir = tree({
      'src/diff/a.ts': "import { b } from './misspelt.js';\nexport const a = b;\n",
      'src/contract/c.ts': "import { createRequire } from 'node:module';\nexport const c = createRequire(import.meta.url)('../report/d.js');\n",
    });
    expect(await violations(dir)).toEqual(['no-create-require: src/contract/c.ts → module', 'not-to-unresolvable: src/diff/a.ts → ./misspelt.js']);
  });

  it('leave no import unseen: ESLint refuses an import() whose path is computed', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(
      "const name = 'b';\nexport const load = () => import(`./${name}.js`);\nexport const also = () => import('./' + name);\nexport const plain = () => import('./c.js');\n",
      {
        filePath: join(ROOT, 'src/diff/computed-import.ts'),
      },
    );
    expect(result!.messages.map((m) => `${m.line}: ${m.ruleId}`)).toEqual(['2: no-restricted-syntax', '3: no-restricted-syntax']);
  });

  it('hold for src/ as it is', async () => {
    expect(await violations(ROOT, 'tsconfig.json')).toEqual([]);
  });
});
