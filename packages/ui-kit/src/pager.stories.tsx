import type { Meta, StoryObj } from "@storybook/react";
import { Pager } from "./pager";

const meta = {
  title: "Search/Pager",
  component: Pager,
  args: {
    current: 5,
    pageCount: 12,
    hrefFor: (page: number) => `?page=${page}`,
    labels: { nav: "Seiten", previous: "Zurück", next: "Weiter", page: (page: number) => `Seite ${page}` },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { current: 1 } };
export const LastPage: Story = { args: { current: 12 } };
export const FewPages: Story = { args: { current: 2, pageCount: 3 } };
