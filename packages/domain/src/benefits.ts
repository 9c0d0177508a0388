/** Employer fertility-benefits providers whose members can have their testing covered. */

export interface BenefitsProvider {
  slug: string;
  name: string;
}

export const BENEFITS_PROVIDERS: readonly BenefitsProvider[] = [
  { slug: 'progyny', name: 'Progyny' },
  { slug: 'carrot', name: 'Carrot Fertility' },
  { slug: 'maven', name: 'Maven Clinic' },
  { slug: 'kindbody', name: 'Kindbody' },
];

/** The provider a URL names, by its slug whatever the case; null for one we do not work with. */
export function benefitsProvider(slug: string): BenefitsProvider | null {
  const wanted = slug.trim().toLowerCase();
  return BENEFITS_PROVIDERS.find((provider) => provider.slug === wanted) ?? null;
}
