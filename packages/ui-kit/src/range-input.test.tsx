import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RangeInput, type TRangeValue } from "./range-input";

const base = { legend: "Alter", minName: "age_min", maxName: "age_max", minLabel: "von", maxLabel: "bis" };

describe("RangeInput", () => {
  it("is a named group with two labelled number inputs that a form sends by name", () => {
    render(<RangeInput {...base} value={{ min: 20, max: null }} bounds={{ min: 18, max: 99 }} />);
    const group = screen.getByRole("group", { name: "Alter" });
    const from = screen.getByLabelText("von") as HTMLInputElement;
    const to = screen.getByLabelText("bis") as HTMLInputElement;
    expect(group.contains(from)).toBe(true);
    expect([from.name, from.value, from.type, from.min, from.max]).toEqual(["age_min", "20", "number", "18", "99"]);
    expect([to.name, to.value]).toEqual(["age_max", ""]);
  });

  it("commits on blur and on Enter, not while typing; empty sides are open", () => {
    const commits: TRangeValue[] = [];
    render(<RangeInput {...base} value={{ min: null, max: null }} onCommit={(range) => commits.push(range)} />);
    const from = screen.getByLabelText("von");
    fireEvent.change(from, { target: { value: "25" } });
    fireEvent.change(from, { target: { value: "30" } });
    expect(commits).toEqual([]);
    fireEvent.blur(from);
    expect(commits).toEqual([{ min: 30, max: null }]);
    const to = screen.getByLabelText("bis");
    fireEvent.change(to, { target: { value: "40" } });
    fireEvent.keyDown(to, { key: "Enter" });
    expect(commits).toEqual([{ min: 30, max: null }, { min: 30, max: 40 }]);
  });

  it("does not commit an unchanged range, and shows its error on the group", () => {
    const commits: TRangeValue[] = [];
    render(<RangeInput {...base} value={{ min: 20, max: 30 }} error="Ungültiger Bereich" onCommit={(r) => commits.push(r)} />);
    fireEvent.blur(screen.getByLabelText("von"));
    expect(commits).toEqual([]);
    const group = screen.getByRole("group", { name: "Alter" });
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Ungültiger Bereich");
    expect(screen.getByLabelText("von").getAttribute("aria-invalid")).toBe("true");
  });

  it("follows a new value from outside (e.g. the filters were reset)", () => {
    const { rerender } = render(<RangeInput {...base} value={{ min: 20, max: 30 }} />);
    rerender(<RangeInput {...base} value={{ min: null, max: null }} />);
    expect((screen.getByLabelText("von") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("bis") as HTMLInputElement).value).toBe("");
  });
});
