import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LocationPicker, type TLocationSuggestion } from "./location-picker";

const ALL: TLocationSuggestion[] = [
  { value: "berlin", label: "Berlin", detail: "Deutschland" },
  { value: "bremen", label: "Bremen" },
  { value: "bern", label: "Bern", detail: "Schweiz" },
];

function Harness(props: { onSelect: (value: string) => void; onPosition?: () => void }) {
  const [text, setText] = useState("");
  const suggestions = ALL.filter((s) => text !== "" && s.label.toLowerCase().startsWith(text.toLowerCase()));
  return (
    <LocationPicker
      label="Ort"
      name="place"
      text={text}
      onTextChange={setText}
      suggestions={suggestions}
      onSelect={(value) => {
        setText(ALL.find((s) => s.value === value)?.label ?? value);
        props.onSelect(value);
      }}
      noMatchText="Kein Ort gefunden"
      position={props.onPosition ? { label: "Meinen Standort verwenden", busyLabel: "Suche …", busy: false, onClick: props.onPosition } : undefined}
    />
  );
}

describe("LocationPicker", () => {
  it("is a labelled combobox whose list opens while typing", () => {
    render(<Harness onSelect={() => undefined} />);
    const box = screen.getByRole("combobox", { name: "Ort" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(box, { target: { value: "Be" } });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["BerlinDeutschland", "BernSchweiz"]);
    expect(box.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
  });

  it("moves with the arrow keys, picks with Enter and closes", () => {
    const picked: string[] = [];
    render(<Harness onSelect={(v) => picked.push(v)} />);
    const box = screen.getByRole("combobox");
    fireEvent.change(box, { target: { value: "Be" } });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const active = document.getElementById(box.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("BernSchweiz");
    expect(active?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(picked).toEqual(["bern"]);
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("Bern");
  });

  it("picks the first place on Enter without a highlight, by mouse too, and Escape closes", () => {
    const picked: string[] = [];
    render(<Harness onSelect={(v) => picked.push(v)} />);
    const box = screen.getByRole("combobox");
    fireEvent.change(box, { target: { value: "Br" } });
    fireEvent.keyDown(box, { key: "Enter" });
    fireEvent.change(box, { target: { value: "Ber" } });
    fireEvent.mouseDown(screen.getByText("Bern"));
    fireEvent.change(box, { target: { value: "Ber" } });
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(picked).toEqual(["bremen", "bern"]);
  });

  it("says when nothing matches and offers the position button", () => {
    let asked = 0;
    render(<Harness onSelect={() => undefined} onPosition={() => (asked += 1)} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "Xyz" } });
    expect(screen.getByRole("status").textContent).toBe("Kein Ort gefunden");
    fireEvent.click(screen.getByRole("button", { name: "Meinen Standort verwenden" }));
    expect(asked).toBe(1);
  });
});
