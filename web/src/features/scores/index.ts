export {
  getScores,
  scoresQueryKey,
  useScores,
  type ScoreAudience,
  type ScoreFilter,
} from './api/get-scores';
export { getScore, useScore } from './api/get-score';
export { getScoreHistory, useScoreHistory } from './api/get-score-history';
export {
  saveScoreStep,
  useSaveScoreStep,
  type SaveScoreStepVariables,
} from './api/save-score-step';
export { approveScores, useApproveScores } from './api/approve-scores';
export { sendScoreReminders, useSendScoreReminders } from './api/send-score-reminders';
export { ScoresBoard, stepOf } from './components/scores-board';
export { ScoreChart, ScoreDetail } from './components/score-detail';
export { EditScoreModal } from './components/edit-score-modal';
