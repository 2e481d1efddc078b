import {
  businessByChallenge,
  businessBySlug,
  businessesStatus,
  challengeConfirmation,
  challengeControlsDisabled,
  challengeLinkError,
  currentRole,
  isPlayer,
  meetupConfirmation,
  meetupControlsDisabled,
  savedMeetupChoice,
} from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useEventTimes } from '../../../hooks/use-event-times.js';
import { useGame } from '../../../services/app-services.js';
import { useLocale } from '../../../locale/locale-context.js';
import { BusinessDetailScreen } from '../components/business-detail-screen.js';
import { businessDetailOf, businessFromState } from './business-view.js';

/**
 * /businesses/{details}: the business comes from the navigation state (spec 2) and is kept current from
 * core's businesses list (live answer counts); the challenge and meetup machines own the submissions. Opened
 * without that state (a link opened before logging in, a bookmark, a reload), the page finds the business its
 * path names in core's businesses list, loaded if needed, and says it could not find it only once the list is
 * in without it.
 */
export function BusinessDetailRoute() {
  const { locale } = useLocale();
  const { logic } = useGame();
  const { businesses, challenge, meetup, session } = logic;
  const navigationState: unknown = useLocation().state;
  const slug = useParams().details ?? '';
  const given = businessFromState(navigationState);
  const current = useSelector(businesses, (snapshot) =>
    given ? businessByChallenge(snapshot, given.challenge_question.challenge_id) : businessBySlug(snapshot, slug),
  );
  const listStatus = useSelector(businesses, businessesStatus);
  const business = current ?? given;
  useEffect(() => {
    businesses.send({ type: 'businesses.open' });
  }, [businesses]);
  const player = useSelector(session, (snapshot) => isPlayer(currentRole(snapshot)));
  const linkError = useSelector(challenge, challengeLinkError);
  const challengeConfirm = useSelector(challenge, (snapshot) => challengeConfirmation(snapshot) !== null);
  const challengeBusy = useSelector(challenge, (snapshot) => challengeControlsDisabled(snapshot) && isPlayer(snapshot.context.role));
  const saved = useSelector(meetup, savedMeetupChoice);
  const meetupQuestion = useSelector(meetup, meetupConfirmation);
  const meetupBusy = useSelector(
    meetup,
    (snapshot) => meetupControlsDisabled(snapshot) && isPlayer(snapshot.context.role),
  );
  const times = useEventTimes();

  return (
    <BusinessDetailScreen
      business={business ? businessDetailOf(business, locale) : null}
      loading={!business && (listStatus === 'idle' || listStatus === 'loading')}
      isPlayer={player}
      challenge={{
        challengeWindow: times.challenges,
        submitting: challengeBusy,
        errors: linkError ? [linkError] : [],
        onRequestSubmit: (link) => {
          if (business) challenge.send({ type: 'challenge.submit', challengeId: business.challenge_question.challenge_id, link });
        },
        confirmOpen: challengeConfirm,
        onConfirm: () => challenge.send({ type: 'challenge.confirm' }),
        onCancel: () => challenge.send({ type: 'challenge.cancel' }),
      }}
      meetup={{
        meeting: times.meeting,
        saved,
        saving: meetupBusy,
        onRequestSave: (attend) => meetup.send({ type: 'meetup.choose', attend }),
        confirmation: meetupQuestion,
        onConfirm: () => meetup.send({ type: 'meetup.confirm' }),
        onCancel: () => meetup.send({ type: 'meetup.cancel' }),
      }}
    />
  );
}
