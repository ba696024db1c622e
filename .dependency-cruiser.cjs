// Import rules checked by `npm run lint` (issue 15): no import cycles anywhere, and the browser
// side (app/) reaches server code only through types, so no server module can end up in a
// shopper's JavaScript.
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^build|^node_modules|\\.react-router/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
