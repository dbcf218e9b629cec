import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MetricChart } from "./metric-chart";

// The dashboard's chart (issue 17 item 3): one bar per day of the period, as tall as that day's figure against the
// busiest day, rendered on the server; the total in the caption.

const day = (n: number, visits: number) => ({ day: `2026-11-${String(n).padStart(2, "0")}`, visits, messages: 0, phone_views: 0 });
const series = [day(1, 0), day(2, 4), day(3, 1), day(4, 8), day(5, 0), day(6, 2), day(7, 8)];

const render = () =>
  renderToString(
    <MetricChart metric="visits" label="Besuche" summary="Besuche in 7 Tagen: 23" series={series} totalLabel="in 7 Tagen" formatNumber={(v) => String(v)} />,
  );

const bars = (html: string) =>
  [...html.matchAll(/<rect([^>]*)>/g)].map(([, attributes]) => ({
    value: Number(/data-value="(\d+)"/.exec(attributes!)![1]),
    height: Number(/height="([\d.]+)"/.exec(attributes!)![1]),
    x: Number(/ x="([\d.]+)"/.exec(attributes!)![1]),
  }));

describe("MetricChart", () => {
  it("draws a bar per day in order, proportional to the busiest day; a day without visits has none", () => {
    const drawn = bars(render());
    expect(drawn.map((bar) => bar.value)).toEqual([0, 4, 1, 8, 0, 2, 8]);
    expect(drawn.map((bar) => bar.x)).toEqual([...drawn.map((bar) => bar.x)].sort((a, b) => a - b));
    const tallest = drawn[3]!.height;
    expect(drawn[6]!.height).toBe(tallest);
    expect(drawn[1]!.height).toBeCloseTo(tallest / 2, 0);
    expect(drawn[0]!.height).toBe(0);
    // 1 of 8 is still a visible bar
    expect(drawn[2]!.height).toBeGreaterThanOrEqual(3);
  });

  it("says the total in the caption and hides the drawing from screen readers", () => {
    const html = render();
    expect(html).toContain('data-testid="dashboard-total-visits">23<');
    expect(html).toContain("Besuche in 7 Tagen: 23");
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
