// Import directions of the code base (docs/architecture.md, "Layers"). Checked by
// scripts/check-imports.mjs in `npm test`; scripts/check-imports.test.ts proves each rule bites.
const server = '^apps/server/src/';
const web = '^apps/web/src/';
const test = '\\.test\\.tsx?$|/test/|/testing/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: { pathNot: test },
      to: { circular: true, pathNot: test },
    },
    {
      name: 'platform-below-modules',
      comment: 'platform/, db/ and config/ serve every domain and import none.',
      severity: 'error',
      from: { path: `${server}(platform|db|config)/`, pathNot: test },
      to: { path: `${server}modules/` },
    },
    {
      name: 'no-foreign-repository',
      comment: 'A domain reaches another domain through its service, never its repository.',
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/`, pathNot: test },
      to: { path: `${server}modules/[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${server}modules/$1/` },
    },
    {
      name: 'features-not-app-or-pages',
      comment: 'Features are below the app shell and the pages that compose them.',
      severity: 'error',
      from: { path: `${web}(features|ui|lib)/` },
      to: { path: `${web}(app|pages)/` },
    },
    {
      name: 'ui-below-features',
      comment: 'ui/ and lib/ are shared blocks: they know no feature.',
      severity: 'error',
      from: { path: `${web}(ui|lib)/`, pathNot: test },
      to: { path: `${web}features/` },
    },
    {
      name: 'no-feature-internals',
      comment: "A feature uses another feature only through that feature's index.",
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/[^/]+/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
