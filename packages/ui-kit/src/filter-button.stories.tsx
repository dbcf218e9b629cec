import type { Meta, StoryObj } from "@storybook/react";
import { FilterButton } from "./filter-button";

const meta = {
  title: "Search/FilterButton",
  component: FilterButton,
  args: { label: "Filter", count: 3, countLabel: (count: number) => `${count} gesetzt`, onClick: () => undefined },
} satisfies Meta<typeof FilterButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three filters set: the badge shows 3, the accessible name is "Filter, 3 gesetzt". */
export const WithFilters: Story = {};
/** Nothing set: just "Filter". */
export const NoFilters: Story = { args: { count: 0 } };
/** Without JavaScript: a link to the filters further down the page. */
export const AsLink: Story = { args: { href: "#filters", onClick: undefined } };
