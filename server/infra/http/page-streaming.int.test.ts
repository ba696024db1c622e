// A page whose loader defers part of its data still streams through the real build's HTML
// transform (entry.server.tsx: scripts after paint, the first screen's CSS): the shell, with its
// scripts deferred, reaches the browser before the deferred data is ready, and the data follows.
// No shop page defers today, so the test adds one page (a route beside the built ones, drawn in
// the built root layout) whose deferred value resolves only when the test says.
import { createElement, Suspense } from "react";
import { Await, useLoaderData, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadPageBuild, pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "accept-encoding": "identity",
};

let release: (text: string) => void = () => {};
let late = new Promise<string>((r) => (release = r));

function StreamedPage() {
  const data = useLoaderData<{ late: Promise<string> }>();
  return createElement(
    "main",
    null,
    createElement("h1", { className: "text-2xl" }, "Streamed page"),
    createElement(
      Suspense,
      { fallback: createElement("p", null, "Still coming") },
      createElement(Await<Promise<string>>, {
        resolve: data.late,
        children: (text: string) => createElement("p", null, text),
      }),
    ),
  );
}

/** The built app with one more page, /streamed-test, whose loader defers `late`. */
function withStreamedPage(build: ServerBuild): ServerBuild {
  const id = "routes/streamed-test";
  const like = Object.values(build.assets.routes).find((r) => r?.parentId === "root" && r.path === "about")!;
  const module = { default: StreamedPage, loader: () => ({ late }) };
  return {
    ...build,
    routes: {
      ...build.routes,
      [id]: {
        id,
        parentId: "root",
        path: "streamed-test",
        module: module as unknown as NonNullable<ServerBuild["routes"][string]>["module"],
      },
    },
    assets: {
      ...build.assets,
      routes: { ...build.assets.routes, [id]: { ...like, id, path: "streamed-test", hasLoader: true } },
    },
  };
}

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: { ...(await pageAppOptions()), build: withStreamedPage(await loadPageBuild()) } });
});
afterAll(() => s.close());

const decoder = new TextDecoder();

describe("a page with deferred data streams", () => {
  it("sends the shell, scripts deferred, before the deferred data is ready; the data follows", async () => {
    late = new Promise<string>((r) => (release = r));
    let resolved = false;
    void late.then(() => (resolved = true));

    const res = await fetch(`${s.url}/streamed-test`, { headers: BROWSER });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let first = "";
    // Everything that arrives while the deferred value is still pending.
    while (!first.includes("Still coming")) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
      expect(next, `the shell did not arrive; got ${first.length} characters`).not.toBeNull();
      if (next!.done) break;
      first += decoder.decode(next!.value, { stream: true });
    }
    expect(resolved).toBe(false);
    expect(first).toContain("Streamed page");
    expect(first).toContain("Still coming");
    expect(first).toMatch(/<script[^>]* type="text\/plain" id="app-module"/);
    expect(first).not.toMatch(/<link rel="modulepreload"/);
    expect(first).toMatch(/<style id="shop-css"[^>]*>[^<]+<\/style>/);

    release("Arrived later");
    let rest = "";
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      rest += decoder.decode(next.value, { stream: true });
    }
    expect(rest).toContain("Arrived later");
    expect(rest).toContain("</html>");
  });
});
