import type { Meta, StoryObj } from "@storybook/react";
import { useState } from "react";
import { BottomSheet } from "./bottom-sheet";
import { Button } from "./button";
import { ChoiceGroup } from "./choice-group";
import { FilterButton } from "./filter-button";
import { FilterSection } from "./filter-section";

/** The search's filters on phones: a FilterButton opens them in a BottomSheet; its apply button names the results. */
function FilterSheetDemo({ initiallyOpen = false, count = 1234 }: { initiallyOpen?: boolean; count?: number }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [colours, setColours] = useState<string[]>(["15"]);
  return (
    <div style={{ minHeight: "24rem" }}>
      <FilterButton label="Filter" count={colours.length > 0 ? 1 : 0} countLabel={(n) => `${n} gesetzt`} expanded={open} onClick={() => setOpen(true)} />
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filter"
        closeLabel="Schließen"
        headerAction={
          <Button variant="ghost" size="sm" disabled={colours.length === 0} onClick={() => setColours([])}>
            Zurücksetzen
          </Button>
        }
        footer={
          <Button style={{ flex: 1 }} onClick={() => setOpen(false)}>
            {`${new Intl.NumberFormat("de-DE").format(count)} Ergebnisse anzeigen`}
          </Button>
        }
      >
        <FilterSection title="Aussehen" defaultOpen activeCount={colours.length > 0 ? 1 : 0} activeLabel={(n) => `${n} aktiv`}>
          <ChoiceGroup
            kind="checkbox"
            columns
            legend="Haarfarbe"
            name="hair_color"
            options={[
              { value: "15", label: "Blond" },
              { value: "16", label: "Braun" },
              { value: "17", label: "Schwarz" },
              { value: "18", label: "Rot" },
            ]}
            value={colours}
            onChange={setColours}
          />
        </FilterSection>
        <FilterSection title="Person">
          <p>…</p>
        </FilterSection>
      </BottomSheet>
    </div>
  );
}

const meta = {
  title: "Search/BottomSheet",
  component: FilterSheetDemo,
  parameters: { viewport: { defaultViewport: "mobile1" } },
} satisfies Meta<typeof FilterSheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the Filter button. */
export const Closed: Story = {};
/** Open: a modal dialog from the bottom edge (centred from 640px); Escape, the close button or the backdrop close it. */
export const Open: Story = { args: { initiallyOpen: true } };
