import {
  messages,
  RealtimeError,
  type ChallengeSubmittedEvent,
  type CoinChangeEvent,
  type RaffleSilverEvent,
  type RaffleTotalsEvent,
  type Realtime,
  type RealtimeDisconnectReason,
  type ResultsPublishedEvent,
  type ScheduleChangeEvent,
  type SessionEndedEvent,
  type Unsubscribe,
} from '@dubloon-quest/core';
import { type ConsoleLiveDashboard } from '@dubloon-quest/core/console';

/**
 * A `Realtime` that downloads the real one (socket.io-client, 14 KB gzip) only when the game first connects,
 * after login, so that the login page never pays for it. Listeners may be added before that; they hear the
 * loaded adapter's events. A failed download rejects that `connect` as `refused` and the next one tries again.
 */
export class LazyRealtime implements Realtime {
  private loading: Promise<Realtime> | null = null;
  private loaded: Realtime | null = null;
  private readonly coinListeners = new Set<(event: CoinChangeEvent) => void>();
  private readonly silverListeners = new Set<(event: RaffleSilverEvent) => void>();
  private readonly challengeListeners = new Set<(event: ChallengeSubmittedEvent) => void>();
  private readonly totalsListeners = new Set<(event: RaffleTotalsEvent) => void>();
  private readonly scheduleListeners = new Set<(event: ScheduleChangeEvent) => void>();
  private readonly resultsListeners = new Set<(event: ResultsPublishedEvent) => void>();
  private readonly sessionEndedListeners = new Set<(event: SessionEndedEvent) => void>();
  private readonly dashboardListeners = new Set<(event: ConsoleLiveDashboard) => void>();
  private readonly disconnectListeners = new Set<(reason: RealtimeDisconnectReason) => void>();

  constructor(private readonly load: () => Promise<Realtime>) {}

  private adapter(): Promise<Realtime> {
    this.loading ??= this.load().then(
      (realtime) => {
        realtime.onCoinChange((event) => this.coinListeners.forEach((listener) => listener(event)));
        realtime.onRaffleSilver((event) => this.silverListeners.forEach((listener) => listener(event)));
        realtime.onChallengeSubmitted((event) => this.challengeListeners.forEach((listener) => listener(event)));
        realtime.onRaffleTotals((event) => this.totalsListeners.forEach((listener) => listener(event)));
        realtime.onScheduleChange((event) => this.scheduleListeners.forEach((listener) => listener(event)));
        realtime.onResultsPublished((event) => this.resultsListeners.forEach((listener) => listener(event)));
        realtime.onSessionEnded((event) => this.sessionEndedListeners.forEach((listener) => listener(event)));
        realtime.onConsoleDashboard((event) => this.dashboardListeners.forEach((listener) => listener(event)));
        realtime.onDisconnect((reason) => this.disconnectListeners.forEach((listener) => listener(reason)));
        this.loaded = realtime;
        return realtime;
      },
      (error: unknown) => {
        this.loading = null;
        throw new RealtimeError('refused', messages.realtime.connectFailed, { cause: error });
      },
    );
    return this.loading;
  }

  async connect(accessToken: string | null): Promise<void> {
    const realtime = await this.adapter();
    await realtime.connect(accessToken);
  }

  disconnect(): void {
    this.loaded?.disconnect();
  }

  register(email: string): Promise<string> {
    return this.loaded ? this.loaded.register(email) : Promise.reject(new RealtimeError('notConnected', messages.realtime.registerFailed));
  }

  onCoinChange(listener: (event: CoinChangeEvent) => void): Unsubscribe {
    return subscribe(this.coinListeners, listener);
  }

  onRaffleSilver(listener: (event: RaffleSilverEvent) => void): Unsubscribe {
    return subscribe(this.silverListeners, listener);
  }

  onChallengeSubmitted(listener: (event: ChallengeSubmittedEvent) => void): Unsubscribe {
    return subscribe(this.challengeListeners, listener);
  }

  onRaffleTotals(listener: (event: RaffleTotalsEvent) => void): Unsubscribe {
    return subscribe(this.totalsListeners, listener);
  }

  onScheduleChange(listener: (event: ScheduleChangeEvent) => void): Unsubscribe {
    return subscribe(this.scheduleListeners, listener);
  }

  onResultsPublished(listener: (event: ResultsPublishedEvent) => void): Unsubscribe {
    return subscribe(this.resultsListeners, listener);
  }

  onSessionEnded(listener: (event: SessionEndedEvent) => void): Unsubscribe {
    return subscribe(this.sessionEndedListeners, listener);
  }

  onConsoleDashboard(listener: (event: ConsoleLiveDashboard) => void): Unsubscribe {
    return subscribe(this.dashboardListeners, listener);
  }

  onDisconnect(listener: (reason: RealtimeDisconnectReason) => void): Unsubscribe {
    return subscribe(this.disconnectListeners, listener);
  }
}

function subscribe<Listener>(listeners: Set<Listener>, listener: Listener): Unsubscribe {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
