// Import rules checked by `npm run lint`: no import cycles anywhere, the browser side (app/)
// reaches server code only through types, so no server module can end up in a shopper's
// JavaScript, the server reaches app/ only through types, so how a page is drawn never changes
// what the server stores, and the product (app/, server/, core/, scripts/) never runs test
// helpers: what both need lives in scripts/support/.
/* global module */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other cannot be understood, tested or split on their own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-imports-server-types-only",
      severity: "error",
      comment: "app/ runs in the browser: it may use server/ types, never server/ code.",
      from: { path: "^app/" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-imports-app-types-only",
      severity: "error",
      comment:
        "server/ must not depend on how a page is drawn: it may use app/ types, never app/ code. What both " +
        "need lives in core/ (the content seed's texts are data in server/modules/content/defaults/). Tests " +
        "beside the code may read app/ (every route, from app/routes.ts).",
      from: { path: "^server/", pathNot: "\\.(test|spec)\\.tsx?$" },
      to: { path: "^app/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "product-imports-no-test-helpers",
      severity: "error",
      comment:
        "tests/ is for tests. The shop and its scripts (npm run cluster, lighthouse, bench) must not depend on it; " +
        "put what both use in scripts/support/. Test files beside the code (*.test.ts, *.int.test.ts) may use tests/.",
      from: { path: "^(app|server|core|scripts)/", pathNot: "\\.(test|spec)\\.tsx?$" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^build|^node_modules|\\.react-router/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
