/**
 * What other rooms may ask of insurance: the application a checkout prices with, and claiming it for the
 * order that uses it. The room's SQL stays in its repository.
 */
export { claimInsuranceApplication, findInsuranceApplication } from './insurance-repository';
