/** The catalogue room's public face: what other rooms may call (docs/architecture.md). */
export type { Catalogue } from './catalogue-service';
