import { messages, videoEmbedUrl, type Locale } from '@dubloon-quest/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '../../../components/tabs/tabs.js';
import { ChallengeForm, type ChallengeFormProps } from './challenge-form.js';
import { MeetupForm, type MeetupFormProps } from './meetup-form.js';
import './businesses.css';

/** A `*Lang` field is the language of its text when it is not the page's (English on a French page). */
export interface BusinessDetailView {
  name: string;
  nameLang?: Locale | undefined;
  logo: string;
  description: string;
  descriptionLang?: Locale | undefined;
  videoTitle: string;
  videoTitleLang?: Locale | undefined;
  videoUrl: string;
  challenge: {
    title: string;
    titleLang?: Locale | undefined;
    description: string;
    descriptionLang?: Locale | undefined;
    answersCount: number;
    /** The player already submitted an answer; a new one replaces it (spec 4). */
    submitted: boolean;
  } | null;
}

export type BusinessTab = 'video' | 'challenge' | 'meetup';

export interface BusinessDetailScreenProps {
  /** The business from the navigation state or found by its path; null when there is none (spec 2). */
  business: BusinessDetailView | null;
  /** No business yet while the businesses are still loading: the page waits instead of saying it is missing. */
  loading?: boolean;
  isPlayer: boolean;
  challenge: Omit<ChallengeFormProps, 'isPlayer' | 'submitted'>;
  meetup: Omit<MeetupFormProps, 'isPlayer'>;
  initialTab?: BusinessTab;
}

/** A business's page with the Video, Challenge and Q&A Wrap-Up tabs (spec 2). */
export function BusinessDetailScreen({
  business,
  loading = false,
  isPlayer,
  challenge,
  meetup,
  initialTab = 'video',
}: BusinessDetailScreenProps) {
  const text = messages.ui.businesses;
  const [tab, setTab] = useState<BusinessTab>(initialTab);
  if (!business && loading)
    return (
      <section className="page panel panel--narrow" aria-busy="true" aria-labelledby="business-loading-title">
        <h1 id="business-loading-title">{text.loading}</h1>
      </section>
    );
  if (!business)
    return (
      <section className="page panel panel--narrow" aria-labelledby="business-missing-title">
        <h1 id="business-missing-title">{messages.businesses.notFound}</h1>
        <p>
          <Link to="/businesses">{text.back}</Link>
        </p>
      </section>
    );
  const embedUrl = videoEmbedUrl(business.videoUrl);
  return (
    <section className="page business" aria-labelledby="business-title">
      <p>
        <Link to="/businesses">{text.back}</Link>
      </p>
      <div className="business__intro panel">
        <img
          className="business__logo"
          src={business.logo}
          alt=""
          width="160"
          height="107"
          loading="lazy"
          decoding="async"
        />
        <div>
          <h1 id="business-title" lang={business.nameLang}>
            {business.name}
          </h1>
          <p lang={business.descriptionLang}>{business.description}</p>
        </div>
      </div>
      {isPlayer ? null : (
        <p className="notice" role="note">
          {messages.roles.playersOnlyFeature}
        </p>
      )}
      <div className="panel">
        <Tabs
          label={text.tabsLabel}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: 'video',
              label: text.videoTab,
              panel: (
                <div className="stack">
                  <h2 lang={business.videoTitleLang}>{business.videoTitle}</h2>
                  {embedUrl !== null && (
                    <div className="business__video">
                      {/* Only YouTube or Vimeo (core's rule, the server's CSP frame-src), sandboxed: the player can
                          run, never navigate this page or open a form in it. */}
                      <iframe
                        src={embedUrl}
                        title={business.videoTitle}
                        loading="lazy"
                        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                        referrerPolicy="strict-origin-when-cross-origin"
                        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                        allowFullScreen
                      />
                    </div>
                  )}
                  <p>
                    <a href={business.videoUrl} target="_blank" rel="noopener noreferrer">
                      {text.videoFallback}
                    </a>
                  </p>
                </div>
              ),
            },
            {
              key: 'challenge',
              label: text.challengeTab,
              panel: business.challenge ? (
                <div className="stack">
                  <h2 lang={business.challenge.titleLang}>{business.challenge.title}</h2>
                  <p lang={business.challenge.descriptionLang}>{business.challenge.description}</p>
                  <p className="badge">{text.answers(business.challenge.answersCount)}</p>
                  <ChallengeForm
                    isPlayer={isPlayer}
                    submitted={business.challenge.submitted}
                    {...challenge}
                  />
                </div>
              ) : (
                <p className="muted">{messages.businesses.emptyState}</p>
              ),
            },
            { key: 'meetup', label: text.meetupTab, panel: <MeetupForm isPlayer={isPlayer} {...meetup} /> },
          ]}
        />
      </div>
    </section>
  );
}
