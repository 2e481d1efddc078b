import type { eventFileMessages } from '../event-file-messages.js';
import { formatterFor, type Catalogue } from '../locale.js';
import type { serverMessages } from '../server-messages.js';
import { quizJudgeMessagesFr } from './catalogue.fr.js';

/** What the server says in French (Canada): its errors (its mails: mail-templates.fr.ts; docs/decisions/0150). */
export const serverMessagesFr: Catalogue<typeof serverMessages> = {
  ...quizJudgeMessagesFr,
  languageSaved: 'Votre langue est enregistrée pour vos courriels.',
  unknownArchivedEvent: 'Aucun événement archivé ne porte cet identifiant\u00a0: l’événement n’est peut-être pas encore archivé',
  unknownDraw: 'Aucun tirage ne porte cet engagement',
  pastEventLoggedIn: 'Cet événement est terminé et a été archivé. Voici ses résultats.',
  pastEventLogIn: 'Connectez-vous avec votre compte de cet événement pour lire ses résultats.',
  unauthorized: 'Votre session est manquante, expirée ou non valide. Veuillez vous reconnecter.',
  badXsrfToken: 'Il manque à cette requête son jeton anti-falsification, ou il n’est pas valide. Veuillez vous reconnecter.',
  featureClosed: (feature: string, period: string) => `${feature}\u00a0: fermé pendant la période ${period}`,
  featureNames: {
    learn: 'Apprendre et gagner',
    raffle: 'Le tirage',
    businesses: 'La page des entreprises',
    results: 'La page des résultats',
  },
  periodNames: {
    preGame: 'd’avant-jeu',
    gameStart: 'de jeu',
    reviewStart: 'de révision',
    winnersAnnounced: 'd’annonce des gagnants et gagnantes',
    gameEnd: 'de fin du jeu',
  },
  notFound: 'Il n’y a rien à cette adresse',
  unknownChallenge: 'Ce défi n’existe pas',
  challengeWindowClosed: 'Les défis ne sont pas ouverts en ce moment\u00a0: les instructions indiquent quand ils le sont.',
  chestNotCompleted: 'Répondez à toutes les questions de ce coffre avant de l’ouvrir',
  chestAmountMismatch: (coins: number) =>
    `Vos réponses vous ont rapporté ${formatterFor('fr').count(coins, { one: 'doubl-u-on', other: 'doubl-u-ons' })} avec ce coffre, pas le montant envoyé`,
  chestAmountOutOfRange: (max: number) => `Un coffre rapporte de 0 à ${max}\u00a0doubl-u-ons`,
  raffleCooldown: (minutes: number) =>
    `Vous pourrez envoyer vos mises de nouveau dans ${formatterFor('fr').count(minutes, { one: 'minute', other: 'minutes' })}`,
  tooManyRequests: 'Trop de tentatives. Patientez un moment, puis réessayez.',
  unexpectedError: 'Une erreur inattendue est survenue sur le serveur.',
  tokenNotValid:
    'Ce lien n’est pas valide\u00a0: il a déjà servi, il a expiré ou il a été remplacé par un plus récent. Veuillez en demander un nouveau.',
  organizerExists:
    'Cet événement a déjà une personne organisatrice, alors ce lien ne fonctionne plus. Demandez à l’équipe organisatrice de vous inviter depuis la console.',
  wrongOldPassword: 'Le mot de passe actuel n’est pas le bon',
  emailTaken: 'Un autre compte utilise déjà cette adresse courriel',
  requestNotJson: 'Le corps de la requête doit être du JSON',
  databaseUnavailable: 'Le jeu est temporairement indisponible. Veuillez réessayer dans un moment.',
  loginQueued: (position: number) =>
    `Beaucoup de monde se connecte en ce moment. Votre place dans la file\u00a0: ${formatterFor('fr').number(position, 0)}.`,
  loginQueueFull: 'Trop de monde se connecte en ce moment. Veuillez réessayer dans un moment.',
  loggedOut: 'Votre session est fermée.',
};

/** The event file's checks in French (the console's import and the server). */
export const eventFileMessagesFr: Catalogue<typeof eventFileMessages> = {
  duplicate: 'Figure plus d’une fois',
  unknownPartner: 'Ne nomme aucun partenaire du fichier d’événement',
  unknownChest: 'Ne nomme aucun coffre du fichier d’événement',
  invalidJson: (reason: string) => `Le fichier d’événement n’est pas du JSON valide\u00a0: ${reason}`,
};
