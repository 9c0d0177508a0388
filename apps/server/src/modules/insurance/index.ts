/**
 * The insurance room's public face (docs/architecture.md). What other rooms may ask of insurance: the application a
 * checkout prices with, claiming it for the order that uses it, and releasing it when that order is cancelled
 * unpaid. The room's SQL stays in its repository.
 */
export {
  claimInsuranceApplication,
  findInsuranceApplication,
  releaseInsuranceApplication,
} from './insurance-repository';
