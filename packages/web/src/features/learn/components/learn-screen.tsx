import { messages } from '@dubloon-quest/core';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import { PlayerOnlyNotice } from '../../../components/feedback/player-only-notice.js';
import { ChestIcon } from './chest-icon.js';
import { Quiz, type QuizView } from './quiz.js';
import './learn-screen.css';

export interface ChestTile {
  chestId: number;
  /** Completed chests are golden and cannot be reopened; started ones resume where they were left (spec 4). */
  status: 'closed' | 'started' | 'completed';
  /** Coins earned (completed) or earned so far (started). */
  coins: number;
}

const stateText = (tile: ChestTile): string => {
  const text = messages.ui.learn;
  if (tile.status === 'completed') return text.opened(tile.coins);
  return tile.status === 'started' ? text.resume(tile.coins) : text.open;
};

export interface LearnScreenProps {
  chests: Loadable<readonly ChestTile[]>;
  onRetryChests?: () => void;
  /** The open chest's quiz, or null on the chest list. */
  quiz: QuizView | null;
  /** Non-players cannot open chests (spec 6). */
  isPlayer: boolean;
  /** The notice shown to non-players (core's `quizRoleNotice`), or null. */
  roleNotice: string | null;
  onOpenChest: (chestId: number) => void;
  onChoose: (letter: string) => void;
  onProceed: () => void;
  onCloseQuiz: () => void;
}

/** Learn and Earn (spec 2 and 4): the treasure chests, and the 3-question quiz of the open one. */
export function LearnScreen({ chests, onRetryChests, quiz, isPlayer, roleNotice, onOpenChest, onChoose, onProceed, onCloseQuiz }: LearnScreenProps) {
  const text = messages.ui.learn;
  return (
    <section className="page learn" aria-labelledby="learn-title">
      <h1 id="learn-title">{text.heading}</h1>
      {quiz ? (
        <Quiz quiz={quiz} onChoose={onChoose} onProceed={onProceed} onClose={onCloseQuiz} />
      ) : (
        <>
          <p>{text.intro}</p>
          {roleNotice === null ? null : <PlayerOnlyNotice message={roleNotice} />}
          <LoadState value={chests} onRetry={onRetryChests}>
            {(tiles) =>
              tiles.length === 0 ? (
                <p className="muted">{text.noChests}</p>
              ) : (
                <ul className="chests" aria-label={text.chestsLabel}>
                  {tiles.map((tile, index) => (
                    <li key={tile.chestId}>
                      <button
                        type="button"
                        className={tile.status === 'completed' ? 'chest chest--golden' : 'chest'}
                        disabled={!isPlayer || tile.status === 'completed'}
                        onClick={() => onOpenChest(tile.chestId)}
                      >
                        <ChestIcon golden={tile.status === 'completed'} />
                        <span className="chest__name">
                          {text.chest(index + 1)}
                          <span className="visually-hidden">{messages.ui.common.labelled('').trimEnd()}</span>
                        </span>{' '}
                        <span className="chest__state">{stateText(tile)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </LoadState>
        </>
      )}
    </section>
  );
}
