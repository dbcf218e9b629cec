import { COOKIE_CONSENT } from "@samtrot/constants-catalogue";
import { Button } from "@samtrot/ui-kit";

export type TCookieChoiceTexts = { acceptAll: string; essentialOnly: string };

/**
 * The two choices as one plain form POST (works without JavaScript): "accept all" and "essential only" are buttons
 * of the same kind, size and place, so rejecting is exactly as easy as accepting (TDDDG §25, decision 045).
 */
export function CookieChoiceForm({ action, returnTo, texts }: { action: string; returnTo: string; texts: TCookieChoiceTexts }) {
  return (
    <form method="post" action={action} className="wr-cookie-choice">
      <input type="hidden" name="return_to" value={returnTo} />
      <Button type="submit" name="choice" value={COOKIE_CONSENT.essential} variant="secondary">
        {texts.essentialOnly}
      </Button>
      <Button type="submit" name="choice" value={COOKIE_CONSENT.all} variant="secondary">
        {texts.acceptAll}
      </Button>
    </form>
  );
}
