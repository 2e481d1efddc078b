import type { ValidationErrors } from '@dubloon-quest/core';
import type { ConsoleRateRequest, ConsoleSubmissionsResponse } from '@dubloon-quest/core/console';
import { useRef, useState } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { ConsoleBusinessScope } from '../../shared/components/console-business-scope.js';
import { ConsoleJudging, ConsoleJudgingFrame } from '../components/console-judging.js';
import { useJudgingCalls } from '../calls/console-judging-calls.js';

/**
 * `/console/judging`: the answers to a partner's challenge (an organizer's pick of business), each rated and
 * noted on its own, and the winners with their awards.
 *
 * Decisions taken here: a rating and its note are saved together by one button per answer (a note typed and
 * a star clicked are one judgement); one save runs at a time, the other answers' buttons wait; the winners
 * are a list the partner edits and saves as a whole, as the call replaces them.
 */
export function ConsoleJudgingRoute() {
  return (
    <ConsoleJudgingFrame>
      <ConsoleBusinessScope>{(businessId) => <JudgingScreen businessId={businessId} />}</ConsoleBusinessScope>
    </ConsoleJudgingFrame>
  );
}

function JudgingScreen({ businessId }: { businessId: number }) {
  const calls = useJudgingCalls();
  const query = useConsoleQuery(
    () => calls.consoleListSubmissions({ params: { business_id: businessId } }),
    String(businessId),
  );
  const rate = useConsoleAction();
  const winners = useConsoleAction();
  const [ratingUser, setRatingUser] = useState<number | null>(null);
  const [lastRated, setLastRated] = useState<number | null>(null);

  // The data shown now: a save that ends after another one changes what it started from.
  const shown = useRef<ConsoleSubmissionsResponse | null>(null);
  shown.current = query.value.status === 'ready' ? query.value.data : null;
  const update = (change: (data: ConsoleSubmissionsResponse) => Partial<ConsoleSubmissionsResponse>) => {
    if (shown.current) query.replace({ ...shown.current, ...change(shown.current) });
  };

  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(data) => {
        const onRate = async (userId: number, change: ConsoleRateRequest) => {
          setRatingUser(userId);
          setLastRated(userId);
          try {
            return await rate.run(
              () =>
                calls.consoleRateSubmission({
                  params: { business_id: businessId, user_id: userId },
                  body: change,
                }),
              {
                success: (answer) => answer.message,
                onSuccess: (answer) =>
                  update((current) => ({
                    submissions: current.submissions.map((entry) =>
                      entry.user_id === userId ? answer.submission : entry,
                    ),
                  })),
              },
            );
          } finally {
            setRatingUser(null);
          }
        };
        const onSaveWinners = (picked: { user_id: number; award: number }[]) =>
          winners.run(
            () =>
              calls.consoleSetChallengeWinners({
                params: { business_id: businessId },
                body: { winners: picked },
              }),
            {
              success: (answer) => answer.message,
              onSuccess: (answer) =>
                update(() => ({ winners: answer.winners, award_pool: answer.award_pool })),
            },
          );
        const rateErrors: { userId: number | null; errors: ValidationErrors } = {
          userId: lastRated,
          errors: rate.errors,
        };
        return (
          <ConsoleJudging
            data={data}
            onRate={onRate}
            ratingUser={ratingUser}
            rateErrors={rateErrors}
            winners={{ onSave: onSaveWinners, saving: winners.busy, serverErrors: winners.errors }}
          />
        );
      }}
    </LoadState>
  );
}
