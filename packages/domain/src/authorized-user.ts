/**
 * Whether the signed-in person is an authorized user (a partner a client added), apart from the other rules about the
 * user (user.ts): the app's first code reads this one alone, to guard its routes, and a module's rules travel
 * together into the chunk of the first code that imports one of them.
 */
export function isAuthorizedUser(user: {
  attributes: { has_authorized_user_role?: boolean | null };
}): boolean {
  return user.attributes.has_authorized_user_role === true;
}
