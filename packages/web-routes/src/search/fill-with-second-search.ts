/**
 * The white-label's first home page (spec 000 §7 brand mode): the first search's profiles, then profiles of
 * the second home search that are not already shown, until the page is full.
 */
export function fillWithSecondSearch<T extends { id: number }>(
  first: readonly T[],
  second: readonly T[],
  pageSize: number,
): { items: T[]; fill: T[] } {
  const items = first.slice(0, pageSize);
  const shown = new Set(items.map((item) => item.id));
  const fill: T[] = [];
  for (const item of second) {
    if (items.length + fill.length >= pageSize) break;
    if (shown.has(item.id)) continue;
    shown.add(item.id);
    fill.push(item);
  }
  return { items, fill };
}
