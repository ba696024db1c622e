import { describe, expect, it } from "vitest";
import { databaseGrowth } from "./database-growth";

const MB = 1024 * 1024;

describe("databaseGrowth", () => {
  it("is unknown until two samples a day apart exist", () => {
    expect(databaseGrowth([])).toBeNull();
    expect(databaseGrowth([{ day: "2026-11-25", bytes: 10 * MB }])).toBeNull();
  });

  it("is the change per day and per week between the oldest and newest sample", () => {
    const growth = databaseGrowth([
      { day: "2026-11-25", bytes: 20 * MB },
      { day: "2026-11-15", bytes: 10 * MB },
      { day: "2026-11-20", bytes: 16 * MB },
    ]);
    expect(growth).toEqual({ days: 10, perDay: MB, perWeek: 7 * MB });
  });

  it("looks back no further than the window (the recent rate, not the first day's)", () => {
    const growth = databaseGrowth(
      [
        { day: "2026-08-27", bytes: 0 },
        { day: "2026-10-26", bytes: 100 * MB },
        { day: "2026-11-25", bytes: 130 * MB },
      ],
      30,
    );
    expect(growth).toEqual({ days: 30, perDay: MB, perWeek: 7 * MB });
  });

  it("says when the database shrank (after old data went)", () => {
    expect(
      databaseGrowth([
        { day: "2026-11-24", bytes: 12 * MB },
        { day: "2026-11-25", bytes: 10 * MB },
      ]),
    ).toEqual({ days: 1, perDay: -2 * MB, perWeek: -14 * MB });
  });
});
