import { messages, type Locale } from '@dubloon-quest/core';
import { useEffect, useRef } from 'react';

interface QuizChoice {
  letter: string;
  text: string;
  /** The text's language when it is not the page's (English on a French page). */
  lang?: Locale | undefined;
}

/** The open chest's current question, as the chest-quiz state describes it. */
export interface QuizView {
  /** 1-based number of the chest in the list, for the heading. */
  chestNumber: number;
  /** 1-based question number, and how many the chest has (3, spec 4). */
  questionNumber: number;
  questionCount: number;
  question: string;
  /** The question's language when it is not the page's (English on a French page); so is `explanationLang`. */
  questionLang?: Locale | undefined;
  choices: readonly QuizChoice[];
  /** Letters already tried and found wrong on this question. */
  wrongLetters: readonly string[];
  /** Coins this question still pays (3 minus 1 per wrong answer, never below 0). */
  worth: number;
  /**
   * answering: waiting for a choice; checking: a choice is being judged; solved: right, explanation shown;
   * saving: the chest's total is being sent; saveFailed: sending failed, the answers are kept to retry.
   */
  phase: 'answering' | 'checking' | 'solved' | 'saving' | 'saveFailed';
  /** The letter being judged while checking. */
  pendingLetter: string | null;
  explanation: string | null;
  explanationLang?: Locale | undefined;
  /** True on the chest's last question: Proceed then collects the chest's coins. */
  isLastQuestion: boolean;
  /** Coins the chest pays so far (solved questions). */
  chestCoins: number;
  /** The failure to show while phase is saveFailed. */
  error: string | null;
}

export interface QuizProps {
  quiz: QuizView;
  onChoose: (letter: string) => void;
  onProceed: () => void;
  onClose: () => void;
}

/**
 * One question of a chest, usable with a screen reader: the choices are a group of buttons named by the
 * question; a wrong try is marked and announced; the explanation gets the focus when the answer is right.
 */
export function Quiz({ quiz, onChoose, onProceed, onClose }: QuizProps) {
  const text = messages.ui.learn;
  const solvedPanel = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLFieldSetElement>(null);
  const shownQuestion = useRef(quiz.questionNumber);
  const solved = quiz.phase !== 'answering' && quiz.phase !== 'checking';

  useEffect(() => {
    if (quiz.phase === 'solved') solvedPanel.current?.focus();
  }, [quiz.phase, quiz.questionNumber]);

  // After Proceed the Proceed button is gone: the focus goes to the next question's group, which a screen reader
  // announces by its legend (the question), one Tab before its first choice.
  useEffect(() => {
    if (shownQuestion.current === quiz.questionNumber) return;
    shownQuestion.current = quiz.questionNumber;
    question.current?.focus();
  }, [quiz.questionNumber]);

  return (
    <div className="panel stack quiz">
      <div className="row quiz__header">
        <h2>
          {messages.ui.common.labelled(text.chest(quiz.chestNumber))}
          {text.questionOf(quiz.questionNumber, quiz.questionCount)}
        </h2>
        <p className="quiz__worth">{text.worth(quiz.worth)}</p>
      </div>
      <fieldset ref={question} tabIndex={-1} className="quiz__fieldset" aria-describedby="quiz-feedback">
        <legend className="quiz__question" lang={quiz.questionLang}>
          {quiz.question}
        </legend>
        <div className="quiz__choices">
        {quiz.choices.map((choice) => {
          const wrong = quiz.wrongLetters.includes(choice.letter);
          return (
            <button
              key={choice.letter}
              type="button"
              className={`quiz__choice${wrong ? ' quiz__choice--wrong' : ''}`}
              disabled={wrong || solved || quiz.phase === 'checking'}
              aria-busy={quiz.pendingLetter === choice.letter ? true : undefined}
              onClick={() => onChoose(choice.letter)}
            >
              <span className="quiz__letter" aria-hidden="true">
                {choice.letter.toUpperCase()}
              </span>
              <span lang={choice.lang}>{choice.text}</span>
              {wrong ? (
                <>
                  {' '}
                  <span className="visually-hidden">({text.wrongChoice})</span>
                </>
              ) : null}
            </button>
          );
        })}
        </div>
      </fieldset>
      <div id="quiz-feedback" role="status">
        {quiz.phase === 'checking' ? <p className="muted">{text.checking}</p> : null}
        {quiz.phase === 'answering' && quiz.wrongLetters.length > 0 ? <p className="notice notice--error">{text.wrong}</p> : null}
      </div>
      {solved ? (
        <div ref={solvedPanel} tabIndex={-1} className="notice notice--success stack quiz__solved">
          <p className="quiz__correct">{text.correct}</p>
          {quiz.explanation ? (
            <p>
              <strong>{messages.ui.common.labelled(text.explanation)}</strong>
              <span lang={quiz.explanationLang}>{quiz.explanation}</span>
            </p>
          ) : null}
          {quiz.isLastQuestion ? <p>{text.chestTotal(quiz.chestCoins)}</p> : null}
          {quiz.error ? (
            <p className="notice notice--error" role="alert">
              {quiz.error}
            </p>
          ) : null}
          <div>
            <button type="button" className="button" disabled={quiz.phase === 'saving'} onClick={onProceed}>
              {quiz.phase === 'saving' ? text.saving : quiz.isLastQuestion ? text.finish : text.proceed}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <button type="button" className="button button--link" onClick={onClose}>
          {text.backToChests}
        </button>
      </div>
    </div>
  );
}
