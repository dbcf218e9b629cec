import { fireEvent, render } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ChoiceGroup, FilterSection, LocationPicker, Pager, RangeInput } from "./index";

// The search page's filter panel and pager, checked by axe like the other components (contrast: themes.test.ts).
// label-content-name-mismatch measures glyphs on a canvas, which jsdom lacks; the e2e axe run covers it.
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, "label-content-name-mismatch": { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("axe: search parts", () => {
  it("finds no violations in a filter panel with an open place list and a pager", async () => {
    const { container } = render(
      <main>
        <h1>Suche</h1>
        <form method="get" aria-label="Filter">
          <FilterSection title="Ort" defaultOpen activeCount={1} activeLabel={(n) => `${n} aktiv`}>
            <LocationPicker
              label="Ort"
              name="place"
              text="Be"
              onTextChange={() => undefined}
              suggestions={[
                { value: "berlin", label: "Berlin", detail: "Deutschland" },
                { value: "bern", label: "Bern" },
              ]}
              onSelect={() => undefined}
              noMatchText="Kein Ort gefunden"
              hint="Aktuell: Berlin"
              position={{ label: "Meinen Standort verwenden", busyLabel: "…", busy: false, onClick: () => undefined }}
            />
            <ChoiceGroup kind="radio" legend="Umkreis" name="radius" options={[{ value: "50", label: "50 km" }]} defaultValue={["50"]} />
          </FilterSection>
          <FilterSection title="Person">
            <RangeInput legend="Alter" minName="age_min" maxName="age_max" minLabel="von" maxLabel="bis" value={{ min: 18, max: null }} error="Ungültig" />
          </FilterSection>
        </form>
        <Pager current={3} pageCount={9} hrefFor={(p) => `?page=${p}`} labels={{ nav: "Seiten", previous: "Zurück", next: "Weiter", page: (p) => `Seite ${p}` }} />
      </main>,
    );
    fireEvent.focus(container.querySelector("[role=combobox]")!);
    expect(await violations(container)).toEqual([]);
  });
});
