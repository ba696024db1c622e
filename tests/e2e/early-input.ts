// What a quick shopper meets: the page painted from the server's HTML, its scripts still on the
// way. `holdScripts` keeps the app's JavaScript from arriving until the test releases it, so a test
// can type and tap on the server's HTML first. Every other test waits for hydration on navigation
// (fixtures.ts) because it is about something else.
import type { Page, Route } from "@playwright/test";
import { expect, hydrated, scriptsHeld } from "./fixtures";

export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const waiting: Route[] = [];
  let held = true;
  scriptsHeld.add(page);
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    if (held) waiting.push(route);
    else await route.continue();
  });
  return {
    async release() {
      // The page really was without its scripts until now.
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      held = false;
      scriptsHeld.delete(page);
      for (const route of waiting.splice(0)) await route.continue();
      await hydrated(page);
    },
  };
}
