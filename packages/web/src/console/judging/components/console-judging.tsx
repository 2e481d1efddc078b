import { type ValidationErrors, messages } from '@dubloon-quest/core';
import {
  consoleJudgingText,
  consoleShellText,
  type ConsoleRateRequest,
  type ConsoleSubmissionsResponse,
} from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';
import { ConsoleSubmissionCard } from './console-submission-card.js';
import { ConsoleWinnersForm, type ConsoleWinnersFormProps } from './console-winners-form.js';
import './console-judging.css';

const text = consoleJudgingText;

export interface ConsoleJudgingProps {
  readonly data: ConsoleSubmissionsResponse;
  readonly onRate: (userId: number, change: ConsoleRateRequest) => Promise<boolean>;
  /** The player whose rating is being saved, or null. */
  readonly ratingUser: number | null;
  /** The server's field errors of the last rating saved, and whose they are. */
  readonly rateErrors: { readonly userId: number | null; readonly errors: ValidationErrors };
  readonly winners: Pick<ConsoleWinnersFormProps, 'onSave' | 'saving' | 'serverErrors'>;
}

/**
 * "Judging": the challenge, whether the results are published, each answer with its rating and note, and the
 * winners. Presentational.
 */
export function ConsoleJudging({ data, onRate, ratingUser, rateErrors, winners }: ConsoleJudgingProps) {
  const awards = new Map(data.winners.map((winner) => [winner.user_id, winner.award]));
  return (
    <div className="stack">
      <p>{text.intro}</p>
      <section className="panel stack" aria-labelledby="console-judging-challenge">
        <h2 id="console-judging-challenge">
          {messages.ui.common.labelled(text.challenge)}
          {data.challenge.title}
        </h2>
        {data.challenge.description !== '' ? (
          <p className="console-judging__description">{data.challenge.description}</p>
        ) : null}
        <p className={data.results_published ? 'notice notice--success' : 'notice'}>
          {data.results_published ? text.results.published : text.results.held}
        </p>
      </section>
      <section className="stack" aria-labelledby="console-judging-answers">
        <h2 id="console-judging-answers">
          {text.submissions.heading}{' '}
          <span className="muted console-judging__count">
            ({text.submissions.count(data.submissions.length)})
          </span>
        </h2>
        {data.submissions.length === 0 ? (
          <p className="muted">{text.submissions.none}</p>
        ) : (
          <ul className="console-judging__list">
            {data.submissions.map((submission) => (
              <ConsoleSubmissionCard
                key={submission.user_id}
                submission={submission}
                award={awards.get(submission.user_id) ?? null}
                onSave={(change) => onRate(submission.user_id, change)}
                saving={ratingUser === submission.user_id}
                locked={ratingUser !== null && ratingUser !== submission.user_id}
                serverErrors={rateErrors.userId === submission.user_id ? rateErrors.errors : {}}
              />
            ))}
          </ul>
        )}
      </section>
      <ConsoleWinnersForm
        submissions={data.submissions}
        winners={data.winners}
        pool={data.award_pool}
        cap={data.winner_cap}
        {...winners}
      />
    </div>
  );
}

/** The screen's frame: its heading, then what the scope gives (a notice, a picker, the judging). */
export function ConsoleJudgingFrame({ children }: { children: ReactNode }) {
  return (
    <section className="stack" aria-labelledby="console-judging-title">
      <h1 id="console-judging-title">{consoleShellText.screens.judging}</h1>
      {children}
    </section>
  );
}
