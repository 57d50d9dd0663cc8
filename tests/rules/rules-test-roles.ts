import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

export type Role = {
  /** The subject of each test name: "<who> can read one post". */
  who: string;
  isAdministrator: boolean;
  context: (environment: RulesTestEnvironment) => RulesTestContext;
};

export const ROLES: readonly Role[] = [
  {
    who: 'an anonymous visitor',
    isAdministrator: false,
    context: (environment) => environment.unauthenticatedContext(),
  },
  {
    who: 'a signed-in member',
    isAdministrator: false,
    context: (environment) =>
      environment.authenticatedContext('member', { email: 'member@example.org', email_verified: true }),
  },
  {
    // The claim is the one source of truth: owning the administrator's e-mail address grants nothing.
    who: "a member with the administrator's verified e-mail address but no admin claim",
    isAdministrator: false,
    context: (environment) =>
      environment.authenticatedContext('impostor', { email: 'admin@example.org', email_verified: true }),
  },
  {
    // Guards against a loose comparison creeping into the rules.
    who: 'a member whose admin claim is the text "true"',
    isAdministrator: false,
    context: (environment) => environment.authenticatedContext('texty', { admin: 'true' }),
  },
  {
    who: 'the administrator',
    isAdministrator: true,
    context: (environment) =>
      environment.authenticatedContext('admin', {
        email: 'admin@example.org',
        email_verified: true,
        admin: true,
      }),
  },
];
