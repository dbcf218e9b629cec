import type { Meta, StoryObj } from "@storybook/react";
import { PriceTable } from "./price-table";

const meta = {
  title: "Profiles/PriceTable",
  component: PriceTable,
  args: {
    caption: "Preise",
    durationHeader: "Dauer",
    priceHeader: "Preis",
    rows: [
      { key: "30", duration: "30 Minuten", price: "80 €" },
      { key: "60", duration: "1 Stunde", price: "150 €" },
      { key: "120", duration: "2 Stunden", price: "280 €" },
      { key: "720", duration: "12 Stunden", price: "1.500 €" },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: "28rem" }}>{Story()}</div>],
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prices: Story = {};
/** Under a section heading that already says "Preise", the caption is for screen readers only. */
export const HiddenCaption: Story = { args: { hideCaption: true } };
