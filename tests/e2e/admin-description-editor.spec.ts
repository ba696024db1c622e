// Staff format a product's description with a rich-text editor (headings,
// paragraphs, lists, links, bold, italic) instead of typing HTML; what it gives is clean HTML, and
// pasted markup that could run script or restyle the page never reaches the product.
import { axe } from "./axe";
import { openDashboard } from "./admin-helpers";
import { expect, ONE_WIDTH, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

test(
  "a description written with the editor's toolbar is saved as clean HTML",
  ONE_WIDTH,
  async ({ page, baseURL }, info) => {
    await openDashboard(page);
    await page.getByRole("link", { name: "Add New Product" }).click();
    const form = page.getByRole("form", { name: "Add product" });
    const name = `Editor Test ${info.project.name} ${Date.now() % 100000}`;
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Status").selectOption("draft");

    const editor = form.getByRole("textbox", { name: "Description" });
    const toolbar = form.getByRole("toolbar", { name: "Description formatting" });
    for (const label of ["Heading", "Paragraph", "Bold", "Italic", "Bulleted list", "Numbered list", "Link"]) {
      await expect(toolbar.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");

    await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
    await expect(toolbar.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Recovery in a tub");
    await page.keyboard.press("Enter");
    await expect(toolbar.getByRole("button", { name: "Paragraph", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.type("Mix one scoop ");
    await page.keyboard.press("ControlOrMeta+b");
    await expect(toolbar.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("daily");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type(" with ");
    await toolbar.getByRole("button", { name: "Italic", exact: true }).click();
    await page.keyboard.type("cold water");
    await toolbar.getByRole("button", { name: "Italic", exact: true }).click();
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list", exact: true }).click();
    await expect(toolbar.getByRole("button", { name: "Bulleted list", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.type("Lemon");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Orange");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter"); // out of the list
    await page.keyboard.type("See the guide");
    // Select 'guide' and make it a link.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
    await toolbar.getByRole("button", { name: "Link", exact: true }).click();
    const address = form.getByLabel("Link address");
    await address.fill("https://example.com/guide");
    await address.press("Enter");
    await expect(editor.getByRole("link", { name: "guide" })).toHaveAttribute("href", "https://example.com/guide");

    // Pasted markup keeps only what the editor allows.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p style="color:red" onclick="alert(1)">Pasted <b>text</b><img src=x onerror="alert(2)"><script>alert(3)</script></p>',
      );
      data.setData("text/plain", "Pasted text");
      el.focus();
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor).toContainText("Pasted text");
    const html = await editor.innerHTML();
    expect(html).not.toMatch(/<img|<script|onclick|onerror|style=/i);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/description-editor-${info.project.name}.png`, fullPage: true });
    expect((await axe(page).include("form").analyze()).violations).toEqual([]);

    await form.getByRole("button", { name: "Save Product" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const { products } = (await (await page.request.get("/api/admin/products")).json()) as {
      products: { id: string; name: string; description: string }[];
    };
    const saved = products.find((p) => p.name === name)!;
    try {
      expect(saved.description).toContain("<h3>Recovery in a tub</h3>");
      expect(saved.description).toContain("<p>Mix one scoop <strong>daily</strong> with <em>cold water</em></p>");
      expect(saved.description).toContain("<ul><li>Lemon</li><li>Orange</li></ul>");
      expect(saved.description).toMatch(/<p>See the <a href="https:\/\/example\.com\/guide"[^>]*>guide<\/a><\/p>/);
      expect(saved.description).toContain("<p>Pasted <strong>text</strong></p>");
      expect(saved.description).not.toMatch(/<img|<script|onclick|onerror|style=|<div|<span|<br>\s*<\/p>/i);
    } finally {
      await page.request.delete(`/api/admin/products/${saved.id}`, { headers: { origin: baseURL! } });
    }
  },
);
