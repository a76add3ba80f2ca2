export { explanationQueryOptions, useExplanation, type ExplainTarget } from './api/get-explanation';
export { AsOfControl } from './components/as-of-control';
export {
  ExplainButton,
  ExplainProvider,
  ExplanationPanel,
  figureText,
  type ChangedFigure,
} from './components/explain';
export { figureCell } from './components/figure-cell';
