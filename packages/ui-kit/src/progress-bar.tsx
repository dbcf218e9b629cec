import { cx } from "./class-names";

export type TProgressBarProps = {
  /** 0 … 1 */
  value: number;
  /** Accessible name, e.g. "Upload". */
  label: string;
  /** Visible text next to the bar, e.g. "42 %". */
  valueText?: string;
  className?: string;
};

/** A determinate progress bar (e.g. a file upload) with its accessible name and value. */
export function ProgressBar({ value, label, valueText, className }: TProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={cx("sr-progress", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText ?? `${percent} %`}
        className="sr-progress__track"
      >
        <div className="sr-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="sr-progress__text" aria-hidden="true">
        {valueText ?? `${percent} %`}
      </span>
    </div>
  );
}
