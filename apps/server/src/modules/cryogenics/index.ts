/** The cryogenics room's public face: what other rooms may call (docs/architecture.md). */
export { cryogenicsOf } from './cryogenics-service';
export { destructionsFacing, withdrawalsToPrepare } from './storage-queue-service';
