import {
  activeQuestion,
  chestsStatus,
  quizRoleNotice,
  chestSubmitFailed,
  chestViews,
  currentRole,
  isJudging,
  isPlayer,
  isSubmittingChest,
  messages,
  type QuestionView,
} from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useGame } from '../../../services/app-services.js';
import { useLocale } from '../../../locale/locale-context.js';
import type { Loadable } from '@dubloon-quest/core';
import { LearnScreen, type ChestTile } from '../components/learn-screen.js';
import { chestTilesOf, quizViewOf } from './quiz-view.js';

/** /learn: core's quiz machine owns the chests, the judging, the 3 questions and the payment. */
export function LearnRoute() {
  const { locale } = useLocale();
  const { logic } = useGame();
  const { quiz, session } = logic;
  const status = useSelector(quiz, chestsStatus);
  const chests = useSelector(quiz, chestViews);
  const active = useSelector(quiz, activeQuestion);
  const judging = useSelector(quiz, isJudging);
  const submitting = useSelector(quiz, isSubmittingChest);
  const submitFailed = useSelector(quiz, chestSubmitFailed);
  const player = useSelector(session, (snapshot) => isPlayer(currentRole(snapshot)));
  const roleNotice = useSelector(quiz, quizRoleNotice);
  // While the chest is being sent the machine shows no question: keep the last one on screen.
  const lastQuestion = useRef<QuestionView | null>(null);
  if (active !== null) lastQuestion.current = active;
  const sending = submitting || submitFailed;

  useEffect(() => {
    quiz.send({ type: 'quiz.open' });
  }, [quiz]);

  const tiles: Loadable<readonly ChestTile[]> =
    status === 'failed'
      ? { status: 'failed', message: messages.chests.loadFailed }
      : status === 'loaded'
        ? { status: 'ready', data: chestTilesOf(chests) }
        : { status: 'loading' };
  const view = quizViewOf({ question: active ?? (sending ? lastQuestion.current : null), judging, submitting, submitFailed, chests }, locale);

  return (
    <LearnScreen
      chests={tiles}
      onRetryChests={() => quiz.send({ type: 'quiz.refresh' })}
      quiz={view}
      isPlayer={player}
      roleNotice={roleNotice}
      onOpenChest={(chestId) => quiz.send({ type: 'chest.open', chestId })}
      onChoose={(choice) => quiz.send({ type: 'answer.submit', choice })}
      onProceed={() => quiz.send(submitFailed ? { type: 'chest.retry' } : { type: 'answer.proceed' })}
      onCloseQuiz={() => quiz.send({ type: 'chest.close' })}
    />
  );
}
