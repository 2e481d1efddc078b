import { consoleOverviewText, type ConsoleOverview, type OverviewStep } from '@dubloon-quest/core/console';
import { Link } from 'react-router';
import { consolePath } from '../../shared/console-paths.js';
import { formatLocal } from '../../shared/console-local-time.js';
import './console-overview.css';

const text = consoleOverviewText;

/** The console screen where each next step is done. */
const STEP_SCREENS: Readonly<Record<OverviewStep, string>> = {
  schedule: 'schedule',
  content: 'event',
  invitePlayers: 'accounts',
  waitForStart: 'schedule',
  judge: 'judging',
  watch: 'dashboard',
  commitDraw: 'raffle',
  runDraw: 'raffle',
  publishResults: 'raffle',
  archive: 'events',
};

export interface ConsoleEventGlanceProps {
  readonly overview: ConsoleOverview;
  readonly nextStep: OverviewStep;
}

/**
 * The organizers' Overview: the event at a glance as a list of figures (a `<dl>`, read in order by screen
 * readers), a notice when mail is not being sent, and the next thing to do with a link to its screen.
 * Presentational.
 */
export function ConsoleEventGlance({ overview, nextStep }: ConsoleEventGlanceProps) {
  const { period, next_change: next, players, coins, judging, mail } = overview;
  const sentText = mail.delivery === 'log' ? text.mailNotSent : text.mailSent(mail.queued);
  // How long what waits will take to leave, at the outbox's rate (decision 0195).
  const mailText = mail.delivery === 'log' || mail.drained_at === null ? sentText : `${sentText}, ${text.mailDrained(formatLocal(mail.drained_at))}`;
  const figures: readonly [string, string][] = [
    [text.figures.period, period === null ? text.noPeriod : text.periods[period]],
    [
      text.figures.nextChange,
      next === null ? text.noNextChange : text.nextChange(text.periods[next.period], formatLocal(next.at)),
    ],
    [text.figures.players, text.players(players.registered, players.verified)],
    [text.figures.coins, text.coins(coins.earned, coins.staked)],
    [text.figures.judging, text.judging(judging.waiting)],
    [text.figures.mail, mail.failed > 0 ? `${mailText}. ${text.mailFailed(mail.failed)}` : mailText],
  ];
  return (
    <div className="stack console-glance">
      <section className="console-glance__next" aria-labelledby="console-next-step">
        <h2 id="console-next-step">{text.nextStepHeading}</h2>
        <p>{text.steps[nextStep]}</p>
        <p>
          <Link to={consolePath(STEP_SCREENS[nextStep])}>{text.stepLinks[nextStep]}</Link>
        </p>
      </section>
      {mail.delivery === 'log' ? (
        <div className="notice" role="note">
          <p>{text.mailNotSentNotice}</p>
          <p>
            <Link to={consolePath('outbox')}>{text.openOutbox}</Link>
          </p>
        </div>
      ) : null}
      <section aria-labelledby="console-glance-title">
        <h2 id="console-glance-title">{text.atAGlance}</h2>
        <dl className="console-glance__figures">
          {figures.map(([label, value]) => (
            <div key={label} className="console-glance__figure">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
