import { messageSegments } from "@samtrot/messenger";
import { Fragment } from "react";

/**
 * A message's text (plain text, escaped by React) with links: only whitelisted ones are anchors (spec 000 §5),
 * opening in a new tab without referrer; every other address stays text.
 */
export function MessageText({ text, whitelist }: { text: string; whitelist: readonly string[] }) {
  return (
    <>
      {messageSegments(text, whitelist).map((segment, index) =>
        segment.kind === "link" && segment.clickable ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {segment.text}
          </a>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
