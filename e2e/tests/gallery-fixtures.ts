import type { Page } from "@playwright/test";
import { expect } from "./support";

/** Ids of the gallery tiles on the page. */
export async function galleryIds(page: Page): Promise<string[]> {
  return page.getByTestId("gallery-item").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-id") ?? ""));
}

/** The tile of the medium this test uploaded (another test may upload to the same account at the same time). */
export async function newTile(page: Page, before: string[]) {
  await expect.poll(async () => (await galleryIds(page)).filter((id) => !before.includes(id)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const id = (await galleryIds(page)).find((found) => !before.includes(found))!;
  return { id, tile: page.locator(`[data-testid="gallery-item"][data-id="${id}"]`) };
}
