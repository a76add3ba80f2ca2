import { queryOptions, useQuery } from '@tanstack/react-query';
import { explainEndpoints, type ExplainQueryInput } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** What identifies a figure (GET /api/explain's query), as the screens name it. */
export type ExplainTarget = ExplainQueryInput;

/** The query without its blank fields, so a key names the figure once. */
const queryOf = (target: ExplainTarget): ExplainTarget =>
  Object.fromEntries(
    Object.entries(target).filter(([, value]) => value !== undefined && value !== ''),
  ) as ExplainTarget;

/**
 * GET /api/explain: the rule, facts and events of one figure, asked again each time a panel
 * opens on it (staleTime 0), so it never shows less than the report beside it.
 */
export const explanationQueryOptions = (target: ExplainTarget) =>
  queryOptions({
    queryKey: ['explain', queryOf(target)],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callEndpoint(explainEndpoints.explain, {
        query: queryOf(target),
        signal,
      }),
  });

export function useExplanation(target: ExplainTarget | null) {
  return useQuery({
    ...explanationQueryOptions(target ?? { report: 'login-hours', figure: 'totalHours', user: '' }),
    enabled: target !== null,
  });
}
