// Which code may import which (docs/architecture.md, "Dependency rules"). `npm run check:deps`
// cruises the packages and the web app's sources and fails on any import these rules forbid.
// Imports that broke a rule when it was added are listed in .dependency-cruiser-known-violations.json
// (made with `npm run check:deps:baseline`); they are tolerated until fixed, a new one fails. Add a
// rule per boundary below: a name, a comment saying why, `from` and `to` paths.

/** Rendering and UI libraries: never in the pure packages. */
const RENDERING = '(^|/)node_modules/(three|three-stdlib|react|react-dom|@react-three/[^/]+|@mantine/[^/]+)/';

/**
 * The web app's feature folders from the bottom up. A feature imports only features of the rows
 * below its own, so every arrow between feature folders points down and none runs back up (no
 * circle through two features). A new feature gets a row above everything it uses.
 */
const FEATURE_LAYERS = [
  ['bars', 'content', 'forms', 'live'],
  ['auth', 'consultation', 'presets'],
  ['account', 'ar', 'inventory'],
  ['pdf', 'profile', 'quote'],
  ['addresses', 'editor'],
  ['embed', 'home'],
  ['admin'],
];

function featuresOneWay() {
  return FEATURE_LAYERS.map((layer, index) => ({
    name: 'features-one-way',
    comment: `Features of row ${index + 1} (${layer.join(', ')}) import no feature of their own row or above (FEATURE_LAYERS).`,
    severity: 'error',
    from: { path: `^apps/web/src/features/(${layer.join('|')})/` },
    to: {
      path: `^apps/web/src/features/(${FEATURE_LAYERS.slice(index).flat().join('|')})/`,
      pathNot: '^apps/web/src/features/$1/',
    },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain is the bar engine: it imports nothing of ours (no other package, no app) and no rendering or UI library.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { path: ['^packages/(?!domain/)', '^apps/', '^e2e/', '^bench/', RENDERING] },
    },
    {
      name: 'layout-on-domain-only',
      comment:
        'packages/layout (what is drawn and where one can act) depends on @bar/domain and nothing else: no three.js, no React, no app. The server will use it too.',
      severity: 'error',
      from: { path: '^packages/layout/src/' },
      to: { pathNot: ['^packages/(layout|domain)/src/'] },
    },
    {
      name: 'testing-kit-in-tests-only',
      comment:
        "packages/domain/src/testing/ holds the property tests' random edits (it imports fast-check, a dev dependency): test code imports it, production code never.",
      severity: 'error',
      from: { path: '^(packages|apps)/[^/]+/src/', pathNot: '^packages/domain/src/testing/' },
      to: { path: '^packages/domain/src/testing/' },
    },
    {
      name: 'pure-packages-without-rendering',
      comment: 'No package under packages/ imports a rendering or UI library.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { path: RENDERING },
    },
    {
      name: 'scene-and-ui-not-on-features',
      comment:
        'In the web app, features/ use scene/ and ui/, never the reverse; scene/ and ui/ do not reach into app/ either. The scene is a view: it gets what to draw by props and reports events; ui/ holds presentational pieces.',
      severity: 'error',
      from: { path: '^apps/web/src/(scene|ui)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'features-not-on-app',
      comment:
        'app/ (router, root layout, route error page) puts the features together; features/ import nothing from it. What both use, such as the API client, lives in shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'features-through-their-door',
      comment:
        "A feature reaches another feature only through that feature's index.ts (its public door), never into its files or its store; what several features need and none owns lives in shared/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    ...featuresOneWay(),
    {
      name: 'shared-on-nothing-above',
      comment: 'shared/ (the API client) is used by app/ and features/; it imports none of them, nor scene/ or ui/.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(app|features|scene|ui)/' },
    },
    {
      name: 'no-circles',
      comment:
        'No import circle anywhere (type-only imports included): a module that two others need (a type, a table) lives in its own file that imports neither of them; a list joined from files that need its type is typed by an interface they extend (declaration merging) or by a generic.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
