// The page's JavaScript is requested after the page has painted (ADR 0031), and the page still
// becomes interactive: from a freshly rendered page (nonce) and from the page cache (hashes).
import { expect, test } from "./fixtures";

for (const path of ["/", "/products/dynamic-duo"]) {
  test(`${path} asks for its scripts after its first contentful paint, then hydrates (fresh and cached)`, async ({
    page,
  }) => {
    for (const visit of ["first", "second"]) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]"), visit).toBeAttached();
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.*\.js$/.test(e.name))
          .map((e) => ({ name: e.name, start: e.startTime })),
      }));
      expect(fcp, visit).toBeGreaterThan(0);
      expect(scripts.length, visit).toBeGreaterThan(2);
      for (const s of scripts) expect(s.start, `${visit}: ${s.name}`).toBeGreaterThanOrEqual(fcp);
    }
  });
}
