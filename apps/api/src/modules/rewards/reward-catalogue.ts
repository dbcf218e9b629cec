import type { TRewardKey } from "@samtrot/api-client/contracts";

/**
 * Token rewards (spec 000 §2 user/token_rewards; ledger type reward, currency token) for actions the product
 * already records (decision 013). `earned` is a SQL condition over `users u` and `profiles p` of the user, so the
 * list and the claim read the same truth from the database, never from the browser.
 */
export const REWARD_CATALOGUE: readonly { key: TRewardKey; amount: number; earned: string }[] = [
  { key: "email_verified", amount: 5, earned: "(u.email_verified_at is not null or u.email_was_verified)" },
  { key: "registration_completed", amount: 10, earned: "(u.register_completed_step = 10)" },
  { key: "profile_photo", amount: 10, earned: "(p.avatar_media_id is not null)" },
  {
    key: "profile_texts",
    amount: 10,
    earned: "(coalesce(char_length(btrim(p.status)), 0) > 0 and coalesce(char_length(btrim(p.description)), 0) > 0)",
  },
  // the age check accepted (spec 001 §4 age-check upload accepted 2)
  { key: "age_check_accepted", amount: 20, earned: "(u.age_check_status = 2)" },
];
