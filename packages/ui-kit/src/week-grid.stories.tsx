import type { Meta, StoryObj } from "@storybook/react";
import { WeekGrid } from "./week-grid";

const meta = {
  title: "Profiles/WeekGrid",
  component: WeekGrid,
  args: {
    locale: "de-DE",
    closedLabel: "geschlossen",
    days: [
      { day: 1, times: ["10:00 – 18:00"] },
      { day: 2, times: ["10:00 – 18:00"] },
      { day: 4, times: ["12:00 – 16:00", "20:00 – 23:00"] },
      { day: 5, times: ["20:00 – 04:00 (+1)"] },
      { day: 6, times: ["20:00 – 04:00 (+1)"] },
    ],
  },
} satisfies Meta<typeof WeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven columns where the container is wide enough (container query), a row per day otherwise. */
export const Wide: Story = { decorators: [(Story) => <div style={{ maxWidth: "56rem" }}>{Story()}</div>] };
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: "22rem" }}>{Story()}</div>] };
export const English: Story = { args: { locale: "en-US", closedLabel: "closed" }, decorators: Wide.decorators };
