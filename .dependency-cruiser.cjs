// Import rules checked by `npm run lint`: no import cycles anywhere, the browser side (app/)
// reaches server code only through types, so no server module can end up in a shopper's
// JavaScript, the server reaches app/ only through types, so how a page is drawn never changes
// what the server stores, and the product (app/, server/, core/, scripts/) never runs test
// helpers: what both need lives in scripts/support/.
//
// The module shape (docs/modules.md): a module reaches another module's data through that
// module's service or a small published function, never its repository, and imports only the
// modules in the layers below it (LAYERS), so no arrow between modules points back up.
/* global module */

/** Test files may reach anything they need to set a case up. */
const TEST_FILE = "\\.(test|spec)\\.tsx?$";

/**
 * server/modules/<m>/ by layer, lowest first: a module imports (values or types) only modules
 * in the layers before its own. A lower module that needs something of a higher one declares
 * the shape it needs and has it handed in by server/context.ts (as media/upload.api.ts does
 * with VideoUploads). A new module goes in the lowest layer above everything it imports.
 */
const LAYERS = [
  ["analytics", "auth", "back-in-stock", "consent", "events", "messages", "returns"],
  ["audit", "recovery"],
  ["inbox", "media", "products", "promotions", "settings", "system"],
  ["content", "stock", "videos"],
  ["orders"],
  ["accounts", "checkout", "customers", "payment-webhooks", "staff"],
  ["reviews", "subscriptions"],
];

/** Arrows up that are allowed, each with its reason. None today; add { from, to, why }. */
const ARROWS_UP = [];

/** Imports of another module's repository that are allowed, each with its reason. None today; add { from, to, why }. */
const FOREIGN_REPOSITORIES = [];

const MODULES = LAYERS.flat();
const any = (names) => `^server/modules/(${names.join("|")})/`;
const arrowUpRules = LAYERS.flatMap((layer, i) =>
  layer.map((name) => {
    const allowed = new Set([name, ...ARROWS_UP.filter((e) => e.from === name).map((e) => e.to)]);
    const above = LAYERS.slice(i)
      .flat()
      .filter((m) => !allowed.has(m));
    return {
      name: "no-module-arrow-up",
      severity: "error",
      comment:
        `${name} is in layer ${i + 1} of LAYERS: it imports only modules of the layers below. ` +
        "Call down, or have the higher module's service handed in as a shape the lower one declares.",
      from: { path: `^server/modules/${name}/`, pathNot: TEST_FILE },
      to: { path: any(above.length > 0 ? above : ["-none-"]) },
    };
  }),
);

module.exports = {
  forbidden: [
    ...arrowUpRules,
    {
      name: "module-in-a-layer",
      severity: "error",
      comment: "Every folder of server/modules/ is listed in LAYERS, so the arrows between modules are checked.",
      from: { path: "^server/modules/", pathNot: [any(MODULES), TEST_FILE] },
      to: { path: "^server/modules/" },
    },
    {
      name: "module-in-a-layer",
      severity: "error",
      comment: "Every folder of server/modules/ is listed in LAYERS, so the arrows between modules are checked.",
      from: { path: "^server/modules/", pathNot: TEST_FILE },
      to: { path: "^server/modules/", pathNot: any(MODULES) },
    },
    {
      name: "no-foreign-repository",
      severity: "error",
      comment:
        "A module's repository is its own: another module calls its service or a small published function " +
        "(docs/modules.md), so its tables can change behind it.",
      from: { path: "^server/modules/([^/]+)/", pathNot: [TEST_FILE, ...FOREIGN_REPOSITORIES.map((e) => e.from)] },
      // A module is its first folder under server/modules/: a repository in one of its sub-folders
      // (subscriptions/renewals/) is still its own.
      to: { path: "^server/modules/[^/]+/.+\\.repository\\.ts$", pathNot: "^server/modules/$1/" },
    },
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
