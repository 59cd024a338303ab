/**
 * The architecture's import rules (docs/architecture.md, "Layers and areas"), checked by `npm run depcruise` in
 * `npm test`. The server's core is layered: platform (the kernel) → people → content → delivery → learner →
 * oversight → workflows. A layer imports only earlier ones; only handlers, event workers, the local stack and tests
 * import workflows; nothing anywhere is circular.
 */
const TESTS = '\\.(int\\.)?test\\.tsx?$|test-helper\\.ts$';
const CORE = '^functions/core/';
const LAYERS = ['platform', 'people', 'content', 'delivery', 'learner', 'oversight', 'workflows'];

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer}`,
  comment: `${layer} may import only earlier layers (${LAYERS.slice(0, i).join(', ') || 'none'}).`,
  severity: 'error',
  from: { path: `${CORE}${layer}/`, pathNot: TESTS },
  to: { path: `${CORE}(${LAYERS.slice(i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: each module has one place in the dependency order.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'workflows-from-entry-points-only',
      comment: 'Workflows span areas; only handlers, event workers, the local stack and tests call them.',
      severity: 'error',
      from: { pathNot: `^(functions/api|events|infra/local|test|functions/core/workflows)/|${TESTS}` },
      to: { path: `${CORE}workflows/` },
    },
    {
      name: 'company-mail-through-the-gate',
      comment:
        "Mail goes out through people/mail-hold (sendCompanyEmail), which holds a self-registered company's mail to " +
        'anyone but its administrator until that address is verified; only that module sends directly.',
      severity: 'error',
      from: { pathNot: `^functions/core/people/mail-hold/|^test/|${TESTS}` },
      to: { path: '^functions/core/platform/mail/send-email\\.ts$' },
    },
    {
      name: 'core-not-from-handlers',
      comment: 'The core never reaches back into the handlers.',
      severity: 'error',
      from: { path: CORE },
      to: { path: '^functions/api/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is imported by the web and the server; it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|events|web|infra)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The SPA talks to the server through the manifest and HTTP only.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|events|infra)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|\\.vendor|\\.local-data)/|catalogue/courses/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    combinedDependencies: true,
  },
};
