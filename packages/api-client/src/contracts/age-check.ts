import { z } from "zod";
import { AGE_CHECK_STATUS, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// The age check review (spec 001 §4 age-check upload: pending 1 → accepted 2 / rejected 3). Users upload their ID
// image on user/age_check_verification (settings key age_check_verification); team and backend users decide.
// An accepted age check is what lets a viewer see fsk18 media (spec 001 §3).

export const ZAgeCheckReviewItem = z.object({
  user_id: z.number().int(),
  username: z.string(),
  submitted_at: z.string().nullable(),
  /** the uploaded document, for reviewers only */
  document_url: z.string(),
});
export type TAgeCheckReviewItem = z.infer<typeof ZAgeCheckReviewItem>;

export const ageCheckReviewQueueContract = defineContract({
  id: "ageCheckReviewQueue",
  method: "GET",
  path: "/api/v2/age-check-review",
  summary: `Age checks waiting for review (pending), oldest first, ${PAGE_SIZE.default} per page; team and backend users only (403 exception.common.forbidden)`,
  tags: ["settings"],
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: z.object({ items: z.array(ZAgeCheckReviewItem), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() }),
});

export const ZAgeCheckReviewParams = z.object({ userId: z.coerce.number().int().positive() });

export const ageCheckDocumentContract = defineContract({
  id: "ageCheckDocument",
  method: "GET",
  path: "/api/v2/age-check-review/:userId/document",
  summary: "The ID image a user uploaded for the age check; team and backend users only (403), none: 404 exception.media.not_found",
  tags: ["settings"],
  auth: "user",
  params: ZAgeCheckReviewParams,
  responseContentType: "image/*",
});

export const reviewAgeCheckContract = defineContract({
  id: "reviewAgeCheck",
  method: "PUT",
  path: "/api/v2/age-check-review/:userId",
  summary:
    "Accepts (2) or rejects (3) a pending age check; team and backend users only (403). Not pending: 409 exception.age_check.not_pending. " +
    "A rejected user may upload a new document.",
  tags: ["settings"],
  auth: "user",
  params: ZAgeCheckReviewParams,
  body: z
    .object({
      status: z.union([z.literal(AGE_CHECK_STATUS.accepted), z.literal(AGE_CHECK_STATUS.rejected)], {
        errorMap: () => ({ message: "validation.common.invalid_choice" }),
      }),
    })
    .strict(),
  response: z.object({ user_id: z.number().int(), status: z.number().int(), status_name: z.enum(["not_uploaded", "pending", "accepted", "rejected"]) }),
});
