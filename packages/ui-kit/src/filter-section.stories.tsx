import type { Meta, StoryObj } from "@storybook/react";
import { ChoiceGroup } from "./choice-group";
import { FilterSection } from "./filter-section";

const meta = {
  title: "Search/FilterSection",
  component: FilterSection,
  args: {
    title: "Aussehen",
    activeCount: 2,
    activeLabel: (count: number) => `${count} aktiv`,
    defaultOpen: true,
    children: (
      <ChoiceGroup
        kind="checkbox"
        legend="Haarfarbe"
        name="hair_color"
        options={[
          { value: "15", label: "Blond" },
          { value: "16", label: "Braun" },
        ]}
        defaultValue={["15", "16"]}
      />
    ),
  },
} satisfies Meta<typeof FilterSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false, activeCount: 0 } };
