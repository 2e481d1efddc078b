import { messages, type ChestView, type Locale, type QuestionView } from '@dubloon-quest/core';
import { pageText } from '../../../locale/content-text.js';
import type { ChestTile } from '../components/learn-screen.js';
import type { QuizView } from '../components/quiz.js';

/** What the quiz state says, as the learn route reads it with core's selectors. */
export interface QuizState {
  /** The question being played (core's `activeQuestion`), or the last one while the chest is being sent. */
  question: QuestionView | null;
  judging: boolean;
  submitting: boolean;
  submitFailed: boolean;
  chests: readonly ChestView[];
}

/** The chest tiles from core's chest views. Pure. */
export function chestTilesOf(chests: readonly ChestView[]): ChestTile[] {
  return chests.map(({ chestId, status, coins }) => ({ chestId, status, coins }));
}

/** The quiz panel's view, or null on the chest list; the texts in the reader's language where written. Pure. */
export function quizViewOf(state: QuizState, locale: Locale = 'en'): QuizView | null {
  const { question, judging, submitting, submitFailed, chests } = state;
  if (question === null) return null;
  const chestIndex = chests.findIndex((chest) => chest.chestId === question.chestId);
  const phase = submitting ? 'saving' : submitFailed ? 'saveFailed' : judging ? 'checking' : question.explanation !== null ? 'solved' : 'answering';
  return {
    chestNumber: chestIndex + 1,
    questionNumber: question.index + 1,
    questionCount: question.count,
    ...shownQuestion(question, locale),
    wrongLetters: question.tried,
    worth: question.coins,
    phase,
    pendingLetter: null,
    ...shownExplanation(question, locale),
    isLastQuestion: question.isLast,
    chestCoins: chests[chestIndex]?.coins ?? 0,
    error: submitFailed ? messages.chests.submitFailed : null,
  };
}

function shownQuestion(question: QuestionView, locale: Locale): Pick<QuizView, 'question' | 'questionLang' | 'choices'> {
  const text = pageText(question.text, question.textFr, locale);
  return {
    question: text.text,
    questionLang: text.lang,
    choices: question.choices.map((choice) => {
      const shown = pageText(choice.text, choice.textFr, locale);
      return { letter: choice.letter, text: shown.text, lang: shown.lang };
    }),
  };
}

function shownExplanation(question: QuestionView, locale: Locale): Pick<QuizView, 'explanation' | 'explanationLang'> {
  if (question.explanation === null) return { explanation: null };
  const shown = pageText(question.explanation, question.explanationFr, locale);
  return { explanation: shown.text, explanationLang: shown.lang };
}
