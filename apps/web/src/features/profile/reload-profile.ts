/** Reads the profile again (with its client and latest ready result) and keeps it in the session. */
export { loadProfile as reloadProfile } from '../../app/session/load-profile';
