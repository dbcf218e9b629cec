-- Custom migration: the rank walk also answers name searches. A common name ("lena": ≈ 1 % of escorts)
-- matched through the name indexes reads thousands of rows from the table to sort them by rank; with the
-- username and its word prefixes in the rank index, the walk in rank order checks them index-only and
-- stops after a page. Rare names keep the name indexes: the planner's array statistics tell them apart.
DROP INDEX search_profiles_rank;
--> statement-breakpoint
CREATE INDEX search_profiles_rank ON search_profiles (user_type, rank_score DESC, user_id)
  INCLUDE (earth_pt, gender_bits, birth_date, price_60, height, weight, flags, cup_group, country, username_lower, name_prefixes);
