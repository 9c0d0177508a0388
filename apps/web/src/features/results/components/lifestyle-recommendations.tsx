import type { RecommendationResource } from '@fathom/contract/recommendations';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The client's lifestyle recommendations that come with the results, in their display order. */
export function LifestyleRecommendations({
  recommendations,
  offerSurvey,
}: {
  recommendations: readonly RecommendationResource[];
  offerSurvey: boolean;
}) {
  if (recommendations.length === 0) {
    if (!offerSurvey)
      return (
        <p className="mt-3">
          <Trans>No personalized recommendations yet.</Trans>
        </p>
      );
    return (
      <p className="mt-3">
        <Trans>
          Take the{' '}
          <Link href="/lifestyle" className="text-link">
            Lifestyle Survey
          </Link>{' '}
          and your recommendations appear here.
        </Trans>
      </p>
    );
  }
  const ordered = [...recommendations].sort((a, b) => a.attributes.sort_order - b.attributes.sort_order);
  return (
    <ul className="mt-3 space-y-3" data-testid="lifestyle-recommendations">
      {ordered.map((recommendation) => (
        <li key={recommendation.id}>
          <h3 className="font-semibold">{recommendation.attributes.title}</h3>
          <p className="text-ink-soft">{recommendation.attributes.body}</p>
        </li>
      ))}
    </ul>
  );
}
