import type { TDashboardMetric, TDashboardMetrics } from "@samtrot/api-client/contracts";

const BAR = 10;
const GAP = 2;
const HEIGHT = 64;

/**
 * One dashboard figure over the period: the total beside a bar chart drawn on the server as SVG (no chart library
 * in the bundle: a handful of bars needs none; decision 037). The SVG is decoration for sighted readers; the caption
 * says the same in words and the table of days below the charts holds every number.
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
  const width = values.length * (BAR + GAP) - GAP;
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
      <svg className="wr-dashboard__chart" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="wr-dashboard__chart-axis" />
        {values.map((value, i) => {
          const h = value === 0 ? 0 : Math.max(3, Math.round((value / max) * (HEIGHT - 4)));
          return <rect key={series[i]!.day} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} rx="2" className="wr-dashboard__chart-bar" />;
        })}
      </svg>
    </figure>
  );
}
