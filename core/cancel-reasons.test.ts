import { describe, expect, it } from "vitest";
import { cancelReasonText, lessOften } from "./cancel-reasons";

describe("cancelReasonText", () => {
  it("stores the picked reason's words, then what the customer wrote", () => {
    expect(cancelReasonText("cost", "  found it   cheaper ")).toBe("It costs too much: found it cheaper");
    expect(cancelReasonText("away", "")).toBe("I'm going away");
  });
  it("stores only what they wrote when nothing was picked, and nothing when neither", () => {
    expect(cancelReasonText(undefined, "Moving overseas")).toBe("Moving overseas");
    expect(cancelReasonText(undefined, " ")).toBe("");
  });
  it("ignores a choice it does not know rather than storing it", () => {
    expect(cancelReasonText("<script>", "")).toBe("");
  });
  it("keeps within the reason's 500 characters", () => {
    expect(cancelReasonText("other", "x".repeat(600))).toHaveLength(500);
  });
});

describe("lessOften", () => {
  it("is the next longer frequency the offer has", () => {
    expect(lessOften(4, [8, 4, 6])).toBe(6);
    expect(lessOften(8, [4, 6, 8])).toBeNull();
  });
});
