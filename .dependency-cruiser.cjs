// The layers of src/, top first: a module may import only from ranks below its own, never a
// sibling of its rank, and no file may close a cycle. Type-only and dynamic imports count.
// `npm test` runs `depcruise src` with these rules; docs/architecture.md draws the same layers.
/** Each rank lists siblings (folders, or top-level files ending in .ts) that do not import each other. */
const RANKS = [
  ['index.ts', 'cli.ts'], //                          entry points
  ['main.ts'], //                                     the action's entry
  ['github', 'cli'], //                               adapters: parse inputs, render outputs
  ['commands'], //                                    use cases, each written once
  ['report'], //                                      what a run says, in every format
  ['policy'], //                                      what passes: fail-on, approvals, semver, ignores
  ['serve'], //                                       the contract as a server
  ['probes'], //                                      calls beyond discovery
  ['discovery'], //                                   the live connection: lists walked, normalised
  ['evidence'], //                                    checked facts about the live server
  ['negotiate'], //                                   eras and revisions agreed
  ['transport'], //                                   stdio, Streamable HTTP, SSE, JSON-RPC sessions
  ['config'], //                                      settings: the config and policy files
  ['diff'], //                                        the engine: comparison, rules, oracle
  ['contract'], //                                    the contract model
  ['jsonschema'], //                                  the JSON Schema library
  ['redact.ts', 'files.ts', 'workers.ts'], //         base
  ['errors.ts', 'json'],
  ['safe-text.ts', 'edit-distance.ts'],
];

const pathOf = (module) => (module.endsWith('.ts') ? `^src/${module.replace('.', '\\.')}$` : `^src/${module}/`);
const anyOf = (modules) => modules.map(pathOf).join('|');

/** One rule a module: nothing from a higher rank, nothing from a sibling. */
const layerRules = RANKS.flatMap((rank, index) =>
  rank.map((module) => {
    const forbidden = [...RANKS.slice(0, index).flat(), ...rank.filter((other) => other !== module)];
    return {
      name: `layer:${module}`,
      comment: `${module} imports only from the layers below it (.dependency-cruiser.cjs lists them)`,
      severity: 'error',
      from: { path: pathOf(module) },
      to: { path: anyOf(forbidden) },
    };
  }),
).filter((rule) => rule.to.path !== '');

/** Every file of src/ has a rank: a new top-level module must be placed before it imports or is imported. */
const unranked = [
  { from: {}, to: { path: '^src/', pathNot: anyOf(RANKS.flat()) } },
  { from: { path: '^src/', pathNot: anyOf(RANKS.flat()) }, to: {} },
].map((rule) => ({ name: 'layer:unranked', comment: 'every module of src/ belongs to a rank of .dependency-cruiser.cjs', severity: 'error', ...rule }));

/** What a layer rule cannot see must not be written: an import that resolves to nothing, a require made by hand. */
const guards = [
  {
    name: 'not-to-unresolvable',
    comment: 'an import resolves to a file or a package (a misspelt path is an error, not a missing arrow)',
    severity: 'error',
    from: { path: '^src/' },
    to: { couldNotResolve: true },
  },
  {
    name: 'no-create-require',
    comment: "createRequire loads modules the layer rules cannot see: import them (a computed import() is refused by ESLint's no-restricted-syntax)",
    severity: 'error',
    from: { path: '^src/' },
    to: { dependencyTypes: ['core'], path: '^(node:)?module$' },
  },
];

/** Inside a layer, sub-layers point down too: report/formats/ renders the report, so report/ never imports it back. */
const subLayers = [
  {
    name: 'layer:report/formats',
    comment: 'src/report/formats/ builds on src/report/; nothing else of src/report/ imports formats/ (a two-way import between them)',
    severity: 'error',
    from: { path: '^src/report/', pathNot: '^src/report/formats/' },
    to: { path: '^src/report/formats/' },
  },
];

module.exports = {
  forbidden: [{ name: 'no-circular', comment: 'no file imports itself through others', severity: 'error', from: {}, to: { circular: true } }, ...guards, ...unranked, ...layerRules, ...subLayers],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/jsonschema/precompiled/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json', '.cjs'], conditionNames: ['import', 'require', 'node', 'default'], exportsFields: ['exports'] },
  },
};
