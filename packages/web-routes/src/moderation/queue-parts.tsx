import { MODERATION_REASON_MAX } from "@samtrot/api-client/contracts";
import { Alert, Textarea } from "@samtrot/ui-kit";
import { FormErrorSummary, type TFormState } from "../shell/forms/form-feedback";

// Parts the decision queues share (media, websites): the reasons field of a bulk decision and the notice after it.

/** The reasons of a bulk decision (a rejection needs them); the errors of the whole form above it. */
export function DecisionReasonField(props: { form: TFormState; label: string; hint: string }) {
  const { form } = props;
  return (
    <>
      <FormErrorSummary errors={form.errors} />
      <Textarea
        label={props.label}
        name="reason"
        rows={2}
        maxLength={MODERATION_REASON_MAX}
        hint={props.hint}
        error={form.fieldError("reason") ?? form.fieldError("ids")}
        defaultValue={form.value("reason") ?? ""}
      />
    </>
  );
}

/** "N decided" after a bulk decision, with the way back to the queue without the notice. */
export function BulkDoneNotice(props: { testId: string; message: string; dismissHref: string; dismissLabel: string }) {
  return (
    <Alert tone="success" data-testid={props.testId}>
      <p>
        {props.message} <a href={props.dismissHref}>{props.dismissLabel}</a>
      </p>
    </Alert>
  );
}
