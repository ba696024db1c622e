import { describe, expect, it } from "vitest";
import { setupToDo } from "./setup-checklist";

const done = { detailsSaved: true, abnReady: true, paymentsLive: true, smtp: true };

describe("the first-run checklist", () => {
  it("lists what is left, each with where to fix it, and nothing once all is done", () => {
    expect(setupToDo(done)).toEqual([]);
    const left = setupToDo({ ...done, abnReady: false, smtp: false });
    expect(left.map((i) => i.id)).toEqual(["abnReady", "smtp"]);
    expect(left[0]).toMatchObject({ text: "Add your ABN so tax invoices are valid", href: "/admin/settings#abn" });
  });
});
