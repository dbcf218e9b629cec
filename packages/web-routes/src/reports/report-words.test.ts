import { describe, expect, it } from "vitest";
import { ZReportBody } from "@samtrot/api-client/contracts";
import { anonymousAllowed, reportBodyFromForm, reportCategoryOf, reportItemIdOf, reportPath } from "./report-words";

describe("report pages' helpers", () => {
  it("takes only spec 001 §3 categories and positive ids from the path", () => {
    expect(reportCategoryOf("14")).toBe(14);
    expect(reportCategoryOf("28")).toBe(28);
    expect(reportCategoryOf("7")).toBeNull();
    expect(reportCategoryOf("14abc")).toBeNull();
    expect(reportItemIdOf("12")).toBe(12);
    expect(reportItemIdOf("0")).toBeNull();
    expect(reportItemIdOf("1.5")).toBeNull();
  });

  it("builds the contract's body: the good-faith box as true, a guest's contact only for guests", () => {
    const form = new FormData();
    form.set("reason", "scam_spam");
    form.set("explanation", "Vorkasse verlangt");
    form.set("reporter_name", "Petra");
    form.set("reporter_email", "petra@example.test");
    form.set("good_faith", "on");
    const guest = reportBodyFromForm(form, 14, 3, true);
    expect(ZReportBody.parse(guest)).toMatchObject({ category: 14, item_id: 3, reason: "scam_spam", reporter_name: "Petra", good_faith: true });
    expect(reportBodyFromForm(form, 14, 3, false)).not.toHaveProperty("reporter_email");
    form.delete("good_faith");
    expect(ZReportBody.safeParse(reportBodyFromForm(form, 14, 3, true)).success).toBe(false);
  });

  it("lets only minors reports stay anonymous; links back to the page", () => {
    expect(anonymousAllowed("minor")).toBe(true);
    expect(anonymousAllowed("scam_spam")).toBe(false);
    expect(reportPath(19, 5, "/de/my_date/5?x=1")).toBe("/report/19/5?back=%2Fde%2Fmy_date%2F5%3Fx%3D1");
  });
});
