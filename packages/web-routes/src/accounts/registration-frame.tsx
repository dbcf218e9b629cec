import { Stepper } from "@samtrot/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Title keys of the registration steps (user and business flows, plus the e-mail step). */
export function stepLabelKey(step: string): string {
  return `join.step.${step}`;
}

/**
 * The frame of every registration page: heading, the progress indicator (every step of this user's flow,
 * the ones done and the current one), the "finish your registration" note, and the step's form.
 */
export function RegistrationFrame(props: { steps: readonly string[]; current: string; title: string; finishReason?: boolean; children: ReactNode }) {
  const { t } = useTranslation("common");
  const index = Math.max(0, props.steps.indexOf(props.current));
  return (
    <div className="sr-container wr-narrow wr-join">
      <Stepper
        label={t("join.progress_label")}
        doneText={t("join.progress_done")}
        currentText={t("join.progress_current")}
        summary={t("join.progress_summary", { current: index + 1, total: props.steps.length })}
        current={props.current}
        steps={props.steps.map((key) => ({ key, label: t(stepLabelKey(key)) }))}
      />
      <h1>{props.title}</h1>
      {props.finishReason ? <p className="wr-join__reason">{t("join.finish_reason")}</p> : null}
      {props.children}
    </div>
  );
}
