import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { OpenDay } from "#shared/booking/rules.ts";
import { DayTimeChoice } from "@/entities/appointment/components/day-time-choice";

describe("DayTimeChoice", () => {
  const days: OpenDay[] = [
    { date: "2026-12-01", slots: [{ start: "2026-12-01T14:00:00Z" }, { start: "2026-12-01T15:00:00Z" }] },
    { date: "2026-12-02", slots: [{ start: "2026-12-02T14:00:00Z" }] },
  ] as OpenDay[];

  it("shows the shown day's times, marks the day holding the pick, and reports a choice", async () => {
    const user = userEvent.setup();
    const onShowDay = vi.fn();
    const onPick = vi.fn();
    render(<DayTimeChoice days={days} shownDay="2026-12-01" picked="2026-12-02T14:00:00Z" onShowDay={onShowDay} onPick={onPick} />);
    expect(screen.getByRole("radio", { name: "Tuesday, December 1" })).toBeChecked();
    const times = screen.getByRole("group", { name: "Times on Tuesday, December 1" });
    expect(times.querySelectorAll("input[type=radio]")).toHaveLength(2);
    expect(screen.getAllByTestId("day-has-pick")).toHaveLength(1);
    await user.click(screen.getByRole("radio", { name: "Wednesday, December 2" }));
    expect(onShowDay).toHaveBeenCalledWith("2026-12-02");
    await user.click(screen.getByRole("radio", { name: "10:00 AM" }));
    expect(onPick).toHaveBeenCalledWith("2026-12-01T15:00:00Z");
  });
});