// Every browser test fails on a console error or an uncaught page error,
// except the ones a test declares it expects (e.g. the 404 of a missing page).
// And `page.goto` of one of the shop's pages returns once React has hydrated it: what a test
// types into a form before then can be reset by hydration, which a busy machine makes likely.
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  // The fixture's callback is named `provide`, not `use`: the React hooks lint rule reads `use` as React's.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (res?.headers()["content-type"]?.startsWith("text/html")) {
        // app/root.tsx marks <html data-hydrated>; a page that never hydrates fails on its own assertions.
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .catch(() => {});
      }
      return res;
    };
    await provide(page);
  },
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !expectedConsoleErrors.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page in front has hydrated (app/root.tsx marks <html data-hydrated>): for a page
 * reached by a form post or a redirect rather than `page.goto`, before a test clicks what only
 * React opens (a menu, a listbox).
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export { expect };
