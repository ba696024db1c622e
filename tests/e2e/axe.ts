import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The one way a spec runs axe on a page. Legacy mode runs axe.run in the page itself: the default
 * merges each frame's partial results in a blank page it opens and closes per call, a new renderer
 * process every time, which made each pass 1.5 to 2 times slower (3.0 s against 1.3 s on the home
 * page here). The shop's pages hold no cross-origin frames, the one thing that mode is for; a
 * spec with a frame of its own (the e-mail previews) leaves it out with `.options({ iframes: false })`.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
