// The action's entry point: nothing but run(), so main.ts stays importable in tests.
import { run } from './main.js';

await run();
