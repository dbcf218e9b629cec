import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { TDashboardMetric, TDashboardMetrics } from "@samtrot/api-client/contracts";

const WIDTH = 360;
const HEIGHT = 72;
const TOP = 6;

/**
 * One dashboard figure over the period: the total beside a bar chart of the days, drawn with visx (scales and bars) and
 * rendered on the server as SVG, so the chart is there before any script runs (decision 037). The SVG is decoration
 * for sighted readers; the caption says the same in words and the table of days below the charts holds every number.
 */
export function MetricChart({ metric, label, summary, series, totalLabel, formatNumber }: {
  metric: TDashboardMetric;
  label: string;
  /** the caption's text for screen readers: metric, period and total in one sentence */
  summary: string;
  series: TDashboardMetrics["series"];
  totalLabel: string;
  formatNumber: (value: number) => string;
}) {
  const values = series.map((day) => day[metric]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(1, ...values);
  const x = scaleBand<string>({ domain: series.map((day) => day.day), range: [0, WIDTH], paddingInner: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT, TOP] });
  return (
    <figure className="wr-dashboard__metric" data-testid={`dashboard-metric-${metric}`}>
      <figcaption className="wr-dashboard__metric-head">
        <span className="sr-visually-hidden">{summary}</span>
        <span aria-hidden="true" className="wr-dashboard__metric-label">
          {label}
        </span>
        <span aria-hidden="true" className="wr-dashboard__metric-total" data-testid={`dashboard-total-${metric}`}>
          {formatNumber(total)}
        </span>
        <span aria-hidden="true" className="wr-dashboard__metric-period">
          {totalLabel}
        </span>
      </figcaption>
      <svg className="wr-dashboard__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="wr-dashboard__chart-axis" />
        <Group>
          {series.map((day, i) => {
            const value = values[i]!;
            // A day with visits stays visible however small against the busiest day.
            const height = value === 0 ? 0 : Math.max(3, HEIGHT - y(value));
            return (
              <Bar
                key={day.day}
                x={x(day.day) ?? 0}
                y={HEIGHT - height}
                width={x.bandwidth()}
                height={height}
                rx={Math.min(2, x.bandwidth() / 3)}
                className="wr-dashboard__chart-bar"
                data-value={value}
              />
            );
          })}
        </Group>
      </svg>
    </figure>
  );
}
