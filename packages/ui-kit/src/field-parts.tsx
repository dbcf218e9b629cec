import type { ReactNode } from "react";

/** Label text with the required asterisk. The asterisk is decoration: `required` on the control tells assistive tech. */
export function FieldLabelText({ label, required }: { label: ReactNode; required: boolean | undefined }) {
  return (
    <>
      {label}
      {required ? (
        <span className="sr-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

/** Hint and error texts, rendered with the ids the control's aria-describedby points at. */
export function FieldMessages(props: { hint?: string; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {props.hint ? (
        <p id={props.hintId} className="sr-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="sr-field__error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}
