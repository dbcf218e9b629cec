import { describe, expect, it } from "vitest";
import { fillWithSecondSearch } from "./fill-with-second-search";

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const items = (...list: number[]) => list.map((id) => ({ id }));

describe("fillWithSecondSearch (white-label brand mode, spec 000 §7)", () => {
  it("keeps the first search's profiles and fills up to the page size with new ones", () => {
    const { items: first, fill } = fillWithSecondSearch(items(1, 2, 3), items(3, 4, 2, 5, 6), 5);
    expect(ids(first)).toEqual([1, 2, 3]);
    expect(ids(fill)).toEqual([4, 5]);
  });

  it("adds nothing to a full page and nothing twice", () => {
    expect(ids(fillWithSecondSearch(items(1, 2), items(3, 3, 4), 2).fill)).toEqual([]);
    expect(ids(fillWithSecondSearch([], items(7, 7, 8), 24).fill)).toEqual([7, 8]);
  });
});
