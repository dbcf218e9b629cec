import { cx } from "./class-names";

export type TStepperStep = { key: string; label: string };

export type TStepperProps = {
  steps: readonly TStepperStep[];
  /** Key of the step shown now. */
  current: string;
  /** Accessible name of the list, e.g. "Registration progress". */
  label: string;
  /** Screen-reader text for finished / current steps, e.g. "done", "current step". */
  doneText: string;
  currentText: string;
  /** Visible summary such as "Step 2 of 6". */
  summary?: string;
};

/** The progress of a multi-step form: every step, those done, and the current one (aria-current="step"). */
export function Stepper({ steps, current, label, doneText, currentText, summary }: TStepperProps) {
  const currentIndex = Math.max(0, steps.findIndex((step) => step.key === current));
  return (
    <nav aria-label={label} className="sr-stepper">
      {summary ? <p className="sr-stepper__summary">{summary}</p> : null}
      <ol className="sr-stepper__list">
        {steps.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "todo";
          return (
            <li key={step.key} className={cx("sr-stepper__step", `sr-stepper__step--${state}`)} aria-current={state === "current" ? "step" : undefined}>
              <span className="sr-stepper__marker" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="sr-stepper__label">{step.label}</span>
              {state === "done" ? <span className="sr-visually-hidden"> ({doneText})</span> : null}
              {state === "current" ? <span className="sr-visually-hidden"> ({currentText})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
