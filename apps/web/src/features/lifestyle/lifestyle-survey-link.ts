import { surveyLink } from '@fathom/domain/checkout-links';
import { marketingLink } from '@fathom/domain/navigation';
import { appConfig } from '../../lib/config';

/** The survey form lives on the marketing site; targetID ties the answers to the client number. */
export const LIFESTYLE_SURVEY_PATH = '/lifestyle-survey';

export function lifestyleSurveyLink(clientNumber: string): string {
  return surveyLink(marketingLink(appConfig.marketingUrl, LIFESTYLE_SURVEY_PATH), clientNumber);
}
