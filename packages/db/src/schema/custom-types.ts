import { customType } from "drizzle-orm/pg-core";

/**
 * The `earth` type of the earthdistance extension: a point on the earth's surface as an
 * (x, y, z) cube in metres. The app never reads it; it exists so the GiST index can answer
 * `earth_box(ll_to_earth(lat, lon), radius) @> earth_pt` without computing ll_to_earth per row.
 */
export const earth = customType<{ data: string; driverData: string }>({
  dataType() {
    return "earth";
  },
});
