/** The documents room's public face: what other rooms may call (docs/architecture.md). */
export { accountDocuments, kitAgreements } from './document-service';
