import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRecommendations } from '../api/get-recommendations';

const SAFE_LINK = /^https?:\/\//i;

/** The lifestyle areas the clinic files its recommendations under, in the page's language; another as it came. */
const CATEGORY_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  diet: msg({ comment: 'A recommendation’s area, shown in capitals', message: 'Diet' }),
  exercise: msg({ comment: 'A recommendation’s area, shown in capitals', message: 'Exercise' }),
  lab: msg({ comment: 'A recommendation’s area (a retest, …), shown in capitals', message: 'Lab' }),
  lifestyle: msg({ comment: 'A recommendation’s area, shown in capitals', message: 'Lifestyle' }),
};

function inDisplayOrder(list: readonly RecommendationResource[]): RecommendationResource[] {
  return [...list].sort((a, b) => a.attributes.sort_order - b.attributes.sort_order);
}

export function RecommendationList() {
  const state = useRecommendations();
  const { t } = useLingui();
  const categoryWords = (category: string) => {
    const words = Object.hasOwn(CATEGORY_WORDS, category) ? CATEGORY_WORDS[category] : undefined;
    return words ? t(words) : category;
  };

  return (
    <section aria-labelledby="recommendations-title" aria-busy={state.status === 'loading'}>
      <h2 id="recommendations-title" className="text-lg font-semibold">
        <Trans>Recommendations for you</Trans>
      </h2>
      {state.status === 'loading' ? (
        <p className="mt-2 text-ink-faint">
          <Trans>Loading your recommendations…</Trans>
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className="mt-2">
          <Trans>Your recommendations could not be loaded just now. Please try again later.</Trans>
        </p>
      ) : null}
      {state.status === 'success' && state.data.length === 0 ? (
        <p className="mt-2">
          <Trans>Your recommendations appear here once your results are ready.</Trans>
        </p>
      ) : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="recommendations">
          {inDisplayOrder(state.data).map((recommendation) => (
            <li key={recommendation.id} className="card p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-ink-faint">
                {categoryWords(recommendation.attributes.category)}
              </p>
              <h3 className="mt-1 font-semibold">{recommendation.attributes.title}</h3>
              <p className="mt-1 text-ink-soft">{recommendation.attributes.body}</p>
              {recommendation.attributes.link_url && SAFE_LINK.test(recommendation.attributes.link_url) ? (
                <a href={recommendation.attributes.link_url} className="text-link mt-2 inline-block">
                  <Trans>
                    Read more<span className="sr-only"> about {recommendation.attributes.title}</span>
                  </Trans>
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
