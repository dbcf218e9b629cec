-- Custom migration (issue 12, spec 001 §3/§4 thread status "deactivated"): an account the support team has
-- deactivated — locked for a review (e.g. a suspected fake profile), reversible by the team only. Distinct from a
-- pause (is_paused: the owner's own, undone by the owner), a ban (is_banned: final) and a deletion (deleted_at).
-- Messenger partners see the thread as "deactivated" and cannot write; the profile is not available meanwhile.
-- Decision: apps/api/src/modules/messenger/README.md, docs/decisions/016-messenger-first-contact.md.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
