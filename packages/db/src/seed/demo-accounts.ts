import { BUSINESS_TYPES, USER_TYPE } from "@samtrot/constants-catalogue";

/** The one password of every demo account (README.md of this package). */
export const DEMO_PASSWORD = "Samtrot-Demo-2026!";

/** E-mail domain of all generated accounts: `.test` is reserved, mail to it never leaves the machine. */
export const DEMO_EMAIL_DOMAIN = "demo.samtrot.test";

export type DemoAccount = {
  username: string;
  email: string;
  password: string;
  userType: typeof USER_TYPE.client | typeof USER_TYPE.escort | typeof USER_TYPE.business;
  isMember: boolean;
  /** business accounts only: id of BUSINESS_TYPES */
  businessType?: (typeof BUSINESS_TYPES)[number]["id"];
  /** who this account is, for the README and the login page's hint */
  description: string;
};

function account(
  username: string,
  userType: DemoAccount["userType"],
  isMember: boolean,
  description: string,
  businessType?: DemoAccount["businessType"],
): DemoAccount {
  return {
    username,
    email: `${username}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    userType,
    isMember,
    ...(businessType ? { businessType } : {}),
    description,
  };
}

/**
 * One member and one non-member account per kind of user: client, escort, agency (business type 1)
 * and club (business type 3). Registration completed, e-mail verified, located in Berlin.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  account("demo-client", USER_TYPE.client, false, "client (male), free"),
  account("demo-client-plus", USER_TYPE.client, true, "client (male), Plus member"),
  account("demo-escort", USER_TYPE.escort, false, "escort (female), free"),
  account("demo-escort-plus", USER_TYPE.escort, true, "escort (female), Plus member"),
  account("demo-agentur", USER_TYPE.business, false, "business: escort agency (type 1), free", "1"),
  account("demo-agentur-plus", USER_TYPE.business, true, "business: escort agency (type 1), Plus member", "1"),
  account("demo-club", USER_TYPE.business, false, "business: club (type 3), free", "3"),
  account("demo-club-plus", USER_TYPE.business, true, "business: club (type 3), Plus member", "3"),
]);
