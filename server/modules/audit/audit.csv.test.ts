import { describe, expect, it } from "vitest";
import { auditToCsv } from "./audit.csv";

const entry = {
  id: "aud_1",
  at: "2026-01-15T01:30:00.000Z",
  actorId: "adm_1",
  actorEmail: "sam@example.com",
  action: "promotion.update",
  entityType: "promotion",
  entityId: "SAVE10",
  summary: "=cmd|' /C calc'!A0",
  changes: { value: { before: 10, after: 15 }, active: { before: true, after: false } },
};

describe("auditToCsv", () => {
  it("writes times in the shop's zone, changes as before → after in words (Yes/No for a switch), formulas defused", () => {
    const [header, row] = auditToCsv([entry], "Australia/Sydney").trim().split("\r\n");
    expect(header).toBe('"When (Australia/Sydney)","Staff member","Action","Kind","Item","Summary","Changes"');
    expect(row).toBe(
      '"2026-01-15 12:30:00 +11:00","sam@example.com","promotion.update","promotion","SAVE10",' +
        `"'=cmd|' /C calc'!A0","value: 10 → 15; active: Yes → No"`,
    );
  });
});
