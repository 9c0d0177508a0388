/**
 * The server's minimum length for a new password (contract PASSWORD_MIN_LENGTH). Kept here as a plain
 * number because importing the contract's value would bring its schema library into the page.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
