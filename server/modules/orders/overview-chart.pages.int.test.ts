// With no takings in its 30 days, the Overview says so in a short line instead of
// drawing an empty chart. Needs the production build (npm run build).
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

it("says there were no takings instead of drawing an empty chart", async () => {
  const session = await signInAdmin(s);
  const html = (await (await fetch(`${s.url}/admin`, { headers: session })).text()).replace(
    /<script[\s\S]*?<\/script>|<!-- -->/g,
    "",
  );
  expect(html).toContain("Takings, last 30 days");
  expect(html).toContain("No takings in the last 30 days.");
  expect(html).not.toContain('data-testid="revenue-chart"');
  expect(html).not.toContain("Show the figures");
});
