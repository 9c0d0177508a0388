/** What the browser is told of the OpenID Connect provider (in the config the server injects into the page). */
export interface IdentityProviderSettings {
  authority: string;
  clientId: string;
  /** The API the access token is for, asked of hosted providers that issue tokens per audience. */
  audience?: string;
  /** Asked of the provider at sign-in; the ID token must then carry it as org_id. */
  organization?: string;
  /** Where a failed return from the provider lands; the root when unset. */
  errorPath?: string;
}
